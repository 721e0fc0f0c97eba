import { useSyncExternalStore } from 'react';
import type { i18n as I18next } from 'i18next';
import { isLanguage, LANGUAGE_COOKIE, matchLanguage, type Language } from '@domain/languages';

/*
 * The interface's language. Texts are written in English in the code and are their own keys
 * (`t('Sign in')`, `t('Welcome back, {{name}}', { name })`); the other languages' catalogues
 * (locales/<language>/*.json) map them to their translations with i18next, which loads with
 * its catalogue only for a learner who reads another language: English pages carry neither.
 * What i18next does with a key that has no translation (the key itself, interpolated, the
 * English plural from defaultValue_one) is what English pages show.
 */

/** What a text takes: its values, a count for its plural, the English singular. */
export type TextValues = Record<string, unknown> & {
  count?: number;
  /** The English text for a count of one, when the key is the plural ("{{count}} lessons"). */
  defaultValue_one?: string;
  /** A word that reads differently in two places ("Open" a thread, an "Open" issue). */
  context?: string;
};

const STORED = 'codenest:language';

let current: Language = 'en';
let translator: I18next | null = null;
/** Reads a message sent in English with values in it (./server-messages.ts). */
let readMessage: ((instance: I18next, text: string) => string | null) | null = null;
const listeners = new Set<() => void>();
const englishPlurals = new Intl.PluralRules('en');

const interpolate = (text: string, values: TextValues) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/** The text in the interface's language. */
export function t(key: string, values?: TextValues): string {
  if (translator && current !== 'en') {
    if (values || translator.exists(key)) return String(translator.t(key, values ?? {}));
    // Not a text of the catalogues: a message from the server, with values in it, or content.
    return readMessage?.(translator, key) ?? key;
  }
  if (!values) return key;
  const singular =
    typeof values.count === 'number' && englishPlurals.select(values.count) === 'one'
      ? values.defaultValue_one
      : undefined;
  return interpolate(singular ?? key, values);
}

export type Translate = typeof t;

/**
 * Marks an English text kept in a constant as one to translate where it is shown
 * (`t(SAVED)`): the catalogues' check finds it by this mark.
 */
export const msg = <Text extends string>(text: Text): Text => text;

/** The BCP 47 locale Intl formats with for each language. */
export const INTL_LOCALES: Record<Language, string> = {
  en: 'en-US',
  es: 'es',
  fr: 'fr',
  de: 'de',
  zh: 'zh-CN',
};

/** A number as the interface's language writes it (1,234.5 · 1.234,5 · 1 234,5). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(INTL_LOCALES[current], options).format(value);
}

export const currentLanguage = (): Language => current;

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The interface's language, re-rendering when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** `t`, in a component that re-renders when the language changes. */
export function useT(): Translate {
  useLanguage();
  return t;
}

/** For the server-side build, which renders every language with its catalogues at hand. */
export function installTranslator(
  loaded: I18next,
  language: Language,
  read: typeof readMessage,
): void {
  translator = loaded;
  readMessage = read;
  current = language;
}

function remember(language: Language): void {
  try {
    window.localStorage.setItem(STORED, language);
  } catch {
    // Storage refused: the browser's language answers next time.
  }
  // A year; the server sends the prerendered pages in this language.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Switches the interface to a language, loading its catalogue first (the texts change all at
 * once), and sets the root element's lang.
 */
export async function setLanguage(language: Language): Promise<void> {
  if (language !== 'en') {
    const { loadLanguage, translateMessage } = await import('./load-language');
    translator = await loadLanguage(language);
    readMessage = translateMessage;
  }
  remember(language);
  document.documentElement.lang = language;
  if (language === current) return;
  current = language;
  for (const listener of listeners) listener();
}

/**
 * The language a page starts in: the one its HTML was rendered in, else the one chosen last
 * on this device, else the browser's.
 */
export function startingLanguage(): Language {
  const rendered = document.documentElement.dataset.language;
  if (isLanguage(rendered)) return rendered;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(STORED);
  } catch {
    stored = null;
  }
  return isLanguage(stored) ? stored : matchLanguage(navigator.languages ?? [navigator.language]);
}
