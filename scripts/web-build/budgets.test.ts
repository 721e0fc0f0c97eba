import { describe, expect, it } from 'vitest';
import { budgetTable, checkBudgets, initialFiles, KB } from './budgets';
import type { Manifest } from './manifest';

/**
 * A small build: the shell (an entry that starts React, then the app, each by a dynamic import),
 * a landing page, a page with the editor, and one that sneaks it in.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    dynamicImports: ['_react.js', 'start.tsx'],
  },
  'start.tsx': {
    file: 'assets/start.js',
    src: 'start.tsx',
    isDynamicEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      'features/site/landing/LandingPage.tsx',
      'features/learn/LearnPage.tsx',
      'features/site/faq/FaqPage.tsx',
    ],
  },
  '_react.js': { file: 'assets/react.js', name: 'react' },
  '_codemirror.js': { file: 'assets/codemirror.js', name: 'codemirror' },
  '_content.js': { file: 'assets/content.js', name: 'content', imports: ['_react.js'] },
  'features/site/landing/LandingPage.tsx': {
    file: 'assets/LandingPage.js',
    src: 'features/site/landing/LandingPage.tsx',
    isDynamicEntry: true,
    imports: ['_react.js', '_content.js'],
  },
  'features/learn/LearnPage.tsx': {
    file: 'assets/LearnPage.js',
    src: 'features/learn/LearnPage.tsx',
    isDynamicEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['components/code/CodeEditor.tsx'],
  },
  'components/code/CodeEditor.tsx': {
    file: 'assets/CodeEditor.js',
    src: 'components/code/CodeEditor.tsx',
    isDynamicEntry: true,
    imports: ['_codemirror.js'],
  },
  'features/site/faq/FaqPage.tsx': {
    file: 'assets/FaqPage.js',
    src: 'features/site/faq/FaqPage.tsx',
    isDynamicEntry: true,
    imports: ['_content.js'],
    dynamicImports: ['components/code/CodeEditor.tsx'],
  },
};

const sizes: Record<string, number> = {
  'assets/index.js': 4 * KB,
  'assets/start.js': 6 * KB,
  'assets/react.js': 90 * KB,
  'assets/content.js': 15 * KB,
  'assets/LandingPage.js': 8 * KB,
  'assets/LearnPage.js': 30 * KB,
  'assets/FaqPage.js': 5 * KB,
  'assets/CodeEditor.js': 20 * KB,
  'assets/codemirror.js': 150 * KB,
};
const gzipSize = (file: string) => sizes[file] ?? 0;
const route = (page: string) => ({ page, chunks: [page] });

describe('initialFiles', () => {
  it('is the shell and the page with their static imports, each once, never lazy chunks', () => {
    expect(initialFiles(manifest, route('features/learn/LearnPage.tsx')).sort()).toEqual([
      'assets/LearnPage.js',
      'assets/index.js',
      'assets/react.js',
      'assets/start.js',
    ]);
  });
});

describe('checkBudgets', () => {
  it('sums the initial JavaScript of each page and lets pages under budget pass', () => {
    const [landing, learn] = checkBudgets(
      manifest,
      [route('features/site/landing/LandingPage.tsx'), route('features/learn/LearnPage.tsx')],
      gzipSize,
    );
    expect(landing).toMatchObject({ initialJs: 123 * KB, budget: 122 * KB, editor: false });
    expect(landing?.problems).toEqual([
      'initial JavaScript 123.0 KB is over its budget of 122.0 KB',
    ]);
    expect(learn).toMatchObject({
      initialJs: 130 * KB,
      budget: 188 * KB,
      editor: true,
      problems: [],
    });
  });

  it('fails a page without an editor that can reach the editor chunk, even lazily', () => {
    const [faq] = checkBudgets(manifest, [route('features/site/faq/FaqPage.tsx')], gzipSize);
    expect(faq?.editor).toBe(true);
    expect(faq?.problems).toEqual(['loads the code editor, which only pages with an editor may']);
  });

  it('counts a page over 188 KB as over budget', () => {
    const heavy: Record<string, number> = { ...sizes, 'assets/LearnPage.js': 90 * KB };
    const [learn] = checkBudgets(
      manifest,
      [route('features/learn/LearnPage.tsx')],
      (file) => heavy[file] ?? 0,
    );
    expect(learn?.problems).toEqual(['initial JavaScript 190.0 KB is over its budget of 188.0 KB']);
  });

  it('prints one line per page with its figure and verdict', () => {
    const rows = checkBudgets(manifest, [route('features/site/landing/LandingPage.tsx')], gzipSize);
    const table = budgetTable(rows);
    expect(table).toContain('features/site/landing/LandingPage.tsx');
    expect(table).toContain('123.0 KB');
    expect(table).toContain('OVER: initial JavaScript 123.0 KB is over its budget of 122.0 KB');
  });
});
