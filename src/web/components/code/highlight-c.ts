import { parser } from '@lezer/cpp';
import { highlightCode, tagHighlighter, tags } from '@lezer/highlight';

/** Colours of C tokens in lesson text, for the light and the dark site theme. */
const lessonCodeHighlighter = tagHighlighter([
  { tag: tags.comment, class: 'italic text-slate-500 dark:text-slate-400' },
  { tag: tags.keyword, class: 'text-purple-700 dark:text-purple-300' },
  { tag: [tags.processingInstruction, tags.meta], class: 'text-pink-700 dark:text-pink-300' },
  { tag: tags.typeName, class: 'text-sky-700 dark:text-sky-300' },
  { tag: [tags.string, tags.character], class: 'text-emerald-700 dark:text-emerald-300' },
  { tag: tags.escape, class: 'text-amber-700 dark:text-amber-300' },
  { tag: [tags.number, tags.bool, tags.null], class: 'text-orange-700 dark:text-orange-300' },
  { tag: tags.function(tags.variableName), class: 'text-blue-700 dark:text-blue-300' },
  { tag: tags.special(tags.name), class: 'text-pink-700 dark:text-pink-300' },
]);

export interface CodeToken {
  text: string;
  /** Tailwind classes, empty for plain text. */
  className: string;
}

/** C source split into lines of coloured tokens, with CodeMirror's own C parser. */
export function highlightC(code: string): CodeToken[][] {
  const lines: CodeToken[][] = [[]];
  highlightCode(
    code,
    parser.parse(code),
    lessonCodeHighlighter,
    (text, className) => lines[lines.length - 1]?.push({ text, className }),
    () => lines.push([]),
  );
  return lines;
}
