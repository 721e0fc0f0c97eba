import i18next, { type i18n as I18next, type Resource } from 'i18next';
import type { Language } from '@domain/languages';
import { translateMessage } from './server-messages';

export { translateMessage };

/*
 * i18next and a language's catalogue, loaded for a learner who reads a language other than
 * English. Each area of the app has its own catalogue file; a language's files load together.
 */

type Catalogue = Record<string, string>;

const catalogues = import.meta.glob<Catalogue>('./locales/*/*.json', { import: 'default' });

async function catalogueOf(language: Language): Promise<Catalogue> {
  const files = Object.entries(catalogues).filter(([file]) =>
    file.startsWith(`./locales/${language}/`),
  );
  const parts = await Promise.all(files.map(([, load]) => load()));
  return Object.assign({}, ...parts) as Catalogue;
}

/** The options every copy of i18next here runs with: English texts are the keys. */
export const I18NEXT_OPTIONS = {
  fallbackLng: false,
  // Keys are sentences: their dots and colons are text, not paths.
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  returnEmptyString: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
} as const;

let instance: I18next | null = null;
const loaded = new Set<Language>();

export async function loadLanguage(language: Language): Promise<I18next> {
  if (!instance) {
    instance = i18next.createInstance();
    await instance.init({ ...I18NEXT_OPTIONS, lng: language, resources: {} });
  }
  if (!loaded.has(language)) {
    instance.addResourceBundle(language, 'translation', await catalogueOf(language));
    loaded.add(language);
  }
  await instance.changeLanguage(language);
  return instance;
}

/** Every language's catalogue at once, for rendering pages at build time. */
export function translatorWith(resources: Resource, language: Language): I18next {
  const copy = i18next.createInstance();
  void copy.init({ ...I18NEXT_OPTIONS, lng: language, resources, initAsync: false });
  return copy;
}
