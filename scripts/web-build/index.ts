// `npm run build`: the browser build, the server-side build of the same app, the public pages
// rendered to HTML with it, and the size budgets (a page over its budget fails the build).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { build } from 'vite';

import { LANGUAGE_CHOICES } from '@domain/languages';
import { PRERENDERED_PATHS, SIGNED_IN_PATHS, SIGNED_IN_ROUTES } from '@domain/routes';
import type { PageMeta } from '@web/lib/page-meta';
import type * as EntryServer from '@web/entry-server';
import { budgetTable, checkBudgets } from './budgets';
import { addCompileHints } from './compile-hints';
import { languageChunks, readManifest, sessionChunks } from './manifest';
import { finishShell, prerender, type PrerenderedPage } from './prerender';
import { buildServiceWorker } from './service-worker';

const root = path.resolve(import.meta.dirname, '../..');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'dist');
const webDist = path.join(buildDir, 'web');
const ssrDist = path.join(buildDir, 'ssr');
const logLevel = process.argv.includes('--quiet') ? 'warn' : 'info';

await build({
  root: path.join(root, 'src/web'),
  configFile: path.join(root, 'vite.config.ts'),
  logLevel,
});
await build({
  root: path.join(root, 'src/web'),
  configFile: path.join(root, 'vite.config.ts'),
  logLevel,
  build: { ssr: 'entry-server.tsx' },
});

const server = (await import(
  pathToFileURL(path.join(ssrDist, 'entry-server.js')).href
)) as typeof EntryServer;
const manifest = readManifest(webDist);
const template = finishShell(webDist);
const signedInMeta = new Map<string, PageMeta>(
  SIGNED_IN_ROUTES.map((route) => [
    route.path,
    { title: route.title, description: route.description },
  ]),
);
const pages: PrerenderedPage[] = [];
const shells: PrerenderedPage[] = [];
for (const language of LANGUAGE_CHOICES) {
  pages.push(
    ...(await prerender({
      webDist,
      template,
      manifest,
      paths: PRERENDERED_PATHS,
      language,
      render: async (page) => {
        const rendered = await server.renderPage(page, undefined, language);
        return { ...rendered, chunks: [...rendered.chunks, ...languageChunks(manifest, language)] };
      },
    })),
  );
  // A signed-in page's loading state, with its title, and what reading the session needs (its
  // code, and /config.json from the start) fetched with the page's: the page waits for the
  // session before it shows anything of its own.
  shells.push(
    ...(await prerender({
      webDist,
      template,
      manifest,
      paths: SIGNED_IN_PATHS,
      language,
      headLinks: ['<link rel="preload" href="/config.json" as="fetch" crossorigin />'],
      render: async (page) => {
        const rendered = await server.renderPage(page, signedInMeta.get(page), language);
        return {
          ...rendered,
          chunks: [
            ...rendered.chunks,
            ...sessionChunks(manifest),
            ...languageChunks(manifest, language),
          ],
        };
      },
    })),
  );
}
const hinted = addCompileHints(
  webDist,
  [...pages, ...shells].flatMap((page) => page.scripts),
);
console.log(
  `Rendered ${pages.length} pages and ${shells.length} signed-in pages' loading states (in ${LANGUAGE_CHOICES.length} languages) to HTML in ${path.relative(root, webDist)}/pages; ${hinted} scripts they start with compile eagerly`,
);

const worker = await buildServiceWorker(root, webDist, manifest);
console.log(
  `Service worker: ${worker.precached} files of the app shell precached (${(worker.bytes / 1e6).toFixed(1)} MB), ${worker.lessons} lessons kept offline for Pro`,
);

const rows = checkBudgets(
  manifest,
  server.pageRoutes(),
  (file) => zlib.gzipSync(fs.readFileSync(path.join(webDist, file)), { level: 9 }).length,
);
console.log(budgetTable(rows));
const over = rows.filter((row) => row.problems.length > 0);
if (over.length > 0) {
  console.error(`\n${over.length} page(s) over budget: the build fails.`);
  process.exit(1);
}
