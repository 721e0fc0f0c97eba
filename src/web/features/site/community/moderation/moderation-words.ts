import type { ModerationAction } from '@domain/community';
import { msg, t } from '@web/i18n/translate';

const labels: Record<ModerationAction['action'], string> = {
  hide: msg('Hid'),
  restore: msg('Restored'),
  lock: msg('Locked'),
  unlock: msg('Unlocked'),
  pin: msg('Pinned'),
  unpin: msg('Unpinned'),
  suspend: msg('Suspended'),
  unsuspend: msg('Lifted the suspension'),
  dismiss: msg('Dismissed a report'),
  promote: msg('Made moderator'),
  demote: msg('Removed as moderator'),
};

/** A logged action in words, before what it was done to, in the interface's language. */
export function actionLabel(action: ModerationAction['action']): string {
  return t(labels[action], { context: 'log' });
}
