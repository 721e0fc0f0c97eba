import type { Parser } from '@lezer/common';
import { highlightCode as highlightTree, tagHighlighter, tags } from '@lezer/highlight';

/**
 * Colours of code tokens shown read-only (lesson text, the comparison of languages), for the
 * light and the dark site theme. Every colour keeps AA contrast on the code block's background.
 */
const codeHighlighter = tagHighlighter([
  { tag: tags.comment, class: 'italic text-slate-500 dark:text-slate-400' },
  { tag: tags.keyword, class: 'text-purple-700 dark:text-purple-300' },
  { tag: [tags.processingInstruction, tags.meta], class: 'text-pink-700 dark:text-pink-300' },
  { tag: [tags.typeName, tags.className], class: 'text-sky-700 dark:text-sky-300' },
  { tag: [tags.string, tags.character], class: 'text-emerald-700 dark:text-emerald-300' },
  { tag: tags.escape, class: 'text-amber-700 dark:text-amber-300' },
  { tag: [tags.number, tags.bool, tags.null], class: 'text-orange-700 dark:text-orange-300' },
  {
    tag: [tags.function(tags.variableName), tags.function(tags.propertyName)],
    class: 'text-blue-700 dark:text-blue-300',
  },
  { tag: [tags.special(tags.name), tags.macroName], class: 'text-pink-700 dark:text-pink-300' },
]);

export interface CodeToken {
  text: string;
  /** Tailwind classes, empty for plain text. */
  className: string;
}

/** Source split into lines of coloured tokens, read by the given language's lezer parser. */
export function highlightCode(code: string, parser: Parser): CodeToken[][] {
  const lines: CodeToken[][] = [[]];
  highlightTree(
    code,
    parser.parse(code),
    codeHighlighter,
    (text, className) => lines[lines.length - 1]?.push({ text, className }),
    () => lines.push([]),
  );
  return lines;
}
