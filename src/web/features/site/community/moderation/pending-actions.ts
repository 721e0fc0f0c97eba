import type { CommunityAuthor } from '@domain/community';
import { msg, t } from '@web/i18n/translate';
import type { PendingAction } from '../ReasonDialog';

/*
 * Each moderation action as its reason dialog asks for it, in the interface's language: the
 * title, what it will do, the confirm button, and the request it becomes with the reason.
 */

export const HIDDEN_POST = msg('This post was hidden by a moderator.');

export const hidePost = (postId: string): PendingAction => ({
  title: t('Hide this post'),
  text: t('Others will see “{{hidden}}” instead of it. You can restore it later.', {
    hidden: t(HIDDEN_POST),
  }),
  confirmLabel: t('Hide post'),
  action: (reason) => ({ action: 'hide', postId, reason }),
});

export const restorePost = (postId: string): PendingAction => ({
  title: t('Restore this post'),
  text: t('Everyone will see it again.'),
  confirmLabel: t('Restore post'),
  action: (reason) => ({ action: 'restore', postId, reason }),
});

export const dismissReport = (reportId: string): PendingAction => ({
  title: t('Dismiss this report'),
  text: t('The post stays as it is and the report closes.'),
  confirmLabel: t('Dismiss report'),
  action: (reason) => ({ action: 'dismiss', reportId, reason }),
});

export const suspendAuthor = (author: CommunityAuthor): PendingAction => ({
  title: t('Suspend {{name}}', { name: author.name }),
  text: t('They can read but not post, reply or report until a moderator lifts it.'),
  confirmLabel: t('Suspend'),
  action: (reason) => ({ action: 'suspend', userId: author.id, reason }),
});

export const liftSuspension = (author: CommunityAuthor): PendingAction => ({
  title: t("Lift {{name}}'s suspension", { name: author.name }),
  text: t('They can post again at once.'),
  confirmLabel: t('Lift suspension'),
  action: (reason) => ({ action: 'unsuspend', userId: author.id, reason }),
});

export const promoteModerator = (email: string): PendingAction => ({
  title: t('Make {{email}} a moderator', { email }),
  text: t('They will see reports, hide posts, lock and pin threads and suspend accounts.'),
  confirmLabel: t('Make moderator'),
  action: (reason) => ({ action: 'promote', email, reason }),
});

export const demoteModerator = (name: string, email: string): PendingAction => ({
  title: t('Remove {{name}} as moderator', { name }),
  text: t('They keep their account and posts, without moderation rights.'),
  confirmLabel: t('Remove moderator'),
  action: (reason) => ({ action: 'demote', email, reason }),
});

type ThreadAction = 'lock' | 'unlock' | 'pin' | 'unpin';
const threadWords: Record<ThreadAction, { label: string; title: string; text: string }> = {
  lock: {
    label: msg('Lock'),
    title: msg('Lock this discussion'),
    text: msg('Nobody can reply or edit until it is unlocked.'),
  },
  unlock: {
    label: msg('Unlock'),
    title: msg('Unlock this discussion'),
    text: msg('Everyone can reply again.'),
  },
  pin: {
    label: msg('Pin'),
    title: msg('Pin this discussion'),
    text: msg('It stays at the top of its place.'),
  },
  unpin: {
    label: msg('Unpin'),
    title: msg('Unpin this discussion'),
    text: msg('It goes back among the others by date.'),
  },
};

/** The button's label, and what it asks before locking, unlocking, pinning or unpinning. */
export function threadAction(
  threadId: string,
  action: ThreadAction,
): { label: string; pending: PendingAction } {
  const { label, title, text } = threadWords[action];
  return {
    label: t(label),
    pending: {
      title: t(title),
      text: t(text),
      confirmLabel: t(label),
      action: (reason) => ({ action, threadId, reason }),
    },
  };
}
