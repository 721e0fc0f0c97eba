// `npm run bench`: measures the server on this machine and prints a table. Figures are for
// closing notes and comparisons between changes; no test asserts on them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 8;

interface Row {
  target: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

async function measure(
  url: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codenest-bench-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const startedAt = performance.now();
  const app = await buildApp(config);
  const bootMs = Math.round(performance.now() - startedAt);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const indexHtml = fs.readFileSync(path.join(config.webDist, 'index.html'), 'utf8');
  const mainScript = /src="(\/assets\/index-[^"]+\.js)"/.exec(indexHtml)?.[1];

  const rows: Row[] = [];
  rows.push(await measure(`${address}/health`, 'GET /health (database ping)'));
  rows.push(await measure(`${address}/config.json`, 'GET /config.json'));
  rows.push(
    await measure(`${address}/`, 'GET / (index.html)', {
      accept: 'text/html',
      'accept-encoding': 'gzip',
    }),
  );
  if (mainScript) {
    rows.push(
      await measure(`${address}${mainScript}`, `GET ${mainScript} (gzip)`, {
        'accept-encoding': 'gzip',
      }),
    );
  }

  console.log(
    `\nCodeNest server benchmark: ${os.cpus().length} cores, ${CONNECTIONS} connections, ${DURATION_S} s each`,
  );
  console.log(`buildApp (migrations, keys, plugins): ${bootMs} ms`);
  console.table(rows);

  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
