import { useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  differingPart,
  finalNewlineDifference,
  firstOutputDifference,
  outputLines,
  type DifferingPart,
  type OutputDifference,
} from '@domain/output-comparison';
import { msg, useT } from '@web/i18n/translate';
import { boundedHeight } from './BoundedOutput';
import { useOverflows } from './use-overflows';

const WHITESPACE_LEGEND = msg('· is a space, → a tab, ⏎ a line break.');
const FINAL_NEWLINE_NOTE = {
  missing: msg('⏎ missing final newline'),
  extra: msg('⏎ extra final newline'),
} as const;
const NOT_COMPARED = msg('(the check does not compare it)');

/** Spaces and tabs as · and →, so that a learner sees them where two outputs differ. */
function visibleWhitespace(text: string): string {
  return text.replace(/ /g, '·').replace(/\t/g, '→');
}

/** Whether the marked part of an output shows a whitespace symbol the legend explains. */
function showsWhitespace(output: string, at: OutputDifference): boolean {
  const part = differingPart(output, at);
  return part.kind === 'line break' || (part.kind === 'text' && /[ \t]/.test(part.text));
}

const markClasses =
  'rounded-sm bg-amber-200 px-0.5 text-slate-950 dark:bg-amber-400/30 dark:text-amber-50';
const annotationClasses = 'font-sans text-xs italic';

function Marked({ part, empty }: { part: DifferingPart; empty: boolean }) {
  const t = useT();
  if (part.kind === 'text')
    return <mark className={markClasses}>{visibleWhitespace(part.text)}</mark>;
  if (part.kind === 'line break') {
    return (
      <mark className={markClasses}>
        <span className="text-base leading-none">⏎</span>
        <span className="sr-only"> {t('(line break)')}</span>
      </mark>
    );
  }
  return (
    <mark className={`${markClasses} ${annotationClasses}`}>
      {empty ? t('no output') : t('end of output')}
    </mark>
  );
}

/**
 * One side of a comparison: an output with its first difference from the other marked, spaces
 * and tabs made visible there. A long output scrolls in its box, to the difference.
 */
function DiffedOutput({
  output,
  at,
  label,
  className,
}: {
  output: string;
  /** Names the box for a keyboard user who lands on it when it scrolls. */
  label: string;
  /** null: shown as it is, nothing marked. */
  at: OutputDifference | null;
  className: string;
}) {
  const t = useT();
  const { ref, overflows } = useOverflows<HTMLPreElement>();
  const mark = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (box && mark.current && overflows) {
      box.scrollTop = Math.max(0, mark.current.offsetTop - box.clientHeight / 3);
    }
  }, [ref, overflows, output, at]);

  const lines = outputLines(output);
  const boxProps = {
    ref,
    role: overflows ? 'group' : undefined,
    'aria-label': overflows ? t(label) : undefined,
    tabIndex: overflows ? 0 : undefined,
    className: `relative overflow-y-auto ${boundedHeight} ${className}`,
  };
  if (!at) return <pre {...boxProps}>{output === '' ? t('(no output)') : output}</pre>;

  const index = at.line - 1;
  const line = lines[index] ?? '';
  const part = differingPart(output, at);
  const prefix = line.slice(0, at.column - 1);
  const rest = part.kind === 'text' ? line.slice(at.column - 1 + part.text.length) : '';
  const before = lines.slice(0, index);
  const after = lines.slice(index + 1);
  return (
    <pre {...boxProps}>
      {before.map((text) => `${text}\n`).join('')}
      <span className="rounded-sm bg-amber-50 dark:bg-amber-400/10">
        {prefix}
        <span ref={mark}>
          <Marked part={part} empty={output === ''} />
        </span>
        {rest}
      </span>
      {after.length > 0 && `\n${after.join('\n')}`}
    </pre>
  );
}

const blockClasses =
  'mt-1 overflow-x-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-white px-3 py-2 font-mono text-sm text-slate-900 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-100';

function Field({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`min-w-0 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A check's input, then its expected and actual output side by side (stacked on a phone); when
 * they differ, the first difference is named and marked.
 */
export function OutputComparison({
  stdin,
  expected,
  actual,
  passed,
}: {
  stdin: string;
  expected: string;
  actual: string;
  passed: boolean;
}) {
  const t = useT();
  const at = passed ? null : firstOutputDifference(expected, actual);
  const finalNewline = passed ? null : finalNewlineDifference(expected, actual);
  const legend = at !== null && (showsWhitespace(expected, at) || showsWhitespace(actual, at));
  return (
    <div>
      {at && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {t('Your output first differs on line {{line}}, column {{column}} (highlighted).', {
            line: at.line,
            column: at.column,
          })}
        </p>
      )}
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field label={t('Input')} wide>
          <pre className={blockClasses}>{stdin || t('(no input)')}</pre>
        </Field>
        <Field label={t('Expected output')}>
          <DiffedOutput
            output={expected}
            at={at}
            label={msg('Expected output')}
            className={blockClasses}
          />
        </Field>
        <Field label={t('Your output')}>
          <DiffedOutput
            output={actual}
            at={at}
            label={msg('Your output')}
            className={blockClasses}
          />
          {finalNewline && (
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              <mark className="rounded-sm bg-amber-200 px-1 font-medium text-slate-950 dark:bg-amber-400/30 dark:text-amber-50">
                {t(FINAL_NEWLINE_NOTE[finalNewline])}
              </mark>{' '}
              {t(NOT_COMPARED)}
            </p>
          )}
        </Field>
      </dl>
      {legend && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t(WHITESPACE_LEGEND)}</p>
      )}
    </div>
  );
}
