import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { loadConfig, type Config } from '@server/config';

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  webDist: string;
  close(): Promise<void>;
}

/**
 * A real app on SQLite in a temporary DATA_DIR, with a tiny stand-in web build so the static
 * and history-fallback behaviour can be checked without running the bundler.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codenest-server-'));
  const webDist = path.join(dataDir, 'web');
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  const indexHtml = '<!doctype html><title>CodeNest</title><div id="root"></div>';
  fs.writeFileSync(path.join(webDist, 'index.html'), indexHtml);
  // As the build writes them: a precompressed twin of index.html.
  fs.writeFileSync(path.join(webDist, 'index.html.br'), zlib.brotliCompressSync(indexHtml));
  fs.writeFileSync(
    path.join(webDist, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(
    path.join(webDist, 'theme-init.js'),
    "document.documentElement.className = 'dark';\n",
  );
  fs.writeFileSync(path.join(webDist, 'start-after-paint.js'), 'void import("/assets/app.js");\n');
  // Pages as the build renders them: the home page, the FAQ and a signed-in page's loading state.
  fs.mkdirSync(path.join(webDist, 'pages'), { recursive: true });
  // The FAQ in Spanish too, as the build writes each page in each language.
  fs.mkdirSync(path.join(webDist, 'pages', 'es'), { recursive: true });
  for (const [file, title] of [
    ['index.html', 'CodeNest'],
    ['faq.html', 'Frequently Asked Questions | CodeNest'],
    ['daily-challenge.html', 'Daily Challenge | CodeNest'],
    ['es/faq.html', 'Preguntas frecuentes | CodeNest'],
  ] as const) {
    fs.writeFileSync(
      path.join(webDist, 'pages', file),
      `<!doctype html><title>${title}</title><div id="root"><h1>${title}</h1></div>`,
    );
  }

  const config = {
    // The scheduled mails run on the real clock: only the tests of the scheduler start them.
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SCHEDULED_MAILS: 'false', ...env }),
    webDist,
    ...overrides,
  };
  const app = await buildApp(config);
  // Started as in production: the onReady work (billing's renewal pass) is done before a test looks.
  await app.ready();
  return {
    app,
    config,
    dataDir,
    webDist,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
