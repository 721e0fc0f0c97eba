import { useCallback, useEffect, useState } from 'react';
import { EVENT_REGISTRATIONS_KEY } from '@content/community';
import { parseRegistrations, serializeRegistrations, setRegistration } from './registrations';

function read(): string[] {
  try {
    return parseRegistrations(window.localStorage.getItem(EVENT_REGISTRATIONS_KEY));
  } catch {
    return [];
  }
}

function write(ids: string[]): void {
  try {
    window.localStorage.setItem(EVENT_REGISTRATIONS_KEY, serializeRegistrations(ids));
  } catch {
    // Storage can be unavailable (private mode, quota): the choice then lasts for this visit.
  }
}

/** The events this visitor registered for, kept in browser storage and in sync across tabs. */
export function useEventRegistrations(): {
  registered: ReadonlySet<string>;
  register: (eventId: string, registered: boolean) => void;
} {
  const [ids, setIds] = useState<string[]>(read);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === EVENT_REGISTRATIONS_KEY) setIds(parseRegistrations(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const register = useCallback((eventId: string, registered: boolean) => {
    const next = setRegistration(read(), eventId, registered);
    write(next);
    setIds(next);
  }, []);

  return { registered: new Set(ids), register };
}
