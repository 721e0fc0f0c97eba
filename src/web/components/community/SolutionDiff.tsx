import { diffLines } from 'diff';
import { useMemo } from 'react';
import { Trans } from '@web/i18n/Trans';
import { msg, useT } from '@web/i18n/translate';

export interface DiffLine {
  /** '+' only in theirs, '-' only in yours, ' ' in both. */
  sign: '+' | '-' | ' ';
  text: string;
}

/** Both programs line by line: what only yours has (-), what only theirs has (+), the rest. */
export function diffRows(own: string, theirs: string): DiffLine[] {
  const rows: DiffLine[] = [];
  for (const part of diffLines(own, theirs)) {
    const sign = part.added ? '+' : part.removed ? '-' : ' ';
    const lines = part.value.replace(/\n$/, '').split('\n');
    for (const text of lines) rows.push({ sign, text });
  }
  return rows;
}

const rowClasses = {
  '+': 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-200',
  '-': 'bg-red-50 text-red-900 dark:bg-red-950/60 dark:text-red-200',
  ' ': 'text-slate-800 dark:text-slate-200',
} as const;

const signNames = { '+': msg('added'), '-': msg('removed'), ' ': msg('same') } as const;

/**
 * Your code against a published solution, line by line. Lines are told apart by their sign
 * (and a word for screen readers), never by colour alone.
 */
export function SolutionDiff({
  own,
  theirs,
  theirName,
}: {
  own: string;
  theirs: string;
  theirName: string;
}) {
  const t = useT();
  const rows = useMemo(() => diffRows(own, theirs), [own, theirs]);
  const changed = rows.some((row) => row.sign !== ' ');
  const removed = rows.filter((row) => row.sign === '-').length;
  const added = rows.filter((row) => row.sign === '+').length;

  return (
    <figure className="space-y-2">
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        {changed ? (
          <>
            <span>
              <Trans
                text="<sign>-</sign> only in your code ({{number}})"
                values={{ number: removed }}
                parts={{
                  sign: (sign) => (
                    <span className="font-mono font-bold text-red-700 dark:text-red-300">
                      {sign}
                    </span>
                  ),
                }}
              />
            </span>
            <span>
              <Trans
                text="<sign>+</sign> only in {{name}}’s ({{number}})"
                values={{ name: theirName, number: added }}
                parts={{
                  sign: (sign) => (
                    <span className="font-mono font-bold text-emerald-700 dark:text-emerald-300">
                      {sign}
                    </span>
                  ),
                }}
              />
            </span>
          </>
        ) : (
          <span>{t('Your code and {{name}}’s are the same.', { name: theirName })}</span>
        )}
      </figcaption>
      <pre
        role="group"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reached by keyboard
        tabIndex={0}
        aria-label={t("Your code compared with {{name}}'s", { name: theirName })}
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white py-2 font-mono text-[13px] leading-relaxed dark:border-slate-800 dark:bg-slate-950"
      >
        <code className="block min-w-max">
          {rows.map((row, index) => {
            const Line = row.sign === '+' ? 'ins' : row.sign === '-' ? 'del' : 'span';
            return (
              <Line
                key={index}
                data-sign={row.sign}
                className={`block px-3 no-underline ${rowClasses[row.sign]}`}
              >
                <span className="sr-only">{t(signNames[row.sign])}: </span>
                <span aria-hidden="true" className="mr-3 inline-block w-3 select-none font-bold">
                  {row.sign}
                </span>
                {row.text || ' '}
                {'\n'}
              </Line>
            );
          })}
        </code>
      </pre>
    </figure>
  );
}
