import type { StreakBadge } from '@domain/progress';
import { msg } from '@web/i18n/translate';

/** The streak badges' names as the page shows them. */
export const streakBadgeName: Record<StreakBadge, string> = {
  Diamond: msg('Diamond'),
  Gold: msg('Gold'),
  Silver: msg('Silver'),
  Bronze: msg('Bronze'),
};
