import type { Parser } from '@lezer/common';
import { parser as cppParser } from '@lezer/cpp';
import { parser as goParser } from '@lezer/go';
import { parser as javascriptParser } from '@lezer/javascript';
import { parser as pythonParser } from '@lezer/python';
import { parser as rustParser } from '@lezer/rust';
import { highlightCode, type CodeToken } from './highlight-code';

/*
 * The parsers of every language the site shows side by side. Only pages that show them import
 * this module, so lesson pages load the C parser alone.
 */

export type HighlightLanguage = 'c' | 'cpp' | 'rust' | 'go' | 'python' | 'javascript';

const parsers: Record<HighlightLanguage, Parser> = {
  c: cppParser,
  cpp: cppParser,
  rust: rustParser,
  go: goParser,
  python: pythonParser,
  javascript: javascriptParser,
};

/** A program in one of the six languages, split into lines of coloured tokens. */
export function highlightProgram(code: string, language: HighlightLanguage): CodeToken[][] {
  return highlightCode(code, parsers[language]);
}
