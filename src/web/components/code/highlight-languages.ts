import type { Parser } from '@lezer/common';
import type { CodeToken } from './highlight-code';
import { loadOnceEach } from '@web/lib/load-once';
import { lazyHighlight, type LazyHighlight } from './lazy-highlight';

/*
 * The parsers of every language the site shows side by side, each loaded the first time a
 * program in its language is shown: the page renders its code plain and colours it once the
 * parser is here, so no grammar holds up its first render.
 */

export type HighlightLanguage = 'c' | 'cpp' | 'rust' | 'go' | 'python' | 'javascript';

/** Lines of coloured tokens for a program in one language. */
export type Highlighter = (code: string) => CodeToken[][];

const loadCpp = () => import('@lezer/cpp').then((module) => module.parser);

const parserLoaders: Record<HighlightLanguage, () => Promise<Parser>> = {
  c: loadCpp,
  cpp: loadCpp,
  rust: () => import('@lezer/rust').then((module) => module.parser),
  go: () => import('@lezer/go').then((module) => module.parser),
  python: () => import('@lezer/python').then((module) => module.parser),
  javascript: () => import('@lezer/javascript').then((module) => module.parser),
};

/** The highlighter of one language, loaded once; a failed load is tried again next time. */
export const loadHighlighter = loadOnceEach((language: HighlightLanguage): Promise<Highlighter> =>
  Promise.all([import('./highlight-code'), parserLoaders[language]()]).then(
    ([{ highlightCode }, parser]): Highlighter =>
      (code) =>
        highlightCode(code, parser),
  ),
);

/** Each language's highlighter for CodeBlock: the code shows plain until its parser is here. */
export const languageHighlights = Object.fromEntries(
  Object.keys(parserLoaders).map((language) => [
    language,
    lazyHighlight(() => loadHighlighter(language as HighlightLanguage)),
  ]),
) as Record<HighlightLanguage, LazyHighlight>;
