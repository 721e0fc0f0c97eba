import { useState } from 'react';
import { events, eventsIntro, type CommunityEvent } from '@content/community';
import { TitledSection } from '../kit/TitledSection';
import { EventCard } from './EventCard';
import { useEventRegistrations } from './use-event-registrations';

/** SPEC §3 Events with working registration, kept in browser storage. */
export function UpcomingEvents() {
  const { registered, register } = useEventRegistrations();
  const [announcement, setAnnouncement] = useState('');

  const onRegister = (event: CommunityEvent, next: boolean) => {
    register(event.id, next);
    setAnnouncement(
      next
        ? `You are registered for ${event.title}.`
        : `Your registration for ${event.title} is cancelled.`,
    );
  };

  return (
    <TitledSection id="events" heading={eventsIntro} lead="narrow">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {events.map((event) => (
          <EventCard
            key={event.id}
            event={event}
            registered={registered.has(event.id)}
            onRegister={onRegister}
          />
        ))}
      </ul>
    </TitledSection>
  );
}
