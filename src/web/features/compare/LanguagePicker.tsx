import { Check, Info } from 'lucide-react';
import { useId, useState } from 'react';
import type { CompareLanguage, CompareLanguageId, ToggleOutcome } from '@domain/compare';
import { MAX_COMPARE_LANGUAGES, MIN_COMPARE_LANGUAGES } from '@domain/compare';
import { useT, type Translate } from '@web/i18n/translate';

/** Why a click changed nothing (SPEC §5), in words. */
export function refusalMessage(
  reason: 'last' | 'full',
  language: CompareLanguage,
  t: Translate,
): string {
  return reason === 'full'
    ? t('You can compare up to {{max}} languages at once. Deselect one to add {{language}}.', {
        max: MAX_COMPARE_LANGUAGES,
        language: language.name,
      })
    : t('Keep at least one language selected.');
}

/**
 * Six toggle buttons; a refused toggle is explained in a polite live region, for as long as the
 * comparison it was refused on is the one shown (another concept or language ends it).
 */
export function LanguagePicker({
  languages,
  selected,
  selection,
  onToggle,
}: {
  languages: readonly CompareLanguage[];
  selected: readonly CompareLanguageId[];
  /** The comparison shown (its address): a refusal holds for this one only. */
  selection: string;
  onToggle: (language: CompareLanguageId) => ToggleOutcome;
}) {
  const t = useT();
  const headingId = useId();
  const hintId = useId();
  const [refusal, setRefusal] = useState<{ message: string; selection: string } | null>(null);
  // Once another comparison is shown, the refusal is over, even if that one comes back.
  if (refusal && refusal.selection !== selection) setRefusal(null);
  const message = refusal?.selection === selection ? refusal.message : '';

  const toggle = (language: CompareLanguage) => {
    const outcome = onToggle(language.id);
    setRefusal(
      outcome.changed ? null : { message: refusalMessage(outcome.reason, language, t), selection },
    );
  };

  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {t('Languages')}
        </h2>
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {t('Pick {{min}} to {{max}} languages', {
            min: MIN_COMPARE_LANGUAGES,
            max: MAX_COMPARE_LANGUAGES,
          })}
        </p>
      </div>
      <div
        role="group"
        aria-labelledby={headingId}
        aria-describedby={hintId}
        className="mt-3 flex flex-wrap gap-2"
      >
        {languages.map((language) => {
          const pressed = selected.includes(language.id);
          return (
            <button
              key={language.id}
              type="button"
              aria-pressed={pressed}
              onClick={() => toggle(language)}
              className={`inline-flex h-10 items-center gap-1.5 rounded-full px-4 text-sm font-medium transition ${
                pressed
                  ? 'bg-brand-600 text-white hover:bg-brand-700'
                  : 'border border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800'
              }`}
            >
              {pressed && <Check aria-hidden="true" className="size-4" />}
              {language.name}
            </button>
          );
        })}
      </div>
      <p
        role="status"
        className="mt-2 flex min-h-5 items-start gap-1.5 text-sm font-medium text-amber-800 dark:text-amber-300"
      >
        {message && <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
        {message}
      </p>
    </div>
  );
}
