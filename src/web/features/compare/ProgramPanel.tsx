import { FileCode } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { CompareLanguage, ComparisonProgram } from '@domain/compare';
import { CopyButton } from './CopyButton';
import { CodeBlock } from '@web/components/code/CodeBlock';
import { languageHighlights } from '@web/components/code/highlight-languages';
import { msg, useT } from '@web/i18n/translate';

export const MISSING_PROGRAM = msg('Code example not available');

/** A long line wraps inside its column instead of running out of sight to the side. */
const WRAP_LINES = 'whitespace-pre-wrap break-words';

const labelClasses =
  'text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400';

/**
 * One language's program for the chosen concept: the code, what it prints and what differs
 * from C. `children` adds a footer (the C panel's runner).
 */
export function ProgramPanel({
  language,
  program,
  children,
}: {
  language: CompareLanguage;
  program: ComparisonProgram | undefined;
  children?: ReactNode;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {language.name}
          </h3>
          <p className="mt-0.5 inline-flex items-center gap-1.5 font-mono text-xs text-slate-600 dark:text-slate-400">
            <FileCode aria-hidden="true" className="size-3.5" />
            {language.fileName}
          </p>
        </div>
        {program && <CopyButton code={program.code} languageName={language.name} />}
      </div>

      {program ? (
        <>
          <CodeBlock
            code={program.code}
            language={language.id}
            highlight={languageHighlights[language.id]}
            label={t('{{language}} program', { language: language.name })}
            className={WRAP_LINES}
          />
          <div>
            <h4 className={labelClasses}>{t('Output')}</h4>
            <pre
              className={`mt-1.5 rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm text-slate-900 dark:bg-slate-800/70 dark:text-slate-100 ${WRAP_LINES}`}
            >
              {program.expectedOutput}
            </pre>
          </div>
          <div>
            <h4 className={labelClasses}>{language.id === 'c' ? t('In C') : t('What differs')}</h4>
            <p
              lang="en"
              className="mt-1.5 text-sm leading-relaxed text-slate-700 dark:text-slate-300"
            >
              {program.note}
            </p>
          </div>
        </>
      ) : (
        <p className="grid min-h-32 place-items-center rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t(MISSING_PROGRAM)}
        </p>
      )}

      {children && (
        <div className="border-t border-slate-200 pt-4 dark:border-slate-800">{children}</div>
      )}
    </section>
  );
}
