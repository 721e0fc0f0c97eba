import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@tests/helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /health', () => {
  it('answers 200 with the database state once the server can serve', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: { status: 'ok', dialect: 'sqlite' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('shows the runner internals only to this machine or to the holder of HEALTH_TOKEN', async () => {
    const other = await startTestServer({ HEALTH_TOKEN: 'health-token-0123456789' });
    try {
      const outside = await other.app.inject({
        method: 'GET',
        url: '/health',
        remoteAddress: '203.0.113.9',
      });
      expect(outside.statusCode).toBe(200);
      expect(outside.json()).toEqual({
        status: 'ok',
        database: { status: 'ok' },
        runner: { status: 'ready' },
      });
      const wrongToken = await other.app.inject({
        method: 'GET',
        url: '/health',
        remoteAddress: '203.0.113.9',
        headers: { authorization: 'Bearer health-token-wrong-guess' },
      });
      expect(wrongToken.json()).not.toHaveProperty('runner.pool');
      const withToken = await other.app.inject({
        method: 'GET',
        url: '/health',
        remoteAddress: '203.0.113.9',
        headers: { authorization: 'Bearer health-token-0123456789' },
      });
      expect(withToken.json()).toMatchObject({
        runner: { pool: { size: expect.any(Number) as unknown } },
      });
      const local = await other.app.inject({ method: 'GET', url: '/health' });
      expect(local.json()).toMatchObject({ database: { dialect: 'sqlite' }, runner: { pool: {} } });
    } finally {
      await other.close();
    }
  });
});

describe('data at rest', () => {
  it('creates the SQLite file readable by the server user only', () => {
    const mode = fs.statSync(path.join(server.dataDir, 'codenest.sqlite')).mode & 0o777;
    expect(mode).toBe(0o600);
  });
});

describe('GET /config.json', () => {
  it('without PUBLIC_URL answers no API URL (the app uses its own origin), whatever Host says, and an anon key signed with the installation key', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/config.json',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ apiUrl: string | null; anonKey: string }>();
    expect(body.apiUrl).toBeNull();
    const { payload } = await jwtVerify(body.anonKey, server.app.keys.publicKey);
    expect(payload.role).toBe('anon');
    // Public, so revalidated rather than no-store, which would bar pages from the bfcache.
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers PUBLIC_URL when it is configured, even behind a proxy that forwards another host', async () => {
    const other = await startTestServer({
      PUBLIC_URL: 'https://codenest.example/',
      TRUST_PROXY: 'true',
    });
    try {
      const response = await other.app.inject({
        method: 'GET',
        url: '/config.json',
        headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      });
      expect(response.json()).toMatchObject({ apiUrl: 'https://codenest.example' });
    } finally {
      await other.close();
    }
  });
});

describe('serving the web app', () => {
  it('serves index.html for every SPEC route the build did not render, revalidated on every visit', async () => {
    for (const url of ['/dashboard', '/learn/c', '/settings', '/press', '/pricing?plan=pro']) {
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe('<!doctype html><title>CodeNest</title><div id="root"></div>');
      // no-cache, not no-store: a page with no-store never enters the back/forward cache.
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the HTML the build rendered for a public page, with or without a trailing slash', async () => {
    for (const url of ['/faq', '/faq/']) {
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<h1>Frequently Asked Questions | CodeNest</h1>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const home = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
    });

    expect(home.body).toContain('<h1>CodeNest</h1>');
  });

  it("serves a rendered page in the learner's language: their choice on this device, else the browser's, else English", async () => {
    const faq = (headers: Record<string, string>) =>
      server.app.inject({
        method: 'GET',
        url: '/faq',
        headers: { accept: 'text/html', ...headers },
      });
    const spanish = '<h1>Preguntas frecuentes | CodeNest</h1>';
    const english = '<h1>Frequently Asked Questions | CodeNest</h1>';

    const browser = await faq({ 'accept-language': 'fr-CH;q=0.4, es-MX, en;q=0.8' });
    expect(browser.body).toContain(spanish);
    expect(browser.headers.vary).toContain('Accept-Language');
    expect(browser.headers.vary).toContain('Cookie');
    // The choice made on the device wins over the browser's languages.
    expect((await faq({ cookie: 'codenest-lang=en', 'accept-language': 'es' })).body).toContain(
      english,
    );
    expect((await faq({ cookie: 'theme=dark; codenest-lang=es' })).body).toContain(spanish);
    // A language the build has no page in, or none the interface speaks: English.
    expect((await faq({ cookie: 'codenest-lang=de' })).body).toContain(english);
    expect((await faq({ 'accept-language': 'ja, ko;q=0.9' })).body).toContain(english);
    expect((await faq({ cookie: 'codenest-lang=../../etc' })).body).toContain(english);
  });

  it('serves the loading state the build rendered for a signed-in page (the page itself renders in the browser)', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/daily-challenge',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Daily Challenge | CodeNest</h1>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves index.html when a query may change what the page shows (a lesson, filters, an e-mail link)', async () => {
    for (const url of ['/faq?q=billing', '/?code=abc', '/learn/c?lesson=c-005']) {
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(
        '<!doctype html><title>CodeNest</title><div id="root"></div>',
      );
    }
  });

  it('does not serve the rendered pages at their file paths', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/pages/faq.html' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<h1>');
  });

  it('sends the precompressed index.html to a client that accepts brotli, still revalidated', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown page with the app and a 404 status, so it can show "Page not found"', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('caches hashed assets forever and compresses them', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('has the service worker checked on every visit, so a new release is found at once', async () => {
    fs.writeFileSync(
      path.join(server.webDist, 'sw.js'),
      'self.addEventListener("fetch", () => {});',
    );
    const worker = await server.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toContain('javascript');
  });

  it('never serves source maps, which stay beside the build for reading stack traces', async () => {
    fs.writeFileSync(path.join(server.webDist, 'assets', 'index-abc123.js.map'), '{"version":3}');
    const response = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('"version":3');
  });

  it('answers unknown API paths with JSON, never the app', async () => {
    for (const url of ['/functions/v1/nope', '/auth/v1/nope']) {
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({
        code: 'not_found',
        message: expect.stringContaining(url) as unknown,
      });
    }
    const post = await server.app.inject({ method: 'POST', url: '/dashboard', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toContain('application/json');
  });

  it('sends security headers with a CSP that allows only this origin', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // The build's two inline scripts (the theme in every page, the start of a rendered page's
    // app), allowed by their hashes and nothing else inline.
    const hash = (source: string) => crypto.createHash('sha256').update(source).digest('base64');
    expect(csp).toContain(
      `script-src 'self' 'sha256-${hash("document.documentElement.className = 'dark';")}' 'sha256-${hash('void import("/assets/app.js");')}';`,
    );
    expect(csp).not.toContain("unsafe-inline';script");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
