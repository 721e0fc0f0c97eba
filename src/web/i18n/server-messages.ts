import type { i18n as I18next } from 'i18next';

/*
 * Messages the server writes in English with values in them ("Too many attempts. Please wait 2
 * minutes and try again."): a catalogue text with values ("Too many attempts. Please wait
 * {{wait}} and try again.") is read as a pattern, its values taken from the message, and the
 * message shown in the translation with those values. A value that is itself a count of
 * something ("2 minutes") is translated the same way; other values (names, titles) stay.
 */

interface MessagePattern {
  key: string;
  names: string[];
  pattern: RegExp;
  /** Letters around the values: how surely a message is this text ("Keep {{plan}}" is not). */
  letters: number;
}

const VALUE = /\{\{\s*(\w+)\s*\}\}/g;
const HAS_VALUE = /\{\{\s*\w+\s*\}\}/;
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const COUNT_OF_SOMETHING = /^\d+ [A-Za-z]+$/;

function patternOf(key: string): MessagePattern {
  const names = [...key.matchAll(VALUE)].map((match) => match[1] ?? '');
  const parts = key.split(VALUE).filter((_, index) => index % 2 === 0);
  const source = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(.+?)');
  return {
    key,
    names,
    pattern: new RegExp(`^${source}$`),
    letters: parts.join('').replace(/[^A-Za-z]/g, '').length,
  };
}

/** The patterns of a language's catalogue, the most specific first. */
function patternsOf(instance: I18next): MessagePattern[] {
  const catalogue = (instance.getResourceBundle(instance.language, 'translation') ?? {}) as object;
  const keys = new Set(
    Object.keys(catalogue)
      .map((key) => key.replace(PLURAL_FORM, ''))
      .filter((key) => HAS_VALUE.test(key) && !/<\w+>/.test(key)),
  );
  return [...keys].map(patternOf).sort((a, b) => b.letters - a.letters);
}

/** Each copy of i18next's patterns, per language (its catalogues do not change once loaded). */
const patternsByInstance = new WeakMap<I18next, Map<string, MessagePattern[]>>();

/**
 * The translation of an English message the catalogue has only as a pattern, or null. Only a
 * pattern with six letters or more around its values reads a whole message.
 */
export function translateMessage(
  instance: I18next,
  text: string,
  minimumLetters = 6,
): string | null {
  const byLanguage = patternsByInstance.get(instance) ?? new Map<string, MessagePattern[]>();
  patternsByInstance.set(instance, byLanguage);
  let patterns = byLanguage.get(instance.language);
  if (!patterns) {
    patterns = patternsOf(instance);
    byLanguage.set(instance.language, patterns);
  }
  for (const { key, names, pattern, letters } of patterns) {
    if (letters < minimumLetters) continue;
    const match = pattern.exec(text);
    if (!match) continue;
    const values: Record<string, unknown> = {};
    names.forEach((name, index) => {
      const value = match[index + 1] ?? '';
      values[name] = /^\d+$/.test(value)
        ? Number(value)
        : COUNT_OF_SOMETHING.test(value)
          ? (translateMessage(instance, value, 1) ?? value)
          : value;
    });
    return String(instance.t(key, values));
  }
  return null;
}
