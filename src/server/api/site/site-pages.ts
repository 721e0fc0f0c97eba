import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Language } from '@domain/languages';
import {
  NO_SITE_IDENTITY,
  SITE_IDENTITY_ELEMENT_ID,
  type SiteIdentity,
} from '@domain/public-config';

/** Whether the deployment set any part of its identity; without one the built pages are right as they are. */
export const hasSiteIdentity = (identity: SiteIdentity) =>
  (Object.keys(NO_SITE_IDENTITY) as (keyof SiteIdentity)[]).some((key) =>
    key === 'social' ? identity.social.length > 0 : identity[key] !== null,
  );

/**
 * The identity as JSON the app reads before it hydrates (`useSiteIdentity`). A JSON script is
 * data, never run, so the CSP needs no hash for it; `<` is escaped so no value can end it.
 */
export function identityScript(identity: SiteIdentity): string {
  const json = JSON.stringify(identity).replace(/</g, '\\u003c');
  return `<script id="${SITE_IDENTITY_ELEMENT_ID}" type="application/json">${json}</script>`;
}

const ROOT = '<div id="root">';

/** A page of the build with the identity's JSON just before #root, where the app starts. */
export function withIdentityScript(html: string, identity: SiteIdentity): string {
  if (!html.includes(ROOT)) throw new Error('The page has no #root');
  return html.replace(ROOT, () => `${identityScript(identity)}${ROOT}`);
}

/**
 * A page the build rendered, with other markup in #root. #root is the body's last element (only
 * the noscript text and the start script follow it), so its end is the page's last `</div>`.
 */
export function withRoot(html: string, root: string): string {
  const start = html.indexOf(ROOT);
  const end = html.lastIndexOf('</div>');
  if (start === -1 || end < start) throw new Error('The page has no #root to render into');
  return `${html.slice(0, start + ROOT.length)}${root}${html.slice(end)}`;
}

// Runs in a worker of its own: the app's server-side bundle (React, every page, the course) is
// loaded there and freed with it. It is plain JavaScript, so the worker needs no loader.
const RENDER_IN_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.entry).then(async (server) => {
  const roots = [];
  for (const { path, language } of workerData.pages) {
    roots.push(await server.renderRoot(path, workerData.identity, language));
  }
  parentPort.postMessage(roots);
});
`;

/**
 * The #root markup of each page (a path in a language), rendered with `identity` by the build's server-side bundle
 * (`dist/ssr/entry-server.js`, `renderRoot`): the same components the browser hydrates.
 */
export function renderRoots(
  ssrEntry: string,
  pages: readonly { path: string; language: Language }[],
  identity: SiteIdentity,
): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(RENDER_IN_WORKER, {
      eval: true,
      execArgv: [],
      workerData: { entry: pathToFileURL(ssrEntry).href, pages, identity },
    });
    worker.once('message', (roots: string[]) => {
      resolve(roots);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The page renderer stopped with code ${code}`)));
  });
}
