import { highlightC } from './highlight-c';

const HIGHLIGHTED_LANGUAGES = new Set(['c', 'h']);

/** A fenced block of lesson text; C is coloured with the editor's own parser. */
export function CodeBlock({ code, language }: { code: string; language: string }) {
  const source = code.replace(/\n$/, '');
  return (
    <pre className="overflow-x-auto rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-sm leading-relaxed text-slate-900 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100">
      <code data-language={language || undefined}>
        {HIGHLIGHTED_LANGUAGES.has(language)
          ? highlightC(source).map((line, lineIndex) => (
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
