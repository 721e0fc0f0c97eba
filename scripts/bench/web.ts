// Web benchmark: Lighthouse (mobile preset, simulated throttling) on five pages of the built web
// app (or those named: `npm run bench -- web /pricing /faq`), served by the production server
// started here as a child process, in Chromium (CHROME_PATH, default /usr/bin/chromium). Each page runs RUNS times; the run with the median
// performance score is reported. /daily-challenge is measured signed in. A floor comes first:
// the same runs on a static page of a heading and a paragraph, served bare and with the site's
// own response headers, which shows what this machine (and the site's security policy) count
// for a page that does nearly nothing. Serves dist/web as it is: `npm run bench` builds it
// first when sources changed. Figures are for notes, never asserted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS } from '../chromium-flags';
import { freePort, stop } from './processes';

const RUNS = 3;
/** A folder to write each page's reported Lighthouse result to (JSON), for reading its audits. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PASSWORD = 'bench-nest-of-c-42';
const root = path.resolve(import.meta.dirname, '../..');

interface PageSpec {
  path: string;
  signedIn: boolean;
}

const PAGES: PageSpec[] = [
  { path: '/', signedIn: false },
  { path: '/learn/c', signedIn: false },
  { path: '/faq', signedIn: false },
  { path: '/pricing', signedIn: false },
  { path: '/daily-challenge', signedIn: true },
];

interface Server {
  base: string;
  anonKey: string;
  apiUrl: string;
}

interface Learner {
  email: string;
  storageKey: string;
}

interface Measured {
  spec: PageSpec;
  lhr: Result;
  /** Every run's, in the order they ran. */
  runs: Result[];
}

/**
 * What this machine's Chromium and Lighthouse count for a page that costs next to nothing: a
 * heading and a paragraph, with no script, stylesheet or font. Its TBT is the floor under every
 * page's figure here; a page cannot measure below it.
 */
const FLOOR_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Floor | CodeNest benchmark</title>
    <meta name="description" content="A page with no script, stylesheet or font." />
  </head>
  <body>
    <main>
      <h1>A page with no script, stylesheet or font</h1>
      <p>What the browser and Lighthouse count here, the pages of the site count too.</p>
    </main>
  </body>
</html>
`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number, digits = 0) => Number(value.toFixed(digits));
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const cleanups: (() => void | Promise<void>)[] = [];

function tempDir(kind: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `codenest-bench-${kind}-`));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

let cleaning: Promise<void> | null = null;

/** Runs once; a signal and the end of main() both wait for the same clean-up. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await Promise.resolve(cleanup()).catch((error: unknown) =>
        console.error(`clean-up failed: ${String(error)}`),
      );
    }
  })();
  return cleaning;
}

async function getJson<T>(url: string): Promise<T | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

/** `node --import tsx src/server/main.ts` on a free port with its own DATA_DIR. */
async function startServer(): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: tempDir('web-server'),
    MAIL_AUTOCONFIRM: 'true',
    LOG_LEVEL: 'warn',
  };
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => stop(child));
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const deadline = Date.now() + 120_000;
  while (!(await getJson(`${base}/health`))) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await sleep(200);
  }
  const config = await getJson<{ anonKey: string; apiUrl: string | null }>(`${base}/config.json`);
  if (!config) throw new Error('GET /config.json did not answer');
  return { base, anonKey: config.anonKey, apiUrl: config.apiUrl ?? base };
}

/** Waits until the embedded runner has compiled the lesson programs it warms at start. */
async function untilIdle(server: Server): Promise<void> {
  interface Health {
    runner?: { pool?: { busy: number; queued: number }; cache?: unknown };
  }
  let quiet = 0;
  let lastCache = '';
  const deadline = Date.now() + 180_000;
  while (quiet < 4 && Date.now() < deadline) {
    await sleep(500);
    const runner = (await getJson<Health>(`${server.base}/health`))?.runner;
    const idle = runner?.pool?.busy === 0 && runner.pool.queued === 0;
    const cache = JSON.stringify(runner?.cache);
    quiet = idle && cache === lastCache ? quiet + 1 : 0;
    lastCache = cache;
  }
}

async function authPost(server: Server, route: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${server.base}/auth/v1/${route}`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok)
    throw new Error(`POST /auth/v1/${route}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** A confirmed learner (MAIL_AUTOCONFIRM) and supabase-js's default storage key for the API. */
async function signUpLearner(server: Server): Promise<Learner> {
  const email = `bench-web-${Date.now()}@example.com`;
  await authPost(server, 'signup', { email, password: PASSWORD, data: { name: 'Bench Learner' } });
  const storageKey = `sb-${new URL(server.apiUrl).hostname.split('.')[0]}-auth-token`;
  return { email, storageKey };
}

/** A fresh session each run, so a refresh token spent in one run is never stored again. */
async function newSession(server: Server, learner: Learner): Promise<string> {
  const session = await authPost(server, 'token?grant_type=password', {
    email: learner.email,
    password: PASSWORD,
  });
  if (typeof session !== 'object' || !session || !('access_token' in session)) {
    throw new Error(`no session from the password grant: ${JSON.stringify(session)}`);
  }
  return JSON.stringify(session);
}

/** Writes the session where supabase-js looks for it and empties the HTTP cache, which
 * Lighthouse leaves alone when it does not reset storage. */
async function signInBrowser(chromePort: number, server: Server, learner: Learner): Promise<void> {
  const session = await newSession(server, learner);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.base}/health`);
    const stored = await page.evaluate(
      (key, value) => {
        localStorage.setItem(key, value);
        return localStorage.getItem(key) === value;
      },
      learner.storageKey,
      session,
    );
    if (!stored) throw new Error('the session could not be written to localStorage');
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir: tempDir('web-chrome'),
    logLevel: 'error',
    handleSIGINT: false,
  });
  cleanups.push(() => chrome.kill());
  return chrome;
}

