import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_SITE_IDENTITY,
  readPublicConfig,
  readSiteIdentity,
  type SiteIdentity,
} from '@domain/public-config';
import { startTestServer, type TestServer } from '@tests/helpers/server';
import { SCHOOL_SITE, SCHOOL_SITE_ENV } from '@tests/helpers/site-identity';
import { hasSiteIdentity, identityScript, withIdentityScript, withRoot } from './site-pages';

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><div id="root"><h1>${title}</h1></div>\n<noscript>Enable JavaScript.</noscript><script>start()</script></body></html>`;

/** The identity a served page carries, as the app reads it. */
function identityIn(html: string): SiteIdentity | null {
  const json = /<script id="site-identity" type="application\/json">(.*?)<\/script>/.exec(html);
  return json ? readSiteIdentity(JSON.parse(json[1]!)) : null;
}

// A server-side bundle as the build writes it beside the browser's: renderRoot renders a page's
// markup for an identity.
const STAND_IN_RENDERER = `export async function renderRoot(path, site) {
  if (path === '/help' && site.careersEmail === 'unrenderable@school.example') {
    throw new Error('cannot render');
  }
  const support = site.supportEmail ? \`<a href="mailto:\${site.supportEmail}">\${site.supportEmail}</a>\` : '';
  const long = path === '/faq' ? \`<p>\${'An answer. '.repeat(200)}</p>\` : '';
  return \`<main><h1>Rendered \${path}</h1>\${support}\${long}</main>\`;
}
`;

/** A build with rendered pages (/faq, /help and a signed-in page), with or without its server-side bundle. */
function standInBuild(renderer: string | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codenest-site-pages-'));
  const web = path.join(dir, 'web');
  fs.mkdirSync(path.join(web, 'pages'), { recursive: true });
  fs.writeFileSync(path.join(web, 'index.html'), page('CodeNest'));
  for (const name of ['faq', 'help', 'daily-challenge']) {
    fs.writeFileSync(path.join(web, 'pages', `${name}.html`), page(name));
  }
  if (renderer !== null) {
    fs.mkdirSync(path.join(dir, 'ssr'));
    fs.writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
    fs.writeFileSync(path.join(dir, 'ssr', 'entry-server.js'), renderer);
  }
  return web;
}

const get = (server: TestServer, url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('the identity a page carries', () => {
  it('is JSON that no value can end early', () => {
    const script = identityScript({ ...NO_SITE_IDENTITY, phone: '</script><script>alert(1)' });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(identityIn(script)?.phone).toBe('</script><script>alert(1)');
  });

  it('goes just before #root, and the markup rendered for it into #root', () => {
    const html = withIdentityScript(withRoot(page('faq'), '<p>new</p>'), SCHOOL_SITE);
    expect(html).toContain(
      `<body>${identityScript(SCHOOL_SITE)}<div id="root"><p>new</p></div>\n<noscript>`,
    );
    expect(() => withRoot('<p>no root</p>', '')).toThrow('The page has no #root');
  });

  it('exists only when the site set some part of it', () => {
    expect(hasSiteIdentity(NO_SITE_IDENTITY)).toBe(false);
    expect(hasSiteIdentity({ ...NO_SITE_IDENTITY, phone: '+44 20 7946 0000' })).toBe(true);
    expect(hasSiteIdentity({ ...NO_SITE_IDENTITY, social: SCHOOL_SITE.social })).toBe(true);
  });
});

describe('a site without an identity', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('sends the pages as the build rendered them, with no address, and says so in /config.json', async () => {
    const faq = await get(server, '/faq');
    expect(faq.body).toBe(fs.readFileSync(path.join(server.webDist, 'pages', 'faq.html'), 'utf8'));
    expect(faq.body).not.toContain('site-identity');
    expect((await get(server, '/settings')).body).not.toContain('site-identity');
    const config = readPublicConfig((await get(server, '/config.json')).json());
    expect(config?.site).toEqual(NO_SITE_IDENTITY);
  });
});

describe('a site with an identity (SITE_*)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(SCHOOL_SITE_ENV, {
      webDist: standInBuild(STAND_IN_RENDERER),
    });
  });
  afterAll(() => server.close());

  it('renders each page the build rendered again with it, and puts it in the page for the app', async () => {
    for (const [url, rendered] of [
      ['/faq', '/faq'],
      ['/help/', '/help'],
      ['/daily-challenge', '/daily-challenge'],
    ]) {
      const response = await get(server, url!);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body, url).toContain(
        `<div id="root"><main><h1>Rendered ${rendered}</h1><a href="mailto:help@school.example">help@school.example</a>`,
      );
      expect(response.body, url).toMatch(/<\/main><\/div>\n<noscript>/);
      expect(identityIn(response.body), url).toEqual(SCHOOL_SITE);
    }
  });

  it('puts it in index.html too, for the pages rendered in the browser', async () => {
    for (const url of ['/settings', '/faq?q=refund', '/no-such-page']) {
      const response = await get(server, url);
      expect(response.body, url).toContain('<div id="root"><h1>CodeNest</h1></div>');
      expect(identityIn(response.body), url).toEqual(SCHOOL_SITE);
    }
  });

  it('answers /config.json with it', async () => {
    const config = readPublicConfig((await get(server, '/config.json')).json());
    expect(config?.site).toEqual(SCHOOL_SITE);
  });

  it('lets a browser revalidate a page it has, and compresses what it sends', async () => {
    const first = await get(server, '/faq', { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    const etag = String(first.headers.etag);
    const again = await get(server, '/faq', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get(server, '/help', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });
});

describe('a site whose pages cannot be rendered with its identity', () => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it.each([
    ['without the server-side bundle', null, SCHOOL_SITE_ENV],
    [
      'when a page fails to render',
      STAND_IN_RENDERER,
      { ...SCHOOL_SITE_ENV, SITE_CAREERS_EMAIL: 'unrenderable@school.example' },
    ],
  ])('%s, renders every page in the browser, with the identity', async (_case, renderer, env) => {
    const server = await startTestServer(env, { webDist: standInBuild(renderer) });
    servers.push(server);
    for (const url of ['/faq', '/help', '/settings']) {
      const response = await get(server, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"><h1>CodeNest</h1></div>');
      expect(identityIn(response.body), url).toMatchObject({ supportEmail: 'help@school.example' });
    }
  });
});
