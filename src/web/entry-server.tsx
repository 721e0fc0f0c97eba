import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import type { Resource } from 'i18next';
import type { Language } from '@domain/languages';
import { NO_SITE_IDENTITY, type SiteIdentity } from '@domain/public-config';
import type { RouteHandle } from './app/layout/RootLayout';
import { Providers } from './app/Providers';
import { routes } from './app/router';
import { fullTitle, PageMetaContext, type PageMeta } from './lib/page-meta';
import { SiteIdentityProvider } from './lib/site-identity';
import { translateMessage, translatorWith } from './i18n/load-language';
import { installTranslator, t } from './i18n/translate';

/** Every language's catalogue, merged per language, for rendering pages in each. */
const resources: Resource = {};
for (const [file, catalogue] of Object.entries(
  import.meta.glob<Record<string, string>>('./i18n/locales/*/*.json', {
    eager: true,
    import: 'default',
  }),
)) {
  const language = /locales\/([^/]+)\//.exec(file)?.[1] ?? 'en';
  const translation = (resources[language]?.translation ?? {}) as Record<string, string>;
  resources[language] = { translation: { ...translation, ...catalogue } };
}

/** The texts of what renders next are in `language`. */
function renderIn(language: Language): void {
  installTranslator(translatorWith(resources, language), language, translateMessage);
}

export interface RenderedPage {
  /** The app's markup for #root. */
  html: string;
  meta: PageMeta;
  /** The modules whose chunks the page loads as it opens (see RouteHandle.chunks). */
  chunks: string[];
}

const chunksOf = (handle: unknown) => (handle as RouteHandle | undefined)?.chunks ?? [];

async function renderOnce(path: string, identity: SiteIdentity): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://codenest.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers a redirect, not a page`);
  if (context.statusCode !== 200) {
    throw new Error(`${path} renders with status ${context.statusCode}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  let meta: PageMeta = { title: '', description: '' };
  const collectMeta = (pageMeta: PageMeta) => {
    meta = pageMeta;
  };
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <PageMetaContext.Provider value={collectMeta}>
        <SiteIdentityProvider value={identity}>
          <Providers>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </SiteIdentityProvider>
      </PageMetaContext.Provider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every part in place, however large: React would otherwise send a large part after the
      // page, with an inline script the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  // A part that failed would be left to the browser, with an inline script the CSP refuses.
  if (errors.length > 0) {
    throw new Error(`${path} could not be rendered completely`, { cause: errors[0] });
  }
  return { html, meta, chunks: context.matches.flatMap((match) => chunksOf(match.route.handle)) };
}

/**
 * Renders a page twice: parts that load their code or content on demand (inside Suspense) are
 * in it too, as the first pass loads them and the second finds them ready and writes them in
 * place (React streams a part that was still loading after the page, with an inline script the
 * CSP would refuse).
 */
async function renderComplete(path: string, identity: SiteIdentity): Promise<RenderedPage> {
  await renderOnce(path, identity);
  const page = await renderOnce(path, identity);
  if (page.html.includes('<script')) {
    throw new Error(
      `${path} rendered an inline script: something it loads on demand was not ready at the second pass (keep each loading promise in a module-level cache, so the second render finds it resolved)`,
    );
  }
  return page;
}

/**
 * Renders one page the way a visitor's browser first renders it (signed out, light theme, the
 * session not yet read), for the build to write as HTML that the app then hydrates. The build
 * knows no site identity: it renders none. A signed-in page renders its loading state only,
 * which sets no title: `meta` gives it one.
 */
export async function renderPage(
  path: string,
  meta?: PageMeta,
  language: Language = 'en',
): Promise<RenderedPage> {
  renderIn(language);
  const page = await renderComplete(path, NO_SITE_IDENTITY);
  if (meta && !page.meta.title) {
    page.meta = { title: fullTitle(t(meta.title)), description: t(meta.description) };
  }
  if (!page.meta.title || !page.meta.description) {
    throw new Error(`${path} sets no title or description`);
  }
  return page;
}

/**
 * The markup of a page the build rendered, rendered again with a deployment's site identity: the
 * server puts it in place of the build's when it starts.
 */
export async function renderRoot(
  path: string,
  identity: SiteIdentity,
  language: Language = 'en',
): Promise<string> {
  renderIn(language);
  return (await renderComplete(path, identity)).html;
}

/** Every page route's chunks, for the size budgets. */
export function pageRoutes(): { page: string; chunks: string[] }[] {
  const pages: { page: string; chunks: string[] }[] = [];
  const visit = (route: RouteObject) => {
    const chunks = chunksOf(route.handle);
    if (chunks[0]) pages.push({ page: chunks[0], chunks });
    route.children?.forEach(visit);
  };
  routes.forEach(visit);
  return pages;
}
