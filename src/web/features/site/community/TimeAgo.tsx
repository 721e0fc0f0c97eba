import { activityTime } from '@web/components/ActivityList';
import { exactTime } from '@web/components/community/community-format';

/** A moment as "3 h ago", with the exact time on hover and for assistive technology. */
export function TimeAgo({ at, now }: { at: string; now: Date }) {
  return (
    <time dateTime={at} title={exactTime(at)}>
      {activityTime(at, now)}
    </time>
  );
}
