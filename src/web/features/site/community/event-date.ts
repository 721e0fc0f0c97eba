import { currentLanguage, INTL_LOCALES } from '@web/i18n/translate';

/** 'Wed, Dec 9, 2026' for '2026-12-09' (in English), whatever the visitor's time zone. */
export function formatEventDate(date: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[currentLanguage()], {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
