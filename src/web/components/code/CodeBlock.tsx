import { highlightC } from './highlight-c';
import type { CodeToken } from './highlight-code';

const LESSON_HIGHLIGHTED_LANGUAGES = new Set(['c', 'h']);

/** Lesson text colours C with the editor's own parser and leaves other blocks plain. */
function highlightLessonBlock(source: string, language: string): CodeToken[][] | null {
  return LESSON_HIGHLIGHTED_LANGUAGES.has(language) ? highlightC(source) : null;
}

/**
 * A block of read-only code: a fenced block of lesson text by default, or any program whose
 * page brings its own highlighter. A `label` makes the block a named, focusable group, so a
 * keyboard can scroll a long line into view.
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
  /** Lines of coloured tokens for the source; lesson languages when left out. */
  highlight?: (source: string) => CodeToken[][] | null;
  label?: string;
  className?: string;
}) {
  const source = code.replace(/\n$/, '');
  const lines = highlight ? highlight(source) : highlightLessonBlock(source, language);
  return (
    <pre
      role={label ? 'group' : undefined}
      aria-label={label}
      tabIndex={label ? 0 : undefined}
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
