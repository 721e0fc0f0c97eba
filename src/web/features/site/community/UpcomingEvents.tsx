import { Info } from 'lucide-react';
import { events, eventsIntro } from '@content/community';
import { useT } from '@web/i18n/translate';
import { TitledSection } from '../kit/TitledSection';
import { EventCard } from './EventCard';

/** SPEC §3 Events: an editorial sample, said so plainly, with no registration that pretends. */
export function UpcomingEvents() {
  const t = useT();
  return (
    <TitledSection
      id="events"
      heading={{ title: t(eventsIntro.title), text: t(eventsIntro.text) }}
      lead="narrow"
    >
      <p
        data-testid="events-sample-notice"
        className="mt-4 flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-200"
      >
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t(eventsIntro.sampleNotice)}
      </p>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {events.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </ul>
    </TitledSection>
  );
}