async function runLighthouse(url: string, port: number, signedIn: boolean): Promise<Result> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: signedIn,
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  }
  return result.lhr;
}

const performanceScore = (lhr: Result) =>
  Math.round(100 * (lhr.categories.performance?.score ?? 0));

/** Headers that describe one response's body or connection, not the site's policy. */
const TRANSPORT_HEADERS = new Set([
  'accept-ranges',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'transfer-encoding',
  'vary',
]);

/** The response headers the production server sends with a page (its security policy). */
async function siteHeaders(server: Server): Promise<Record<string, string>> {
  const response = await fetch(`${server.base}/faq`);
  await response.arrayBuffer();
  return Object.fromEntries(
    [...response.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name.toLowerCase())),
  );
}

/** Serves FLOOR_PAGE at every path on a bare Node HTTP server, with `headers`. */
async function startFloorServer(headers: Record<string, string> = {}): Promise<string> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
    response.end(FLOOR_PAGE);
  });
  // In this process, the server can take any free port itself.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the floor server has no port');
  return `http://127.0.0.1:${address.port}`;
}

/** RUNS Lighthouse runs of `base` + `spec.path`; `signIn` before each run of a signed-in page. */
async function measurePage(
  spec: PageSpec,
  chromePort: number,
  base: string,
  signIn: () => Promise<void>,
): Promise<Measured> {
  const url = `${base}${spec.path}`;
  const runs: Result[] = [];
  for (let run = 0; run < RUNS; run++) {
    if (spec.signedIn) await signIn();
    const lhr = await runLighthouse(url, chromePort, spec.signedIn);
    if (spec.signedIn && new URL(lhr.finalDisplayedUrl).pathname !== spec.path) {
      throw new Error(`signed-in run of ${spec.path} ended on ${lhr.finalDisplayedUrl}`);
    }
    runs.push(lhr);
  }
  const sorted = [...runs].sort((a, b) => performanceScore(a) - performanceScore(b));
  return { spec, lhr: sorted[Math.floor(sorted.length / 2)]!, runs };
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;
const categoryScore = (lhr: Result, id: string) =>
  Math.round(100 * (lhr.categories[id]?.score ?? 0));

type Item = Record<string, unknown>;

function detailItems(lhr: Result, id: string): Item[] {
  const details = lhr.audits[id]?.details;
  return details && 'items' in details ? (details.items as Item[]) : [];
}

function transferredJsKb(lhr: Result): number {
  const items = detailItems(lhr, 'resource-summary');
  const script = items.find((item) => item.resourceType === 'script');
  return round(Number(script?.transferSize ?? 0) / 1024, 1);
}

function bfCacheFailures(lhr: Result): string[] {
  const audit = lhr.audits['bf-cache'];
  if (!audit || audit.score === 1) return [];
  const reasons = detailItems(lhr, 'bf-cache').map(
    (item) => `${String(item.reason)} (${String(item.failureType)})`,
  );
  return reasons.length > 0 ? reasons : [audit.displayValue ?? audit.scoreDisplayMode];
}

interface FailedAudit {
  category: string;
  id: string;
  title: string;
  issues: string[];
}

function failedAudits(lhr: Result): FailedAudit[] {
  const failed: FailedAudit[] = [];
  for (const category of CATEGORIES.filter((id) => id !== 'performance')) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (audit && audit.score !== null && audit.score < 1) {
        const issues = detailItems(lhr, ref.id).flatMap((item) =>
          typeof item.issueType === 'string' ? [item.issueType] : [],
        );
        failed.push({ category, id: ref.id, title: audit.title, issues });
      }
    }
  }
  return failed;
}

