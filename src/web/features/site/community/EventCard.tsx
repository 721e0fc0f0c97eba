import { CalendarDays, Clock, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { eventsIntro, type CommunityEvent, type EventType } from '@content/community';
import { useT } from '@web/i18n/translate';
import { Card, CardText, CardTitle } from '../kit/Card';
import { tagClasses } from '../kit/classes';
import { formatEventDate } from './event-date';

const typeClasses: Record<EventType, string> = {
  Workshop: 'bg-brand-100 text-brand-800 dark:bg-brand-950 dark:text-brand-200',
  'Live Coding': 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200',
  AMA: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  'Study Group': 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  Hackathon: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
};

/** SPEC §3 Event: a sample, so it says registration is not open instead of offering it. */
export function EventCard({ event }: { event: CommunityEvent }) {
  const t = useT();
  return (
    <Card data-testid="event" className="flex flex-col">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${typeClasses[event.type]}`}
        >
          {t(event.type)}
        </span>
        <span className={tagClasses}>{t('Sample')}</span>
      </div>
      <CardTitle>{t(event.title)}</CardTitle>
      <CardText grow>{t(event.description)}</CardText>
      <dl className="mt-4 space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
        <EventDetail icon={CalendarDays} term={t('Date')}>
          <time dateTime={event.date}>{formatEventDate(event.date)}</time>
        </EventDetail>
        <EventDetail icon={Clock} term={t('Time')}>
          {t(event.time)}
        </EventDetail>
      </dl>
      <p className="mt-5 text-sm font-medium text-slate-600 dark:text-slate-400">
        {t(eventsIntro.notOpen)}
      </p>
    </Card>
  );
}

/** One fact of an event: its icon stands for the term, which only screen readers hear. */
function EventDetail({
  icon: Icon,
  term,
  children,
}: {
  icon: LucideIcon;
  term: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-2">
      <dt>
        <Icon aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
        <span className="sr-only">{term}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
