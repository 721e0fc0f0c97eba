import type { CommunityAuthor } from '@domain/community';
import type { PendingAction } from '../ReasonDialog';

/*
 * Each moderation action as its reason dialog asks for it: the title, what it will do, the
 * confirm button, and the request it becomes with the reason.
 */

export const HIDDEN_POST = 'This post was hidden by a moderator.';

export const hidePost = (postId: string): PendingAction => ({
  title: 'Hide this post',
  text: `Others will see “${HIDDEN_POST}” instead of it. You can restore it later.`,
  confirmLabel: 'Hide post',
  action: (reason) => ({ action: 'hide', postId, reason }),
});

export const restorePost = (postId: string): PendingAction => ({
  title: 'Restore this post',
  text: 'Everyone will see it again.',
  confirmLabel: 'Restore post',
  action: (reason) => ({ action: 'restore', postId, reason }),
});

export const dismissReport = (reportId: string): PendingAction => ({
  title: 'Dismiss this report',
  text: 'The post stays as it is and the report closes.',
  confirmLabel: 'Dismiss report',
  action: (reason) => ({ action: 'dismiss', reportId, reason }),
});

export const suspendAuthor = (author: CommunityAuthor): PendingAction => ({
  title: `Suspend ${author.name}`,
  text: 'They can read but not post, reply or report until a moderator lifts it.',
  confirmLabel: 'Suspend',
  action: (reason) => ({ action: 'suspend', userId: author.id, reason }),
});

export const liftSuspension = (author: CommunityAuthor): PendingAction => ({
  title: `Lift ${author.name}'s suspension`,
  text: 'They can post again at once.',
  confirmLabel: 'Lift suspension',
  action: (reason) => ({ action: 'unsuspend', userId: author.id, reason }),
});

export const promoteModerator = (email: string): PendingAction => ({
  title: `Make ${email} a moderator`,
  text: 'They will see reports, hide posts, lock and pin threads and suspend accounts.',
  confirmLabel: 'Make moderator',
  action: (reason) => ({ action: 'promote', email, reason }),
});

export const demoteModerator = (name: string, email: string): PendingAction => ({
  title: `Remove ${name} as moderator`,
  text: 'They keep their account and posts, without moderation rights.',
  confirmLabel: 'Remove moderator',
  action: (reason) => ({ action: 'demote', email, reason }),
});

type ThreadAction = 'lock' | 'unlock' | 'pin' | 'unpin';
const threadWords: Record<ThreadAction, { label: string; text: string }> = {
  lock: { label: 'Lock', text: 'Nobody can reply or edit until it is unlocked.' },
  unlock: { label: 'Unlock', text: 'Everyone can reply again.' },
  pin: { label: 'Pin', text: 'It stays at the top of its place.' },
  unpin: { label: 'Unpin', text: 'It goes back among the others by date.' },
};

/** The button's label, and what it asks before locking, unlocking, pinning or unpinning. */
export function threadAction(
  threadId: string,
  action: ThreadAction,
): { label: string; pending: PendingAction } {
  const { label, text } = threadWords[action];
  return {
    label,
    pending: {
      title: `${label} this discussion`,
      text,
      confirmLabel: label,
      action: (reason) => ({ action, threadId, reason }),
    },
  };
}