function pageRow(measured: Measured) {
  const { lhr, spec } = measured;
  return {
    page: spec.path,
    signedIn: spec.signedIn ? 'yes' : '',
    perf: performanceScore(lhr),
    perfRuns: measured.runs.map(performanceScore).join('/'),
    fcpS: round(numeric(lhr, 'first-contentful-paint') / 1000, 2),
    lcpS: round(numeric(lhr, 'largest-contentful-paint') / 1000, 2),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    tbtRuns: measured.runs.map((run) => Math.round(numeric(run, 'total-blocking-time'))).join('/'),
    cls: round(numeric(lhr, 'cumulative-layout-shift'), 3),
    siS: round(numeric(lhr, 'speed-index') / 1000, 2),
    a11y: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    seo: categoryScore(lhr, 'seo'),
    jsKb: transferredJsKb(lhr),
    bfCache: bfCacheFailures(lhr).length === 0 ? 'eligible' : 'NOT eligible',
  };
}

function printDetails(results: Measured[]): void {
  for (const { spec, lhr } of results) {
    const reasons = bfCacheFailures(lhr);
    const failed = failedAudits(lhr);
    if (reasons.length === 0 && failed.length === 0) continue;
    console.log(`\n${spec.path}`);
    for (const reason of reasons) console.log(`  bf-cache: ${reason}`);
    for (const audit of failed) {
      const issues = audit.issues.length > 0 ? ` (${audit.issues.join(', ')})` : '';
      console.log(`  ${audit.category}: ${audit.id}: ${audit.title}${issues}`);
    }
  }
}

interface Goal {
  goal: string;
  value: (lhr: Result) => number;
  pass: (value: number) => boolean;
  format: (value: number) => string;
}

const GOALS: Goal[] = [
  {
    goal: 'performance ≥ 95',
    value: performanceScore,
    pass: (value) => value >= 95,
    format: String,
  },
  {
    goal: 'FCP ≤ 1.5 s',
    value: (lhr) => numeric(lhr, 'first-contentful-paint'),
    pass: (value) => value <= 1500,
    format: (value) => `${round(value / 1000, 2)} s`,
  },
  {
    goal: 'TBT ≤ 100 ms',
    value: (lhr) => numeric(lhr, 'total-blocking-time'),
    pass: (value) => value <= 100,
    format: (value) => `${Math.round(value)} ms`,
  },
  {
    goal: 'CLS ≤ 0.02',
    value: (lhr) => numeric(lhr, 'cumulative-layout-shift'),
    pass: (value) => value <= 0.02,
    format: (value) => String(round(value, 3)),
  },
  {
    goal: 'accessibility 100',
    value: (lhr) => categoryScore(lhr, 'accessibility'),
    pass: (value) => value === 100,
    format: String,
  },
  {
    goal: 'SEO 100',
    value: (lhr) => categoryScore(lhr, 'seo'),
    pass: (value) => value === 100,
    format: String,
  },
];

