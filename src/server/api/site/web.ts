import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_CHOICES, type Language } from '@domain/languages';
import {
  isApiPath,
  isAppRoute,
  PRERENDERED_PATHS,
  prerenderedFile,
  SIGNED_IN_PATHS,
} from '@domain/routes';
import { errorBody } from '@server/http/errors';
import { requestLanguage } from '@server/http/request-language';
import { hasSiteIdentity, renderRoots, withIdentityScript, withRoot } from './site-pages';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Pages are always revalidated (a new release shows at once) but may be kept: no-store would
// keep them out of the browser's back/forward cache.
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';
// The service worker names the release's files: a browser checks it on every visit, so a new
// release is found at once.
const SERVICE_WORKER = 'sw.js';

/** A page sent from memory, with the validator a revalidating browser sends back. */
interface PageInMemory {
  html: string;
  etag: string;
}

const inMemory = (html: string): PageInMemory => ({
  html,
  etag: `W/"${crypto.createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
});

/**
 * Serves the built SPA: hashed assets forever; the HTML of a page the build rendered (public
 * pages, and the loading state of signed-in pages), else index.html for every route of SPEC §2 (history fallback), both revalidated on
 * every visit; a 404 status with the app's "Page not found" for the rest. Unknown API paths
 * answer JSON. With a site identity (SITE_*), those pages carry it (identityPages).
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  pageStatus: PageStatus = () => Promise.resolve(200),
): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  // The pages this build rendered, by path and language (localized).
  const prerendered = new Map<string, PrerenderedPage>(
    [...PRERENDERED_PATHS, ...SIGNED_IN_PATHS]
      .flatMap((page) =>
        LANGUAGE_CHOICES.map((language) => ({
          path: page,
          language,
          file: prerenderedFile(page, language),
        })),
      )
      .filter(({ file }) => fs.existsSync(path.join(webDist, file)))
      .map((page) => [localized(page.path, page.language), page]),
  );

  const withIdentity = built && hasSiteIdentity(app.config.site);
  const pagesInMemory = withIdentity
    ? await identityPages(app, webDist, prerendered)
    : new Map<string, PageInMemory>();
  // A page the build rendered without the identity is never sent: if it could not be rendered
  // again with it, the browser renders it, from index.html.
  for (const [key, { file }] of prerendered) {
    if (withIdentity && !pagesInMemory.has(file)) prerendered.delete(key);
  }

  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      cacheControl: false,
      wildcard: true,
      preCompressed: true,
      // Source maps stay on the server (the build writes them hidden); prerendered pages are
      // served at their routes only.
      allowedPath: (pathName) => !/\.map$/.test(pathName) && !pathName.startsWith('/pages/'),
      setHeaders(res, filePath) {
        // Precompressed files (.br, .gz) are cached like the file they encode.
        const relative = path.relative(webDist, filePath).replace(/\.(br|gz)$/, '');
        const header = relative.startsWith(`assets${path.sep}`)
          ? IMMUTABLE
          : relative.endsWith('.html') || relative === SERVICE_WORKER
            ? REVALIDATE
            : SHORT;
        res.header('cache-control', header);
      },
    });
  }

  /**
   * The page's HTML rendered at build time, else index.html. A query can change what a page
   * shows (a lesson, filters, an e-mail link): such a request renders in the browser, so
   * hydration never meets HTML rendered for another state.
   */
  const pageFile = (request: FastifyRequest) => {
    const [pathname = '/', query] = request.url.split('?');
    if (query !== undefined) return 'index.html';
    const page = withoutTrailingSlash(pathname);
    return (
      (
        prerendered.get(localized(page, requestLanguage(request))) ??
        prerendered.get(localized(page, 'en'))
      )?.file ?? 'index.html'
    );
  };

  const sendPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    { html, etag }: PageInMemory,
  ) => {
    reply
      .code(status)
      .header('cache-control', REVALIDATE)
      .header('etag', etag)
      .header('vary', PAGE_VARY);
    const validators = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
    if (status === 200 && validators?.includes(etag)) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  };

  const sendApp = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    file = 'index.html',
  ) => {
    const page = pagesInMemory.get(file);
    if (page) return sendPage(request, reply, status, page);
    return built
      ? reply
          .code(status)
          .header('cache-control', REVALIDATE)
          .header('vary', PAGE_VARY)
          .sendFile(file, { cacheControl: false })
      : reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send(
            'The web app has not been built yet. Run `npm start` (or `npm run build`) and reload.',
          );
  };

  // The static handler refuses directories, so the root is routed explicitly.
  app.get('/', (request, reply) => sendApp(request, reply, 200, pageFile(request)));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(pathname) &&
      acceptsHtml(request);
    if (!wantsPage) {
      return reply
        .code(404)
        .send(
          errorBody(
            404,
            'not_found',
            `No endpoint answers ${request.method} ${pathname}. Check the method and the path.`,
          ),
        );
    }
    if (!isAppRoute(pathname)) return sendApp(request, reply, 404);
    return sendApp(request, reply, await pageStatus(pathname), pageFile(request));
  });
}

/**
 * The status of an app route's page whose record may not exist (a certificate's id): 404 for
 * what the page will show as not found, so that the address answers as it reads.
 */
export type PageStatus = (pathname: string) => Promise<200 | 404>;

/**
 * The pages of a deployment with a site identity, sent from memory: index.html with the
 * identity's JSON, and each page the build rendered (path → file) rendered again with the
 * identity (the build knows none), so its first paint shows the site's addresses and hydration
 * finds what the app renders. Without the build's server-side bundle, only index.html.
 */
async function identityPages(
  app: FastifyInstance,
  webDist: string,
  prerendered: ReadonlyMap<string, PrerenderedPage>,
): Promise<Map<string, PageInMemory>> {
  const identity = app.config.site;
  const read = (file: string) => fs.readFileSync(path.join(webDist, file), 'utf8');
  const pages = new Map([
    ['index.html', inMemory(withIdentityScript(read('index.html'), identity))],
  ]);
  // The build writes the browser's bundle and the server-side one side by side.
  const ssrEntry = path.join(webDist, '..', 'ssr', 'entry-server.js');
  const entries = [...prerendered.values()];
  try {
    if (!fs.existsSync(ssrEntry)) throw new Error(`${ssrEntry} is missing`);
    const started = performance.now();
    const roots = await renderRoots(
      ssrEntry,
      entries.map(({ path: page, language }) => ({ path: page, language })),
      identity,
    );
    entries.forEach(({ file }, index) => {
      const html = withRoot(read(file), roots[index] ?? '');
      pages.set(file, inMemory(withIdentityScript(html, identity)));
    });
    app.log.info(
      `Rendered ${entries.length} pages with the site identity in ${Math.round(performance.now() - started)} ms`,
    );
  } catch (error) {
    app.log.error(
      { err: error },
      'The pages could not be rendered with the site identity (SITE_*): they render in the browser',
    );
  }
  return pages;
}

/** A page the build rendered: a path in a language, and its file. */
interface PrerenderedPage {
  path: string;
  language: Language;
  file: string;
}

/** A page's key among the prerendered ones: its path in a language. */
const localized = (page: string, language: Language) => `${language} ${page}`;

/** A page's HTML depends on the learner's language choice and the browser's languages. */
const PAGE_VARY = 'Cookie, Accept-Language';

const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  // Browsers navigating send text/html; a missing header (curl) gets the page too.
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}
