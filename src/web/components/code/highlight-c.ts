import { parser } from '@lezer/cpp';
import { highlightCode, type CodeToken } from './highlight-code';

export type { CodeToken } from './highlight-code';

/** C source split into lines of coloured tokens, with CodeMirror's own C parser. */
export function highlightC(code: string): CodeToken[][] {
  return highlightCode(code, parser);
}