function printSummary(results: Measured[]): void {
  console.log(`\nSummary: each goal on all ${results.length} pages`);
  console.table(
    GOALS.map(({ goal, value, pass, format }) => {
      const missed = results.filter(({ lhr }) => !pass(value(lhr)));
      return {
        goal,
        result: missed.length === 0 ? 'PASS' : 'MISS',
        missedOn: missed.map(({ spec, lhr }) => `${spec.path} ${format(value(lhr))}`).join(', '),
      };
    }),
  );
}

/** The pages named after `web` (`npm run bench -- web /pricing`), else all five. */
function chosenPages(): PageSpec[] {
  const named = process.argv.slice(3);
  const unknown = named.filter((name) => !PAGES.some((spec) => spec.path === name));
  if (unknown.length > 0) {
    throw new Error(
      `No such page in the bench: ${unknown.join(', ')} (pages: ${PAGES.map((spec) => spec.path).join(' ')})`,
    );
  }
  return named.length > 0 ? PAGES.filter((spec) => named.includes(spec.path)) : PAGES;
}

async function main(): Promise<void> {
  const benchStart = performance.now();
  if (!fs.existsSync(path.join(root, 'dist/web/index.html'))) {
    console.error('dist/web/index.html is missing: build the web app first (npm run setup).');
    process.exitCode = 1;
    return;
  }
  console.log(
    `\nWeb benchmark (Lighthouse, mobile preset, simulated throttling), ${new Date().toISOString()}: ${os.cpus().length} cores, load average at start ${loadAverage()}`,
  );
  const server = await startServer();
  await untilIdle(server);
  const learner = await signUpLearner(server);
  const chrome = await launchChrome();

  const floorPage = { path: '/', signedIn: false };
  const noSignIn = () => Promise.resolve();
  const floors = [
    {
      served: 'bare',
      measured: await measurePage(floorPage, chrome.port, await startFloorServer(), noSignIn),
    },
    {
      served: "with the site's response headers",
      measured: await measurePage(
        floorPage,
        chrome.port,
        await startFloorServer(await siteHeaders(server)),
        noSignIn,
      ),
    },
  ];
  const results: Measured[] = [];
  for (const spec of chosenPages()) {
    const measured = await measurePage(spec, chrome.port, server.base, () =>
      signInBrowser(chrome.port, server, learner),
    );
    results.push(measured);
    if (REPORTS_DIR) {
      fs.mkdirSync(REPORTS_DIR, { recursive: true });
      const name = spec.path === '/' ? 'home' : spec.path.slice(1).replace(/\//g, '-');
      fs.writeFileSync(path.join(REPORTS_DIR, `${name}.json`), JSON.stringify(measured.lhr));
    }
  }

  console.log(
    `\n${RUNS} runs per page, the run with the median performance score shown (perfRuns, tbtRuns: every run's); load average at end ${loadAverage()}`,
  );
  console.table(results.map(pageRow));
  console.log(
    "\nFloor: a static page with a heading and a paragraph (no script, stylesheet or font) from a bare Node HTTP server, as it is and with the site's response headers (its security policy)",
  );
  console.table(
    floors.map(({ served, measured }) => {
      const { perf, perfRuns, fcpS, tbtMs, tbtRuns } = pageRow(measured);
      const benchmarkIndex = measured.runs.map((run) => Math.round(run.environment.benchmarkIndex));
      return {
        served,
        perf,
        perfRuns,
        fcpS,
        tbtMs,
        tbtRuns,
        benchmarkIndex: benchmarkIndex.join('/'),
      };
    }),
  );
  const signedIn = results.filter((measured) => measured.spec.signedIn);
  console.log(
    `Measured signed in: ${signedIn.map(({ spec, lhr }) => `${spec.path} (final URL ${lhr.finalDisplayedUrl})`).join(', ')}`,
  );
  console.log(
    `Lighthouse ${results[0]?.lhr.lighthouseVersion}, ${results[0]?.lhr.environment.hostUserAgent}`,
  );
  console.log('\nFailing accessibility, best-practices and SEO audits, and bf-cache reasons');
  printDetails(results);
  printSummary(results);
  console.log(`total time ${round((performance.now() - benchStart) / 1000, 1)} s`);
}

const onSignal = (signal: NodeJS.Signals) => {
  void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
};
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);
try {
  await main();
} finally {
  await cleanUp();
  process.off('SIGINT', onSignal);
  process.off('SIGTERM', onSignal);
}
