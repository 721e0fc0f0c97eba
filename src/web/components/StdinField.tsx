import { useId, type ReactNode } from 'react';
import { useT } from '@web/i18n/translate';
import { inputClasses } from './ui/field-classes';

/**
 * The input a program reads when it is run (lessons' examples, challenges), typed by the
 * learner. `children` go beside the help text (a way back to the example's input).
 */
export function StdinField({
  value,
  onChange,
  children,
}: {
  value: string;
  onChange: (stdin: string) => void;
  children?: ReactNode;
}) {
  const t = useT();
  const id = useId();
  const helpId = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('Input (stdin)')}
      </label>
      <textarea
        id={id}
        aria-describedby={helpId}
        rows={2}
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClasses} font-mono`}
      />
      <div className="mt-1.5 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p id={helpId} className="text-xs text-slate-500 dark:text-slate-400">
          {t('What the program reads with scanf or getchar. Leave it empty if it reads nothing.')}
        </p>
        {children}
      </div>
    </div>
  );
}
