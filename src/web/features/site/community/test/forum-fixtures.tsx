import type { Session } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { CommunityAuthor, ForumPost, ThreadDetail, ThreadSummary } from '@domain/community';
import { AuthDialogContext, type AuthDialogState } from '@web/lib/auth-dialog';
import { SessionContext } from '@web/lib/session';

export const ada: CommunityAuthor = {
  id: 'user-ada',
  name: 'Ada Lovelace',
  handle: 'ada',
  moderator: false,
};
export const bob: CommunityAuthor = {
  id: 'user-bob',
  name: 'Bob Kernighan',
  handle: 'bob',
  moderator: true,
};

export function summary(fields: Partial<ThreadSummary> = {}): ThreadSummary {
  return {
    id: 'thread-1',
    title: 'Why does scanf skip my input?',
    category: 'c-help',
    lessonId: null,
    challengeId: null,
    author: ada,
    createdAt: '2026-11-03T10:00:00.000Z',
    lastActivityAt: '2026-11-03T10:00:00.000Z',
    replyCount: 0,
    score: 0,
    answered: false,
    pinned: false,
    locked: false,
    excerpt: 'It skips the second one.',
    cursor: 'cursor-1',
    ...fields,
  };
}

export function post(fields: Partial<ForumPost> = {}): ForumPost {
  return {
    id: 'post-1',
    author: ada,
    html: '<p>It skips the second one.</p>',
    body: null,
    createdAt: '2026-11-03T10:00:00.000Z',
    editedAt: null,
    revisionCount: 0,
    score: 0,
    voted: false,
    accepted: false,
    deleted: false,
    hidden: false,
    hiddenCodeBlocks: 0,
    opening: true,
    ...fields,
  };
}

export function detail(fields: Partial<ThreadDetail> = {}): ThreadDetail {
  return {
    ...summary(),
    acceptedPostId: null,
    posts: [post()],
    viewer: {
      signedIn: true,
      canReply: true,
      cannotReplyReason: null,
      isAuthor: false,
      isModerator: false,
      spoilersHidden: false,
    },
    ...fields,
  };
}

export const authDialog = {
  mode: null,
  openError: null,
  openNotice: null,
  returnTo: null,
  open: vi.fn(),
  close: vi.fn(),
} satisfies AuthDialogState;

/** Renders `element` at `path` (pattern `route`) with a query cache, a session and the dialog. */
export function renderAt(
  element: ReactElement,
  { route, path, userId }: { route: string; path: string; userId: string | null },
) {
  const session = userId ? ({ user: { id: userId } } as unknown as Session) : null;
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider
        value={{ session, ready: true, signOut: () => Promise.resolve(), signedOutHere: false }}
      >
        <AuthDialogContext.Provider value={authDialog}>
          <RouterProvider router={router} />
        </AuthDialogContext.Provider>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}
