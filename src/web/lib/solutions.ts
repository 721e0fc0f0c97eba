import type { SolutionKind, SolutionList } from '@domain/community';
import { communityCall } from './community';
import { msg } from '../i18n/translate';

/*
 * Published solutions of an exercise or a challenge: open to learners who passed it themselves.
 * The server publishes its own copy of the learner's last passing code, never the browser's.
 */

export type SolutionSort = 'votes' | 'date';

export const solutionKeys = {
  list: (kind: SolutionKind, targetId: string, sort: SolutionSort) =>
    ['solutions', kind, targetId, sort] as const,
  of: (kind: SolutionKind, targetId: string) => ['solutions', kind, targetId] as const,
};

/** GET /functions/v1/solutions: the published solutions and the viewer's own passing code. */
export function fetchSolutions(query: {
  kind: SolutionKind;
  targetId: string;
  sort: SolutionSort;
}): Promise<SolutionList> {
  return communityCall<SolutionList>({
    name: 'solutions',
    method: 'GET',
    query,
    fallback: msg('The solutions could not be loaded. Please try again.'),
  });
}

/** POST /functions/v1/solutions: publishes (or replaces) the viewer's solution with a note. */
export function publishSolution(request: {
  kind: SolutionKind;
  targetId: string;
  note: string;
}): Promise<{ id: string }> {
  return communityCall<{ id: string }>({
    name: 'solutions',
    method: 'POST',
    body: request,
    fallback: msg('Your solution could not be published. Please try again.'),
  });
}

/** DELETE /functions/v1/solutions/:id: the viewer's own only. */
export function unpublishSolution(id: string): Promise<{ deleted: true }> {
  return communityCall<{ deleted: true }>({
    name: `solutions/${encodeURIComponent(id)}`,
    method: 'DELETE',
    fallback: msg('Your solution could not be unpublished. Please try again.'),
  });
}

/** POST /functions/v1/solution-votes: one upvote per person; `up: false` takes it back. */
export function voteSolution(request: {
  solutionId: string;
  up: boolean;
}): Promise<{ score: number; voted: boolean }> {
  return communityCall<{ score: number; voted: boolean }>({
    name: 'solution-votes',
    method: 'POST',
    body: request,
    fallback: msg('Your vote could not be saved. Please try again.'),
  });
}
