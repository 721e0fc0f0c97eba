import { currentLanguage, INTL_LOCALES } from '@web/i18n/translate';

/**
 * "2026-10-28" → "October 28, 2026" (in English; each language writes it its own way), the
 * same for every visitor whatever their time zone.
 */
export function formatLegalDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  if (month < 1 || month > 12) return isoDate;
  return new Intl.DateTimeFormat(INTL_LOCALES[currentLanguage()], {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day));
}
