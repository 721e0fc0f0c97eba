import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { highlightC, type CodeToken } from '@web/components/code/highlight-c';
import { msg, useT } from '@web/i18n/translate';

type LineMark = 'current' | 'previous' | 'crash' | null;

const rowTones: Record<Exclude<LineMark, null>, string> = {
  current: 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-950/60',
  previous:
    'border-slate-400 border-dashed bg-slate-100 dark:border-slate-500 dark:bg-slate-800/60',
  crash: 'border-red-600 bg-red-50 dark:border-red-400 dark:bg-red-950/60',
};
const markNames: Record<Exclude<LineMark, null>, string> = {
  current: msg('(runs next)'),
  previous: msg('(just ran)'),
  crash: msg('(crashed here)'),
};

function plainLines(code: string): CodeToken[][] {
  return code.split('\n').map((text) => [{ text, className: '' }]);
}

/**
 * The program with the line that runs next highlighted and the one that just ran marked. A line
 * number is a button that runs to that line; one of them is in the Tab order, and the up and down
 * arrows move between them.
 */
export function TraceCode({
  code,
  line,
  previousLine,
  crashed,
  onRunToLine,
}: {
  code: string;
  line: number;
  previousLine: number | undefined;
  crashed: boolean;
  onRunToLine: (line: number) => void;
}) {
  const t = useT();
  const lines = useMemo(() => {
    try {
      return highlightC(code);
    } catch {
      return plainLines(code);
    }
  }, [code]);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const row = list.current?.querySelector(`[data-line="${line}"]`);
    row?.scrollIntoView?.({ block: 'nearest' });
  }, [line]);

  const markOf = (number: number): LineMark => {
    if (number === line) return crashed ? 'crash' : 'current';
    return number === previousLine ? 'previous' : null;
  };

  const moveFocus = (event: KeyboardEvent<HTMLOListElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    event.preventDefault();
    buttons[
      Math.min(Math.max(at + (event.key === 'ArrowUp' ? -1 : 1), 0), buttons.length - 1)
    ]?.focus();
  };

  return (
    // The arrow keys move between line numbers here; elsewhere they step (use-stepper).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <ol
      ref={list}
      onKeyDown={moveFocus}
      className="overflow-x-auto py-2 font-mono text-[0.8125rem] leading-6"
    >
      {lines.map((tokens, index) => {
        const number = index + 1;
        const mark = markOf(number);
        return (
          <li
            key={number}
            data-line={number}
            data-mark={mark ?? undefined}
            aria-current={mark === 'current' || mark === 'crash' ? 'step' : undefined}
            className={`flex min-w-max border-l-4 ${mark ? rowTones[mark] : 'border-transparent'}`}
          >
            <button
              type="button"
              tabIndex={number === line ? 0 : -1}
              aria-label={t('Run to line {{line}}', { line: number })}
              onClick={() => onRunToLine(number)}
              className="w-11 shrink-0 select-none pr-3 text-right text-slate-600 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:text-brand-300"
            >
              {number}
            </button>
            <code className="whitespace-pre pr-4 text-slate-800 dark:text-slate-200">
              {tokens.length === 0 || tokens.every((token) => token.text === '')
                ? ' '
                : tokens.map((token, t) => (
                    <span key={t} className={token.className || undefined}>
                      {token.text}
                    </span>
                  ))}
            </code>
            {mark && <span className="sr-only"> {t(markNames[mark])}</span>}
          </li>
        );
      })}
    </ol>
  );
}
