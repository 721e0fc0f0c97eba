// Trace benchmark (`npm run bench -- trace`): the visualizer's trace-c end to end for three
// programs (a 10-line hello, a linked list built and freed in about 200 steps, a 1,000-step loop
// over an array), each traced and run as a Pro learner would, in one run on this machine: trace
// time p50/p90 (compile included: a trace is built apart from runs), the same programs' plain
// runs for the ratio, and the trace's size as JSON in both encodings.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRICE_IDS } from '@domain/billing';
import { checkoutAnswerSchema } from '@domain/billing-api';
import { traceResponseSchema } from '@domain/trace';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';

const ROUNDS = Number(process.env.BENCH_TRACE_ROUNDS ?? 12);
const PORT = Number(process.env.BENCH_TRACE_PORT ?? 3997);
const PROGRAMS = ['hello', 'linked-list', 'array-loop'] as const;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const round = (value: number) => Math.round(value * 10) / 10;
const kb = (bytes: number) => round(bytes / 1024);

/** Subscribes the learner to Pro as a buyer does: the local checkout with its test card. */
async function subscribeToPro(base: string, token: string): Promise<void> {
  const checkout = await fetch(`${base}/functions/v1/stripe-checkout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      price_id: PRICE_IDS.pro,
      success_url: `${base}/dashboard`,
      cancel_url: `${base}/pricing`,
    }),
  });
  const { url } = checkoutAnswerSchema.parse(await checkout.json());
  const paid = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      card_number: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      name: 'Bench Learner',
      trial_days: '0',
    }),
  });
  if (paid.status !== 303) throw new Error(`the local checkout answered ${paid.status}`);
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codenest-bench-trace-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    MAIL_AUTOCONFIRM: 'true',
    RUN_RATE_LIMIT: '100000',
    // The checkout's return addresses must be on the site's own address.
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  });
  const app = await buildApp(config);
  const base = await app.listen({ port: PORT, host: '127.0.0.1' });
  const signUp = await fetch(`${base}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: app.keys.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'bench-tracer@example.com',
      password: `bench-${crypto.randomBytes(12).toString('hex')}`,
    }),
  });
  const session = (await signUp.json()) as { access_token: string };
  await subscribeToPro(base, session.access_token);

  const call = async (name: string, body: object) => {
    const started = performance.now();
    const response = await fetch(`${base}/functions/v1/${name}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${name} answered ${response.status}: ${text}`);
    return { ms: performance.now() - started, text };
  };

  const rows = [];
  for (const name of PROGRAMS) {
    const source = fs.readFileSync(
      path.join(import.meta.dirname, 'trace-programs', `${name}.c`),
      'utf8',
    );
    // A distinct program each round, so that no round is served from the compile cache.
    const unique = (round: number) => `${source}/* round ${round} ${crypto.randomUUID()} */\n`;
    await call('trace-c', { code: unique(-1) });
    const traced: number[] = [];
    const ran: number[] = [];
    let full = '';
    let delta = '';
    for (let round = 0; round < ROUNDS; round++) {
      const code = unique(round);
      const trace = await call('trace-c', { code, encoding: 'full' });
      traced.push(trace.ms);
      full = trace.text;
      ran.push((await call('execute-c', { code })).ms);
    }
    delta = (await call('trace-c', { code: unique(ROUNDS), encoding: 'delta' })).text;
    const steps = traceResponseSchema.parse(JSON.parse(full)).steps.length;
    const traceP50 = percentile(traced, 50);
    const runP50 = percentile(ran, 50);
    rows.push({
      program: name,
      steps,
      traceP50Ms: round(traceP50),
      traceP90Ms: round(percentile(traced, 90)),
      runP50Ms: round(runP50),
      runP90Ms: round(percentile(ran, 90)),
      tracePerRun: round(traceP50 / runP50),
      fullKB: kb(Buffer.byteLength(full)),
      deltaKB: kb(Buffer.byteLength(delta)),
    });
  }
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  console.log(
    `\nTrace benchmark: ${os.cpus().length} cores, ${ROUNDS} rounds a program, trace-c and execute-c through the API as a Pro learner (compile included in both)`,
  );
  console.table(rows);
  const list = rows.find((row) => row.program === 'linked-list');
  const loop = rows.find((row) => row.program === 'array-loop');
  console.log(
    `linked list (${list?.steps} steps): p50 ${list?.traceP50Ms} ms (goal under 1,500 ms); array loop (${loop?.steps} steps): ${loop?.deltaKB} KB as the browser gets it (delta), ${loop?.fullKB} KB as full steps (goal under 400 KB)`,
  );
}

await main();
