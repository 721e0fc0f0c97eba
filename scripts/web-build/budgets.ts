import { reachable, shellClosure, staticClosure, type Manifest } from './manifest';

export const KB = 1000;

/**
 * The budgets of initial JavaScript (gzipped), and who may load the code editor. Every page
 * carries the route table, with each page's title, description and menu places (about 1.5 KB),
 * and a signed-in learner's plan, which is Pro through a team as well (the teams' read, about
 * 1 KB); the pages with a C editor carry its Visualize button and that button's Pro gate (about
 * 1.5 KB), and the challenge page the loaders of its solutions and discussion (about 1 KB).
 */
export const BUDGETS = {
  landingPage: 122 * KB,
  anyPage: 188 * KB,
  landingModule: 'features/site/landing/LandingPage.tsx',
  /** The chunk of the code editor (vite.config.ts names it). */
  editorChunk: 'codemirror',
  editorPages: [
    'features/learn/LearnPage.tsx',
    'features/challenge/ChallengePage.tsx',
    'features/assessment/AssessmentPage.tsx',
  ],
} as const;

export interface PageRoute {
  /** The page's module, relative to src/web. */
  page: string;
  /** The modules whose chunks the route loads as it opens (the page's first). */
  chunks: string[];
}

export interface BudgetRow {
  page: string;
  /** Gzipped bytes of the JavaScript that loads before the page can run. */
  initialJs: number;
  budget: number;
  /** The page can load the code editor (now or later). */
  editor: boolean;
  problems: string[];
}

/** The files of the JavaScript a route loads before its page runs: the shell's and its own. */
export function initialFiles(manifest: Manifest, route: PageRoute): string[] {
  const keys = shellClosure(manifest);
  for (const chunk of route.chunks) staticClosure(manifest, chunk, keys);
  return [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/** Checks every page route against the budgets; `gzipSize` measures one built file. */
export function checkBudgets(
  manifest: Manifest,
  routes: PageRoute[],
  gzipSize: (file: string) => number,
): BudgetRow[] {
  const editorKeys = Object.keys(manifest).filter(
    (key) => manifest[key]?.name === BUDGETS.editorChunk && !manifest[key]?.src,
  );
  if (editorKeys.length === 0) throw new Error(`No "${BUDGETS.editorChunk}" chunk was built`);
  const shell = shellClosure(manifest);
  return routes.map((route) => {
    const budget = route.page === BUDGETS.landingModule ? BUDGETS.landingPage : BUDGETS.anyPage;
    const initialJs = initialFiles(manifest, route).reduce((sum, file) => sum + gzipSize(file), 0);
    const loads = new Set<string>(shell);
    for (const chunk of route.chunks) reachable(manifest, chunk, loads);
    const editor = editorKeys.some((key) => loads.has(key));
    const problems: string[] = [];
    if (initialJs > budget) {
      problems.push(`initial JavaScript ${kb(initialJs)} is over its budget of ${kb(budget)}`);
    }
    if (editor && !(BUDGETS.editorPages as readonly string[]).includes(route.page)) {
      problems.push('loads the code editor, which only pages with an editor may');
    }
    return { page: route.page, initialJs, budget, editor, problems };
  });
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The table the build prints, one line per page. */
export function budgetTable(rows: BudgetRow[]): string {
  const lines = rows.map((row) =>
    [
      row.page.padEnd(48),
      kb(row.initialJs).padStart(10),
      kb(row.budget).padStart(10),
      (row.editor ? 'yes' : 'no').padStart(7),
      row.problems.length === 0 ? 'ok' : `OVER: ${row.problems.join('; ')}`,
    ].join('  '),
  );
  const header = [
    'page'.padEnd(48),
    'initial JS'.padStart(10),
    'budget'.padStart(10),
    'editor'.padStart(7),
    'result',
  ].join('  ');
  return [`Initial JavaScript per page (gzipped, 1 KB = ${KB} bytes)`, header, ...lines].join('\n');
}
