import { exactTime, timeAgo } from '@web/components/community/community-format';

/** A moment as "3 h ago", with the exact time on hover and for assistive technology. */
export function TimeAgo({ at, now = new Date() }: { at: string; now?: Date }) {
  return (
    <time dateTime={at} title={exactTime(at)}>
      {timeAgo(at, now)}
    </time>
  );
}
