import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from './account';
import { requireSupabase } from './supabase';
import { msg } from '../i18n/translate';

/*
 * The learner's solved challenges, as the server recorded them on submit (read with the query
 * builder). The daily challenge page shows what is done from them; the challenge page
 * invalidates CHALLENGE_COMPLETIONS_KEY after a successful submit.
 */

export interface ChallengeCompletion {
  challenge_id: string;
  /** YYYY-MM-DD in the learner's time zone. */
  day: string;
  points: number;
  completed_at: string;
}

// Checked by hand rather than with a schema: this page's first load then needs no zod.
function isCompletion(row: unknown): row is ChallengeCompletion {
  if (typeof row !== 'object' || row === null) return false;
  const { challenge_id, day, points, completed_at } = row as Record<string, unknown>;
  return (
    typeof challenge_id === 'string' &&
    typeof day === 'string' &&
    typeof points === 'number' &&
    typeof completed_at === 'string'
  );
}

/** The prefix of every learner's completions query: invalidate it after a submit. */
export const CHALLENGE_COMPLETIONS_KEY = ['challenge-completions'] as const;

export function challengeCompletionsKey(userId: string) {
  return [...CHALLENGE_COMPLETIONS_KEY, userId] as const;
}

export async function fetchChallengeCompletions(): Promise<ChallengeCompletion[]> {
  const supabase = await requireSupabase(
    () =>
      new Error(msg('Demo mode is active. Please connect to the backend to see your challenges.')),
  );
  const { data, error } = await supabase
    .from('challenge_completions')
    .select('challenge_id,day,points,completed_at')
    .order('completed_at', { ascending: false });
  if (error) throw new Error(error.message);
  const rows: unknown[] = data ?? [];
  if (!rows.every(isCompletion)) {
    throw new Error(
      msg('The server sent your solved challenges in a form this page does not know.'),
    );
  }
  return rows;
}

export function useChallengeCompletions() {
  const user = useCurrentUser();
  return useQuery({
    queryKey: challengeCompletionsKey(user?.id ?? 'signed-out'),
    queryFn: fetchChallengeCompletions,
    enabled: user !== null,
  });
}

/** Whether this challenge was solved on this local day (the daily one counts once a day). */
export function completedOn(
  completions: readonly ChallengeCompletion[],
  challengeId: string,
  day: string,
): boolean {
  return completions.some((row) => row.challenge_id === challengeId && row.day === day);
}

/** The ids of every challenge solved at least once. */
export function completedIds(completions: readonly ChallengeCompletion[]): Set<string> {
  return new Set(completions.map((row) => row.challenge_id));
}
