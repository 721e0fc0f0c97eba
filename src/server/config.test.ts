import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_QUEUE_TIMINGS, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults of the runtime contract', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailAutoconfirm).toBe(false);
    expect(config.stripe).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.publicUrlConfigured).toBe(false);
    expect(config.trustProxy).toBe(false);
    expect(config.auth.sessionMaxAgeSeconds).toBe(30 * 24 * 3600);
    expect(config.runner.limits.compileCpuSeconds).toBe(5);
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://learn.example.com/',
      DATA_DIR: '/var/lib/codenest',
      DATABASE_URL: 'postgres://app@db:5432/codenest',
      SMTP_URL: 'smtps://user:pass@mail.example.com',
      TEAM_EMAIL: 'team@school.example',
      MAIL_AUTOCONFIRM: 'true',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_PRICE_ENTERPRISE: 'price_ent',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      JWT_SECRET: 'x'.repeat(40),
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'https://learn.example.com',
      dataDir: '/var/lib/codenest',
      databaseUrl: 'postgres://app@db:5432/codenest',
      smtpUrl: 'smtps://user:pass@mail.example.com',
      teamEmail: 'team@school.example',
      mailAutoconfirm: true,
      stripe: {
        secretKey: 'sk_test_123',
        webhookSecret: 'whsec_123',
        pricePro: 'price_pro',
        priceEnterprise: 'price_ent',
        apiBase: { protocol: 'http', host: '127.0.0.1', port: 12111 },
      },
      jwtSecret: 'x'.repeat(40),
    });
  });

  it('talks to api.stripe.com unless STRIPE_API_BASE names another address', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_PRICE_ENTERPRISE: 'price_ent',
    };
    expect(loadConfig(stripe).stripe?.apiBase).toBeUndefined();
    expect(
      loadConfig({ ...stripe, STRIPE_API_BASE: 'https://stripe-proxy.internal' }).stripe,
    ).toMatchObject({ apiBase: { protocol: 'https', host: 'stripe-proxy.internal', port: 443 } });
    expect(loadConfig({ ...stripe, STRIPE_API_BASE: 'http://[::1]:8080/' }).stripe).toMatchObject({
      apiBase: { protocol: 'http', host: '::1', port: 8080 },
    });
  });

  it('takes links from PUBLIC_URL or the local port, never from a request', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://learn.example.com/' })).toMatchObject({
      publicUrl: 'https://learn.example.com',
      publicUrlConfigured: true,
    });
  });

  it('trusts a number of proxy hops or listed proxy addresses, never every X-Forwarded-For entry', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(
      /^Invalid configuration: TRUST_PROXY must be false, the number of proxies/,
    );
  });

  it('keeps one client below the pool size so a flood leaves a slot for others', () => {
    expect(loadConfig({ RUNNER_POOL_SIZE: '3' }).runner.runsInFlightPerClient).toBe(2);
    expect(loadConfig({ RUNNER_POOL_SIZE: '1' }).runner.runsInFlightPerClient).toBe(1);
    expect(loadConfig({ RUNS_IN_FLIGHT: '4' }).runner.runsInFlightPerClient).toBe(4);
  });

  it('runs everything in one process unless REDIS_URL names a Redis to share', () => {
    expect(loadConfig({}).queue).toBeUndefined();
    expect(
      loadConfig({
        REDIS_URL: 'redis://10.0.0.7:6379',
        QUEUE_PREFIX: 'site-a',
        QUEUE_WAIT_SECONDS: '5',
      }).queue,
    ).toEqual({ redisUrl: 'redis://10.0.0.7:6379', prefix: 'site-a', waitSeconds: 5 });
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example:6380' }).queue).toEqual({
      redisUrl: 'rediss://cache.example:6380',
      prefix: 'codenest',
      waitSeconds: 10,
    });
  });

  it('has no site identity of its own: every part is unset until configured', () => {
    expect(loadConfig({}).site).toEqual({
      supportEmail: null,
      careersEmail: null,
      pressEmail: null,
      phone: null,
      social: [],
    });
  });

  it('reads the site identity from the SITE_* variables', () => {
    expect(
      loadConfig({
        SITE_SUPPORT_EMAIL: ' help@school.example ',
        SITE_CAREERS_EMAIL: 'jobs@school.example',
        SITE_PRESS_EMAIL: 'press@school.example',
        SITE_PHONE: '+44 20 7946 0000',
        SITE_SOCIAL_LINKS:
          'GitHub=https://github.com/school-example , youtube = https://www.youtube.com/@school',
      }).site,
    ).toEqual({
      supportEmail: 'help@school.example',
      careersEmail: 'jobs@school.example',
      pressEmail: 'press@school.example',
      phone: '+44 20 7946 0000',
      social: [
        { network: 'GitHub', url: 'https://github.com/school-example' },
        { network: 'YouTube', url: 'https://www.youtube.com/@school' },
      ],
    });
    expect(loadConfig({ SITE_SUPPORT_EMAIL: ' ', SITE_SOCIAL_LINKS: '' }).site).toMatchObject({
      supportEmail: null,
      social: [],
    });
  });

  it('mails contact messages to TEAM_EMAIL; without SMTP they go to the outbox, to a local name', () => {
    expect(loadConfig({ TEAM_EMAIL: 'team@school.example' }).teamEmail).toBe('team@school.example');
    expect(loadConfig({}).teamEmail).toBe('team@codenest.local');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a port number'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be between 0 and 65535'],
    [
      { DATABASE_URL: 'mysql://db' },
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL',
    ],
    [
      { SMTP_URL: 'mail.example.com' },
      'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL',
    ],
    [
      { REDIS_URL: 'http://cache:6379' },
      'Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379',
    ],
    [
      { QUEUE_PREFIX: 'a b' },
      'Invalid configuration: QUEUE_PREFIX must be 1 to 64 letters, digits, - or _',
    ],
    [
      { MAIL_AUTOCONFIRM: 'maybe' },
      'Invalid configuration: MAIL_AUTOCONFIRM must be true or false',
    ],
    [{ JWT_SECRET: 'short' }, 'Invalid configuration: JWT_SECRET must be at least 32 characters'],
    [
      { PUBLIC_URL: 'ftp://x' },
      'Invalid configuration: PUBLIC_URL must be an http(s) URL such as https://codenest.example',
    ],
    [
      { STRIPE_WEBHOOK_SECRET: 'whsec_1' },
      'Invalid configuration: STRIPE_SECRET_KEY must be set when STRIPE_WEBHOOK_SECRET is set',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_ENTERPRISE: 'price_ent' },
      "Invalid configuration: STRIPE_PRICE_PRO must be set when STRIPE_SECRET_KEY is set: the id of the Pro plan's monthly price in Stripe (price_...)",
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_PRO: 'price_pro' },
      "Invalid configuration: STRIPE_PRICE_ENTERPRISE must be set when STRIPE_SECRET_KEY is set: the id of the Enterprise plan's monthly price in Stripe (price_...)",
    ],
    [
      {
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_PRICE_PRO: 'price_same',
        STRIPE_PRICE_ENTERPRISE: 'price_same',
      },
      'Invalid configuration: STRIPE_PRICE_ENTERPRISE must differ from STRIPE_PRICE_PRO',
    ],
    [
      {
        STRIPE_SECRET_KEY: 'pk_test_1',
        STRIPE_PRICE_PRO: 'price_pro',
        STRIPE_PRICE_ENTERPRISE: 'price_ent',
      },
      'Invalid configuration: STRIPE_SECRET_KEY must be the secret key (sk_...), not the publishable key (pk_...)',
    ],
    [
      { STRIPE_API_BASE: 'stripe.local:12111' },
      'Invalid configuration: STRIPE_API_BASE must be an http(s) URL such as http://127.0.0.1:12111',
    ],
    [
      { SMTP_URL: 'smtp://mail.example.com' },
      'Invalid configuration: TEAM_EMAIL must be set when SMTP_URL is set: the address that receives contact-form messages',
    ],
    [
      { SITE_SUPPORT_EMAIL: 'support' },
      'Invalid configuration: SITE_SUPPORT_EMAIL must be an e-mail address such as help@example.org',
    ],
    [
      { SITE_CAREERS_EMAIL: 'jobs at school' },
      'Invalid configuration: SITE_CAREERS_EMAIL must be an e-mail address such as jobs@example.org',
    ],
    [
      { SITE_PRESS_EMAIL: 'press@' },
      'Invalid configuration: SITE_PRESS_EMAIL must be an e-mail address such as press@example.org',
    ],
    [
      { SITE_PHONE: 'call us' },
      'Invalid configuration: SITE_PHONE must be a phone number such as +44 20 7946 0000',
    ],
    [
      { SITE_PHONE: '+1 23' },
      'Invalid configuration: SITE_PHONE must be a phone number of 5 to 15 digits such as +44 20 7946 0000',
    ],
    [
      { SITE_SOCIAL_LINKS: 'https://github.com/school' },
      'Invalid configuration: SITE_SOCIAL_LINKS must be network=URL pairs separated by commas, such as github=https://github.com/example; the networks are github, x, youtube, discord, reddit',
    ],
    [
      { SITE_SOCIAL_LINKS: 'mastodon=https://mastodon.social/@school' },
      'Invalid configuration: SITE_SOCIAL_LINKS must be network=URL pairs separated by commas, such as github=https://github.com/example; the networks are github, x, youtube, discord, reddit',
    ],
    [
      { SITE_SOCIAL_LINKS: 'x=javascript:alert(1)' },
      'Invalid configuration: SITE_SOCIAL_LINKS must give an http(s) URL for x',
    ],
    [
      { SITE_SOCIAL_LINKS: 'x=https://x.com/a, X=https://x.com/b' },
      'Invalid configuration: SITE_SOCIAL_LINKS names x twice',
    ],
  ])('stops on %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("keeps today's fixed runner limits as the defaults of their options", () => {
    const { limits } = loadConfig({}).runner;
    expect(limits).toMatchObject({
      runOpenFiles: 256,
      runWallMarginMs: 150,
      compileProcesses: 32,
      compileOpenFiles: 256,
      compileTmpfsBytes: 64 * 1024 * 1024,
      compileFileSizeBytes: 64 * 1024 * 1024,
      compileOutputBytes: 1024 * 1024,
    });
    expect(
      loadConfig({
        RUN_OPEN_FILES: '512',
        RUN_WALL_MARGIN_MS: '300',
        COMPILE_PROCESSES: '48',
        COMPILE_OPEN_FILES: '128',
        COMPILE_TMPFS_MB: '96',
        COMPILE_FILE_SIZE_MB: '32',
        COMPILE_OUTPUT_KB: '256',
      }).runner.limits,
    ).toMatchObject({
      runOpenFiles: 512,
      runWallMarginMs: 300,
      compileProcesses: 48,
      compileOpenFiles: 128,
      compileTmpfsBytes: 96 * 1024 * 1024,
      compileFileSizeBytes: 32 * 1024 * 1024,
      compileOutputBytes: 256 * 1024,
    });
    // A compile's /tmp is never smaller than a run's.
    expect(
      loadConfig({ RUN_TMPFS_MB: '128', COMPILE_TMPFS_MB: '64' }).runner.limits.compileTmpfsBytes,
    ).toBe(128 * 1024 * 1024);
  });

  it("keeps today's queue timings as the defaults of the QUEUE_* options", () => {
    const defaults = {
      lockMs: 4_000,
      stalledCheckMs: 2_000,
      heartbeatMs: 5_000,
      workerSeenMs: 15_000,
      checkMs: 500,
      commandMs: 2_000,
      startWaitMs: 5_000,
      runSlackMs: 5_000,
      keepSeconds: 3600,
      keepJobs: 10_000,
    };
    expect(loadConfig({}).runner.queueTimings).toEqual(defaults);
    expect(DEFAULT_QUEUE_TIMINGS).toEqual(defaults);
    expect(
      loadConfig({
        QUEUE_LOCK_MS: '8000',
        QUEUE_STALLED_CHECK_MS: '3000',
        QUEUE_HEARTBEAT_MS: '1000',
        QUEUE_WORKER_SEEN_MS: '4000',
        QUEUE_CHECK_MS: '250',
        QUEUE_COMMAND_MS: '1500',
        QUEUE_START_WAIT_MS: '9000',
        QUEUE_RUN_SLACK_MS: '7000',
        QUEUE_KEEP_SECONDS: '60',
        QUEUE_KEEP_JOBS: '100',
      }).runner.queueTimings,
    ).toEqual({
      lockMs: 8000,
      stalledCheckMs: 3000,
      heartbeatMs: 1000,
      workerSeenMs: 4000,
      checkMs: 250,
      commandMs: 1500,
      startWaitMs: 9000,
      runSlackMs: 7000,
      keepSeconds: 60,
      keepJobs: 100,
    });
  });

  it.each([
    [{ RUN_OPEN_FILES: '0' }, 'RUN_OPEN_FILES must be at least 1 file'],
    [{ RUN_OPEN_FILES: '70000' }, 'RUN_OPEN_FILES must be at most 65536 files'],
    [{ RUN_WALL_MARGIN_MS: 'soon' }, 'RUN_WALL_MARGIN_MS must be a number of milliseconds'],
    [{ RUN_WALL_MARGIN_MS: '20000' }, 'RUN_WALL_MARGIN_MS must be at most 10000 milliseconds'],
    [{ COMPILE_PROCESSES: '1.5' }, 'COMPILE_PROCESSES must be a whole number'],
    [{ COMPILE_PROCESSES: '5000' }, 'COMPILE_PROCESSES must be at most 4096 processes'],
    [{ COMPILE_OPEN_FILES: '0' }, 'COMPILE_OPEN_FILES must be at least 1 file'],
    [{ COMPILE_TMPFS_MB: '-1' }, 'COMPILE_TMPFS_MB must be at least 1 megabyte'],
    [{ COMPILE_TMPFS_MB: '5000' }, 'COMPILE_TMPFS_MB must be at most 4096 megabytes'],
    [{ COMPILE_FILE_SIZE_MB: 'big' }, 'COMPILE_FILE_SIZE_MB must be a number of megabytes'],
    [{ COMPILE_OUTPUT_KB: '0' }, 'COMPILE_OUTPUT_KB must be at least 1 kilobyte'],
    [{ COMPILE_OUTPUT_KB: '70000' }, 'COMPILE_OUTPUT_KB must be at most 65536 kilobytes'],
    [{ QUEUE_LOCK_MS: '0' }, 'QUEUE_LOCK_MS must be at least 1 millisecond'],
    [{ QUEUE_LOCK_MS: '700000' }, 'QUEUE_LOCK_MS must be at most 600000 milliseconds'],
    [
      { QUEUE_STALLED_CHECK_MS: 'often' },
      'QUEUE_STALLED_CHECK_MS must be a number of milliseconds',
    ],
    [{ QUEUE_HEARTBEAT_MS: '0' }, 'QUEUE_HEARTBEAT_MS must be at least 1 millisecond'],
    [
      { QUEUE_WORKER_SEEN_MS: '4000000' },
      'QUEUE_WORKER_SEEN_MS must be at most 3600000 milliseconds',
    ],
    [
      { QUEUE_HEARTBEAT_MS: '20000' },
      'QUEUE_WORKER_SEEN_MS must be more than QUEUE_HEARTBEAT_MS, or no worker would count as seen',
    ],
    [{ QUEUE_CHECK_MS: '61000' }, 'QUEUE_CHECK_MS must be at most 60000 milliseconds'],
    [{ QUEUE_COMMAND_MS: '0.5' }, 'QUEUE_COMMAND_MS must be a whole number'],
    [{ QUEUE_START_WAIT_MS: '0' }, 'QUEUE_START_WAIT_MS must be at least 1 millisecond'],
    [{ QUEUE_RUN_SLACK_MS: 'x' }, 'QUEUE_RUN_SLACK_MS must be a number of milliseconds'],
    [{ QUEUE_KEEP_SECONDS: '0' }, 'QUEUE_KEEP_SECONDS must be at least 1 second'],
    [{ QUEUE_KEEP_JOBS: '20000000' }, 'QUEUE_KEEP_JOBS must be at most 10000000 jobs'],
  ])('refuses a bad runner limit or queue timing: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(`Invalid configuration: ${message}`);
  });
});
