import { CalendarDays, Check, Clock, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { eventsIntro, type CommunityEvent, type EventType } from '../../../../content/community';
import { buttonClasses } from '../../components/ui/Button';
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
  const registerRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const changedHere = useRef(false);

  // The button pressed is replaced by the other one: keep the keyboard focus on the card.
  useEffect(() => {
    if (!changedHere.current) return;
    changedHere.current = false;
    (registered ? cancelRef : registerRef).current?.focus();
  }, [registered]);

  const change = (next: boolean) => {
    changedHere.current = true;
    onRegister(event, next);
  };

  return (
    <li
      data-testid="event"
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <span
        className={`self-start rounded-full px-2.5 py-1 text-xs font-semibold ${typeClasses[event.type]}`}
      >
        {event.type}
      </span>
      <h3 id={titleId} className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
        {event.title}
      </h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-slate-600 dark:text-slate-400">
        {event.description}
      </p>
      <dl className="mt-4 space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
        <div className="flex items-center gap-2">
          <dt>
            <CalendarDays
              aria-hidden="true"
              className="size-4 text-slate-500 dark:text-slate-400"
            />
            <span className="sr-only">Date</span>
          </dt>
          <dd>
            <time dateTime={event.date}>{formatEventDate(event.date)}</time>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Clock aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
            <span className="sr-only">Time</span>
          </dt>
          <dd>{event.time}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Users aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
            <span className="sr-only">Attendees</span>
          </dt>
          <dd data-testid="event-attendees">
            {count.format(attendeeCount(event, registered))} {eventsIntro.attendeesLabel}
          </dd>
        </div>
      </dl>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        {registered ? (
          <>
            <p className="inline-flex items-center gap-1.5 rounded-lg bg-green-100 px-3 py-2 text-sm font-semibold text-green-800 dark:bg-green-950 dark:text-green-300">
              <Check aria-hidden="true" className="size-4" />
              {eventsIntro.registered}
            </p>
            <button
              ref={cancelRef}
              type="button"
              className={buttonClasses('ghost', 'sm')}
              aria-describedby={titleId}
              onClick={() => change(false)}
            >
              {eventsIntro.cancel}
            </button>
          </>
        ) : (
          <button
            ref={registerRef}
            type="button"
            className={buttonClasses('primary', 'sm')}
            aria-describedby={titleId}
            onClick={() => change(true)}
          >
            {eventsIntro.register}
          </button>
        )}
      </div>
    </li>
  );
}
