/** The interface's languages (SPEC §3 preferences.language), each named in itself. */
export const LANGUAGE_CHOICES = ['en', 'es', 'fr', 'de', 'zh'] as const;
export type Language = (typeof LANGUAGE_CHOICES)[number];

export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  zh: '中文',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGE_CHOICES as readonly string[]).includes(value);

/**
 * The first of a browser's languages (BCP 47 tags, most wanted first, as navigator.languages or
 * Accept-Language give them) that the interface speaks; English when none is.
 */
export function matchLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/** The cookie that tells the server which language's prerendered pages to send. */
export const LANGUAGE_COOKIE = 'codenest-lang';
