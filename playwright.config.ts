import crypto from 'node:crypto';
import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags';
import { SCHOOL_SITE_ENV } from './tests/helpers/site-identity';

const port = Number(process.env.E2E_PORT ?? 3100);

// One run, one fresh data folder (and PostgreSQL schema): tests read the mail outbox from it.
// Workers inherit the id the main process chose.
if (!process.env.E2E_RUN_ID) {
  process.env.E2E_RUN_ID = crypto.randomBytes(4).toString('hex');
  fs.rmSync('.test-output/e2e-data', { recursive: true, force: true });
}
const e2eDataDir = `.test-output/e2e-data/${process.env.E2E_RUN_ID}`;
process.env.E2E_DATA_DIR = e2eDataDir;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // The site's service worker answers page loads once installed; only the journeys that are
    // about it (offline.spec.ts) let it run, so every other journey meets the network as is.
    serviceWorkers: 'block',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /\.mobile\.spec\.ts/ },
    { name: 'phone', use: { ...devices['Pixel 7'] }, testMatch: /\.mobile\.spec\.ts/ },
  ],
  globalTeardown: './tests/e2e/support/teardown.ts',
  webServer: {
    command: 'node --import tsx src/server/main.ts',
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Stopped like a server is stopped in production, so it cleans up after itself.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in mails point here, as they would at a deployment's public address.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: e2eDataDir,
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1; the limits themselves are tested on the server.
      AUTH_RATE_LIMIT: '10000',
      AUTH_EMAIL_RATE_LIMIT: '10000',
      FORM_RATE_LIMIT: '10000',
      // The single sign-on journey's OpenID provider runs on this machine, over http.
      SSO_ALLOW_HTTP_ISSUERS: 'true',
      // Its domain is proven in DNS: team-sso.spec.ts starts this DNS server (the web server
      // starts before any spec, so the port is fixed).
      SSO_DNS_SERVERS: '127.0.0.1:5399',
      // A school's own addresses: the pages show these, and nothing when they are unset.
      ...SCHOOL_SITE_ENV,
      // The community's admin: community-forum.spec.ts signs up with this address to moderate.
      ADMIN_EMAILS: 'forum-moderator@example.com',
      ...(process.env.DATABASE_URL ? { DATABASE_SCHEMA: `e2e_${process.env.E2E_RUN_ID}` } : {}),
    },
  },
});
