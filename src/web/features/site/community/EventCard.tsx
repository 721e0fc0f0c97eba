import { CalendarDays, Check, Clock, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { eventsIntro, type CommunityEvent, type EventType } from '@content/community';
import { buttonClasses } from '@web/components/ui/Button';
import { Card, CardText, CardTitle } from '../kit/Card';
import { attendeeCount, formatEventDate } from './registrations';

const typeClasses: Record<EventType, string> = {
  Workshop: 'bg-brand-100 text-brand-800 dark:bg-brand-950 dark:text-brand-200',
  'Live Coding': 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200',
  AMA: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  'Study Group': 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  Hackathon: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
};

const count = new Intl.NumberFormat('en-US');

/** SPEC §3 Event, with a Register button that really registers the visitor in this browser. */
export function EventCard({
  event,
  registered,
  onRegister,
}: {
  event: CommunityEvent;
  registered: boolean;
  onRegister: (event: CommunityEvent, registered: boolean) => void;
}) {
  const titleId = `${event.id}-title`;

  return (
    <Card data-testid="event" className="flex flex-col">
      <span
        className={`self-start rounded-full px-2.5 py-1 text-xs font-semibold ${typeClasses[event.type]}`}
      >
        {event.type}
      </span>
      <CardTitle id={titleId}>{event.title}</CardTitle>
      <CardText grow>{event.description}</CardText>
      <dl className="mt-4 space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
        <EventDetail icon={CalendarDays} term="Date">
          <time dateTime={event.date}>{formatEventDate(event.date)}</time>
        </EventDetail>
        <EventDetail icon={Clock} term="Time">
          {event.time}
        </EventDetail>
        <EventDetail icon={Users} term="Attendees" testId="event-attendees">
          {count.format(attendeeCount(event, registered))} {eventsIntro.attendeesLabel}
        </EventDetail>
      </dl>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        {registered && (
          <p className="inline-flex items-center gap-1.5 rounded-lg bg-green-100 px-3 py-2 text-sm font-semibold text-green-800 dark:bg-green-950 dark:text-green-300">
            <Check aria-hidden="true" className="size-4" />
            {eventsIntro.registered}
          </p>
        )}
        {/* One button that turns from Register into Cancel, so the keyboard focus stays on it. */}
        <button
          type="button"
          className={buttonClasses(registered ? 'ghost' : 'primary', 'sm')}
          aria-describedby={titleId}
          onClick={() => onRegister(event, !registered)}
        >
          {registered ? eventsIntro.cancel : eventsIntro.register}
        </button>
      </div>
    </Card>
  );
}

/** One fact of an event: its icon stands for the term, which only screen readers hear. */
function EventDetail({
  icon: Icon,
  term,
  testId,
  children,
}: {
  icon: LucideIcon;
  term: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-2">
      <dt>
        <Icon aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
        <span className="sr-only">{term}</span>
      </dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
