import { useId } from 'react';
import { contrastRatio, isAccentColor, textColorOn, WHITE } from '@domain/team-branding';
import { Button } from '@web/components/ui/Button';
import { inputClasses } from '@web/components/ui/field-classes';
import { formatNumber, msg, useT } from '@web/i18n/translate';

/** What the colour picker shows before a team has an accent (the site's own indigo). */
const PICKER_START = '#4f46e5';
export const HEX_PROBLEM = msg('Enter a colour as #rrggbb, such as #1d4ed8, or leave it empty.');

const ratioText = (accent: string, text: string) =>
  formatNumber(contrastRatio(accent, text), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The hex field's text as an accent: a colour, none (empty), or not one yet (undefined). */
export function accentOfText(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return isAccentColor(trimmed) ? trimmed.toLowerCase() : undefined;
}

/** The accent colour: a colour picker and its hex code, kept in step, and what text it gets. */
export function AccentField({
  text,
  onText,
  showProblem,
  onBlur,
}: {
  text: string;
  onText: (text: string) => void;
  /** The hex code is not a colour and the person has left the field or tried to save. */
  showProblem: boolean;
  onBlur: () => void;
}) {
  const t = useT();
  const pickerId = useId();
  const hexId = useId();
  const hintId = useId();
  const problemId = useId();
  const accent = accentOfText(text);
  const problem = showProblem && accent === undefined;
  const textColor = accent ? textColorOn(accent) : null;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label
            htmlFor={pickerId}
            className="block text-sm font-medium text-slate-700 dark:text-slate-200"
          >
            {t('Accent colour')}
          </label>
          <input
            id={pickerId}
            type="color"
            value={accent ?? PICKER_START}
            onChange={(event) => onText(event.target.value)}
            className="mt-1.5 block h-11 w-16 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 dark:border-slate-700 dark:bg-slate-900"
          />
        </div>
        <div className="min-w-0 flex-1">
          <label
            htmlFor={hexId}
            className="block text-sm font-medium text-slate-700 dark:text-slate-200"
          >
            {t('Hex code')}
          </label>
          <input
            id={hexId}
            value={text}
            onChange={(event) => onText(event.target.value)}
            onBlur={onBlur}
            placeholder="#1d4ed8"
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
            className={`${inputClasses} max-w-40 font-mono`}
          />
        </div>
        {accent && (
          <Button variant="secondary" onClick={() => onText('')}>
            {t('No accent')}
          </Button>
        )}
      </div>
      {problem && (
        <p id={problemId} className="text-sm text-red-700 dark:text-red-300">
          {t(HEX_PROBLEM)}
        </p>
      )}
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
        {accent && textColor
          ? textColor === WHITE
            ? t(
                'Badges and banners use it as their background, with white text on it (contrast {{ratio}}:1), readable in light and dark themes.',
                { ratio: ratioText(accent, textColor) },
              )
            : t(
                'Badges and banners use it as their background, with black text on it (contrast {{ratio}}:1), readable in light and dark themes.',
                { ratio: ratioText(accent, textColor) },
              )
          : t(
              'Any colour works: badges and banners use it as their background, with black or white text, whichever reads better on it.',
            )}
      </p>
    </div>
  );
}
