#!/usr/bin/env node
// Runs every test (Vitest, then Playwright in Debian's Chromium) and ends with one line
// "N passed, N failed" that CI reads. Run it through `npm test`, which bootstraps first.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.test-output');
fs.mkdirSync(outDir, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function runSuite(name, command, args, env, count) {
  const report = path.join(outDir, `${name}.json`);
  fs.rmSync(report, { force: true });
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const json = readJson(report);
  if (!json) {
    console.error(
      `${name}: no report was written (exit ${result.status ?? result.signal}); counting the suite as failed.`,
    );
    return { passed: 0, failed: 1 };
  }
  const counts = count(json);
  if (result.status !== 0 && counts.failed === 0) counts.failed = 1; // crashed outside any test
  console.log(`${name}: ${counts.passed} passed, ${counts.failed} failed`);
  return counts;
}

const unit = runSuite(
  'vitest',
  bin('vitest'),
  [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(outDir, 'vitest.json')}`,
  ],
  {},
  (json) => ({
    passed: json.numPassedTests ?? 0,
    failed: (json.numFailedTests ?? 0) + (json.success === false && !json.numFailedTests ? 1 : 0),
  }),
);

const e2e = runSuite(
  'playwright',
  bin('playwright'),
  ['test'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(outDir, 'playwright.json') },
  (json) => ({
    passed: (json.stats?.expected ?? 0) + (json.stats?.flaky ?? 0),
    failed: (json.stats?.unexpected ?? 0) + (json.errors?.length ?? 0),
  }),
);

const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
