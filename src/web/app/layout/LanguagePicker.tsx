import { Languages } from 'lucide-react';
import { useId } from 'react';
import { isLanguage, LANGUAGE_CHOICES, LANGUAGE_LABELS } from '@domain/languages';
import { setLanguage, useLanguage, useT } from '@web/i18n/translate';

/**
 * A visitor's choice of language (a learner's is their setting, in Settings → Preferences).
 * Each language is named in itself.
 */
export function LanguagePicker() {
  const t = useT();
  const id = useId();
  const language = useLanguage();
  return (
    <div className="flex items-center gap-2">
      <Languages aria-hidden="true" className="size-4" />
      <label htmlFor={id} className="sr-only">
        {t('Site language')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
        className="rounded-md border border-slate-300 bg-white py-1 pl-2 pr-8 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
      >
        {LANGUAGE_CHOICES.map((choice) => (
          <option key={choice} value={choice} lang={choice}>
            {LANGUAGE_LABELS[choice]}
          </option>
        ))}
      </select>
    </div>
  );
}
