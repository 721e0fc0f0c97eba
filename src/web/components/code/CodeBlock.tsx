import { useMemo } from 'react';
import { useT } from '@web/i18n/translate';
import { lazyHighlight, useHighlight, type Highlight, type LazyHighlight } from './lazy-highlight';
import { useOverflows } from './use-overflows';

/** Lesson text colours C with the editor's own parser, loaded after the page shows. */
const highlightCLazily = lazyHighlight(() =>
  import('./highlight-c').then((module) => module.highlightC),
);

const LESSON_HIGHLIGHTED_LANGUAGES = new Set(['c', 'h']);

/**
 * A block of read-only code: a fenced block of lesson text by default, or any program whose
 * page brings its own highlighter. A `label`, or a line too long for the block (a phone), makes
 * the block a named, focusable group, so a keyboard can scroll a long line into view.
 */
export function CodeBlock({
  code,
  language,
  highlight,
  label,
  className = '',
}: {
  code: string;
  language: string;
  /**
   * How to colour the source: a function (coloured from the first render), or a highlighter
   * from `lazyHighlight` (plain until its code has loaded). Left out: C lesson blocks are
   * coloured lazily and other languages stay plain.
   */
  highlight?: Highlight | LazyHighlight;
  label?: string;
  className?: string;
}) {
  const t = useT();
  const source = code.replace(/\n$/, '');
  const highlighter = useHighlight(
    highlight ?? (LESSON_HIGHLIGHTED_LANGUAGES.has(language) ? highlightCLazily : null),
  );
  const lines = useMemo(() => highlighter?.(source) ?? null, [highlighter, source]);
  const { ref, overflows } = useOverflows<HTMLPreElement>();
  const focusable = Boolean(label) || overflows;
  return (
    <pre
      ref={ref}
      role={focusable ? 'group' : undefined}
      aria-label={focusable ? (label ? t(label) : t('Code example')) : undefined}
      tabIndex={focusable ? 0 : undefined}
      className={`overflow-x-auto rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-sm leading-relaxed text-slate-900 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100 ${className}`}
    >
      <code data-language={language || undefined}>
        {lines
          ? lines.map((line, lineIndex) => (
              <span key={lineIndex}>
                {lineIndex > 0 && '\n'}
                {line.map((token, tokenIndex) => (
                  <span key={tokenIndex} className={token.className || undefined}>
                    {token.text}
                  </span>
                ))}
              </span>
            ))
          : source}
      </code>
    </pre>
  );
}
