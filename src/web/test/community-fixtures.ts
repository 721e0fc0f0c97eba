// Community data for component tests: two people, and a thread, a post and a thread's page
// with every field set, each changed by the fields a test gives.
import type { CommunityAuthor, ForumPost, ThreadDetail, ThreadSummary } from '@domain/community';

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

/** A thread as lists show it: Ada's unanswered question in C help. */
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

/** The opening post of `summary()`'s thread. */
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

/** `summary()`'s thread with its one post, read by a signed-in learner who may reply. */
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
