import type { ModerationAction } from '@domain/community';

const labels: Record<ModerationAction['action'], string> = {
  hide: 'Hid',
  restore: 'Restored',
  lock: 'Locked',
  unlock: 'Unlocked',
  pin: 'Pinned',
  unpin: 'Unpinned',
  suspend: 'Suspended',
  unsuspend: 'Lifted the suspension',
  dismiss: 'Dismissed a report',
  promote: 'Made moderator',
  demote: 'Removed as moderator',
};

/** A logged action in words, before what it was done to. */
export function actionLabel(action: ModerationAction['action']): string {
  return labels[action];
}
