import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { SiteIdentity } from '@domain/public-config';
import { DEFAULT_TRACE_MAX_STEPS } from '@domain/trace';
import { z } from '@domain/zod';
import { phoneNumber, socialLinks } from './config-site';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const positiveInt = (what: string, max: number) =>
  z.coerce
    .number({ message: `must be a number of ${what}` })
    .int('must be a whole number')
    .min(1, `must be at least 1 ${what.replace(/s$/, '')}`)
    .max(max, `must be at most ${max} ${what}`);

/** One DNS server as `ip`, `ip:port` or `[ipv6]:port` (a resolver is never looked up by name). */
function isDnsServer(value: string): boolean {
  const port = (text: string | undefined) =>
    text === undefined || (/^\d{1,5}$/.test(text) && Number(text) >= 1 && Number(text) <= 65535);
  const bracketed = /^\[([^\]]+)\](?::([^:]*))?$/.exec(value);
  if (bracketed) return net.isIPv6(bracketed[1] ?? '') && port(bracketed[2]);
  if (net.isIPv6(value)) return true;
  const [host = '', portText, ...rest] = value.split(':');
  return rest.length === 0 && net.isIPv4(host) && port(portText);
}

const dnsServers = z.string().transform((value, context) => {
  const servers = value
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean);
  const wrong = servers.find((server) => !isDnsServer(server));
  if (wrong !== undefined || servers.length === 0) {
    context.addIssue({
      code: 'custom',
      message: `must be DNS servers' IP addresses with their ports, separated by commas, such as 127.0.0.1:53,[2001:db8::53]:53${wrong === undefined ? '' : ` (${wrong} is not one)`}`,
    });
    return z.NEVER;
  }
  return servers;
});

/** Today's queue timings: the defaults of the QUEUE_* variables. */
export const DEFAULT_QUEUE_TIMINGS: QueueTimings = {
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

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
  PUBLIC_URL: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        message: 'must be an http(s) URL such as https://codenest.example',
      })
      .optional(),
  ),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATABASE_SCHEMA: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case PostgreSQL schema name')
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_AUTOCONFIRM: booleanFlag.default(false),
  SCHEDULED_MAILS: booleanFlag.default(true),
  PUSH_ALLOW_LOCAL_ENDPOINTS: booleanFlag.default(false),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, 'must be an address such as CodeNest <hello@example.com>')
    .default('CodeNest <no-reply@codenest.local>'),
  TEAM_EMAIL: optionalText.pipe(
    z.email({ message: 'must be an e-mail address such as team@example.com' }).optional(),
  ),
  // The site's identity: each optional, and what is unset is left out of the pages.
  SITE_SUPPORT_EMAIL: optionalText.pipe(
    z.email({ message: 'must be an e-mail address such as help@example.org' }).optional(),
  ),
  SITE_CAREERS_EMAIL: optionalText.pipe(
    z.email({ message: 'must be an e-mail address such as jobs@example.org' }).optional(),
  ),
  SITE_PRESS_EMAIL: optionalText.pipe(
    z.email({ message: 'must be an e-mail address such as press@example.org' }).optional(),
  ),
  SITE_PHONE: optionalText.pipe(phoneNumber.optional()),
  SITE_SOCIAL_LINKS: optionalText.pipe(socialLinks.optional()),
  FORM_RATE_LIMIT: positiveInt('messages', 100000).default(5),
  TEAM_API_RATE_LIMIT: positiveInt('requests', 100000).default(120),
  ACCESS_TOKEN_SECONDS: positiveInt('seconds', 86400).default(3600),
  AUTH_RATE_LIMIT: positiveInt('attempts', 100000).default(30),
  AUTH_EMAIL_RATE_LIMIT: positiveInt('attempts', 100000).default(10),
  SESSION_MAX_AGE_HOURS: positiveInt('hours', 24 * 366).default(24 * 30),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, context) => {
      const proxy = parseTrustProxy(value);
      if (proxy === null) {
        context.addIssue({
          code: 'custom',
          message:
            'must be false, the number of proxies in front of the server (1 for one load balancer), or their addresses such as 10.0.0.5,10.0.1.0/24',
        });
        return z.NEVER;
      }
      return proxy;
    }),
  HEALTH_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  REDIS_URL: optionalText.pipe(
    z
      .url({
        protocol: /^rediss?$/,
        message: 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379',
      })
      .optional(),
  ),
  QUEUE_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, - or _')
    .default('codenest'),
  QUEUE_WAIT_SECONDS: positiveInt('seconds', 3600).default(10),
  QUEUE_LOCK_MS: positiveInt('milliseconds', 600_000).default(DEFAULT_QUEUE_TIMINGS.lockMs),
  QUEUE_STALLED_CHECK_MS: positiveInt('milliseconds', 600_000).default(
    DEFAULT_QUEUE_TIMINGS.stalledCheckMs,
  ),
  QUEUE_HEARTBEAT_MS: positiveInt('milliseconds', 600_000).default(
    DEFAULT_QUEUE_TIMINGS.heartbeatMs,
  ),
  QUEUE_WORKER_SEEN_MS: positiveInt('milliseconds', 3_600_000).default(
    DEFAULT_QUEUE_TIMINGS.workerSeenMs,
  ),
  QUEUE_CHECK_MS: positiveInt('milliseconds', 60_000).default(DEFAULT_QUEUE_TIMINGS.checkMs),
  QUEUE_COMMAND_MS: positiveInt('milliseconds', 60_000).default(DEFAULT_QUEUE_TIMINGS.commandMs),
  QUEUE_START_WAIT_MS: positiveInt('milliseconds', 600_000).default(
    DEFAULT_QUEUE_TIMINGS.startWaitMs,
  ),
  QUEUE_RUN_SLACK_MS: positiveInt('milliseconds', 600_000).default(
    DEFAULT_QUEUE_TIMINGS.runSlackMs,
  ),
  QUEUE_KEEP_SECONDS: positiveInt('seconds', 30 * 86400).default(DEFAULT_QUEUE_TIMINGS.keepSeconds),
  QUEUE_KEEP_JOBS: positiveInt('jobs', 10_000_000).default(DEFAULT_QUEUE_TIMINGS.keepJobs),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_PRO: optionalText,
  STRIPE_PRICE_ENTERPRISE: optionalText,
  STRIPE_API_BASE: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        message: 'must be an http(s) URL such as http://127.0.0.1:12111',
      })
      .optional(),
  ),
  SSO_ALLOW_HTTP_ISSUERS: booleanFlag.default(false),
  SSO_DNS_SERVERS: optionalText.pipe(dnsServers.optional()),
  ADMIN_EMAILS: optionalText.pipe(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter((email) => email !== ''),
      )
      .pipe(z.array(z.email({ message: 'must be e-mail addresses separated by commas' })))
      .optional(),
  ),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  // Code execution limits (DESIGN.md defaults).
  RUN_CPU_SECONDS: positiveInt('seconds', 60).default(2),
  RUN_WALL_SECONDS: positiveInt('seconds', 120).default(5),
  RUN_MEMORY_MB: positiveInt('megabytes', 16384).default(256),
  RUN_PROCESSES: positiveInt('processes', 4096).default(64),
  RUN_OUTPUT_KB: positiveInt('kilobytes', 65536).default(64),
  RUN_FILE_SIZE_KB: positiveInt('kilobytes', 1048576).default(1024),
  RUN_TMPFS_MB: positiveInt('megabytes', 4096).default(16),
  RUN_OPEN_FILES: positiveInt('files', 65536).default(256),
  RUN_WALL_MARGIN_MS: positiveInt('milliseconds', 10_000).default(150),
  TRACE_MAX_STEPS: positiveInt('steps', 100_000).default(DEFAULT_TRACE_MAX_STEPS),
  TRACE_WALL_SECONDS: positiveInt('seconds', 300).default(15),
  COMPILE_WALL_SECONDS: positiveInt('seconds', 300).default(10),
  COMPILE_CPU_SECONDS: positiveInt('seconds', 300).default(5),
  COMPILE_MEMORY_MB: positiveInt('megabytes', 16384).default(512),
  COMPILE_PROCESSES: positiveInt('processes', 4096).default(32),
  COMPILE_OPEN_FILES: positiveInt('files', 65536).default(256),
  COMPILE_TMPFS_MB: positiveInt('megabytes', 4096).default(64),
  COMPILE_FILE_SIZE_MB: positiveInt('megabytes', 4096).default(64),
  COMPILE_OUTPUT_KB: positiveInt('kilobytes', 65536).default(1024),
  SOURCE_MAX_KB: positiveInt('kilobytes', 10240).default(64),
  STDIN_MAX_KB: positiveInt('kilobytes', 10240).default(64),
  RUNNER_POOL_SIZE: positiveInt('slots', 250).optional(),
  RUNNER_QUEUE_SIZE: positiveInt('requests', 100000).optional(),
  RUNNER_UID_BASE: positiveInt('uids', 2 ** 31 - 1024).default(64000),
  COMPILE_CACHE_MB: positiveInt('megabytes', 1048576).default(256),
  RUN_RATE_LIMIT: positiveInt('runs', 100000).default(60),
  RUNS_IN_FLIGHT: positiveInt('runs', 1000).optional(),
});

/**
 * Which X-Forwarded-For entries to believe: none, the last N hops (the proxies in front of us
 * add them; anything further left was written by the client), or only those added by the
 * listed proxy addresses. `true` is one hop: believing every hop would let a client pick its
 * own address by sending the header.
 */
export type TrustProxy = false | number | string[];

function parseTrustProxy(value: string): TrustProxy | null {
  const lower = value.toLowerCase();
  if (['false', '0', 'no', ''].includes(lower)) return false;
  if (['true', 'yes'].includes(lower)) return 1;
  if (/^\d+$/.test(value)) return Math.min(Number(value), 32);
  const addresses = value.split(',').map((part) => part.trim());
  const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;
  return addresses.every((part) => address.test(part)) ? addresses : null;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Stripe's ids of the monthly prices of Pro and Enterprise. */
  pricePro: string;
  priceEnterprise: string;
  /**
   * Where the Stripe SDK sends its requests instead of api.stripe.com (a local fake in tests,
   * or a proxy): only its protocol, host and port are used.
   */
  apiBase: { protocol: 'http' | 'https'; host: string; port: number } | undefined;
}

export interface RunnerLimits {
  runCpuSeconds: number;
  runWallSeconds: number;
  runMemoryBytes: number;
  runProcesses: number;
  outputBytes: number;
  fileSizeBytes: number;
  tmpfsBytes: number;
  /** Open files of one process of a run (RLIMIT_NOFILE). */
  runOpenFiles: number;
  /** How long before runWallSeconds the program's own runtime stops it (see program-runtime.c). */
  runWallMarginMs: number;
  /** A trace (the visualizer) ends with `truncated: true` after this many steps. */
  traceMaxSteps: number;
  /** A trace's wall-clock limit: the tracer's stepping included (the program keeps a run's CPU). */
  traceWallSeconds: number;
  compileWallSeconds: number;
  compileCpuSeconds: number;
  compileMemoryBytes: number;
  compileProcesses: number;
  compileOpenFiles: number;
  /** The compile sandbox's /tmp and /dev/shm: never less than tmpfsBytes. */
  compileTmpfsBytes: number;
  /** The largest file gcc may write, so the largest program it may produce. */
  compileFileSizeBytes: number;
  /** gcc's messages; past it the compile is stopped. */
  compileOutputBytes: number;
  sourceMaxBytes: number;
  stdinMaxBytes: number;
}

export interface RunnerConfig {
  limits: RunnerLimits;
  /** Concurrent sandboxes: one per core plus one. */
  poolSize: number;
  /** Requests that may wait for a slot before new ones get 503 (see QUICK_RUNS_PER_SLOT_SECOND). */
  queueSize: number;
  /** When the server runs as root, slot N runs its sandboxes as uid/gid uidBase + N. */
  uidBase: number;
  compileCacheBytes: number;
  /** Runs per minute for one signed-in user, or one address for visitors. */
  rateLimitPerMinute: number;
  /**
   * Runs one signed-in user, or one address for visitors, may have in flight (compiling, running
   * or waiting). Below the pool size, so one client flooding always leaves a slot for everybody else.
   */
  runsInFlightPerClient: number;
  /** With REDIS_URL: how the run queue's locks, heartbeats and checks are timed. */
  queueTimings: QueueTimings;
}

export interface QueueTimings {
  /**
   * A worker holds a lock on each job it runs and renews it every half of this; a worker killed
   * outright stops renewing, so its jobs count as stalled this long after.
   */
  lockMs: number;
  /** How often workers look for stalled jobs (active, lock gone) and put them back in line. */
  stalledCheckMs: number;
  /** How often a worker writes its heartbeat. */
  heartbeatMs: number;
  /** /health counts the workers whose heartbeat is at most this old. */
  workerSeenMs: number;
  /**
   * How often each waiting run looks at its job. Published answers are the fast path; this finds
   * the runs whose answer was missed (the subscription was down), failed, or waited too long.
   */
  checkMs: number;
  /** How long one Redis command (or connecting) may take before the run or /health gives up. */
  commandMs: number;
  /** How long the server waits for Redis as it starts before it reports the queue unreachable. */
  startWaitMs: number;
  /** Added to the compiles, the run and two locks: past it a held run is withdrawn. */
  runSlackMs: number;
  /** Finished jobs (and their results) are kept this long, and at most this many, then dropped. */
  keepSeconds: number;
  keepJobs: number;
}

export interface AuthConfig {
  /** Life of an access token; the client refreshes shortly before it ends. */
  accessTokenSeconds: number;
  /** Sign-in, sign-up and reset attempts per 15 minutes from one address. */
  attemptsPerAddress: number;
  /**
   * Failed sign-ins for one e-mail address from one client address; past it each further check
   * of that pair waits longer (`failureDelayMs`), and the right password still signs in.
   * Failures for the e-mail from everywhere past it slow each check down by the first delay, so
   * nobody can lock the owner out.
   */
  attemptsPerEmail: number;
  /** The wait of the first check past attemptsPerEmail; it doubles with each further one, up to max. */
  failureDelayMs: { first: number; max: number };
  /** Refreshing a session stops working this long after its sign-in. */
  sessionMaxAgeSeconds: number;
}

export interface Config {
  port: number;
  host: string;
  /**
   * The site's address for links in mails and redirects: PUBLIC_URL, else http://localhost:PORT.
   * Never taken from a request's Host or X-Forwarded-* headers, which the client writes.
   */
  publicUrl: string;
  /** Whether PUBLIC_URL was set; if not, the web app uses the origin it was loaded from. */
  publicUrlConfigured: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL only: the schema to work in (created when missing); default the server's search path. */
  databaseSchema: string | undefined;
  smtpUrl: string | undefined;
  mailAutoconfirm: boolean;
  mailFrom: string;
  /** Where contact-form messages are mailed. */
  teamEmail: string;
  /** Who runs the site, as its pages show it. */
  site: SiteIdentity;
  /** Contact messages and newsletter sign-ups per 15 minutes from one address. */
  formRateLimit: number;
  /** Requests per minute one team API key may make (/api/v1). */
  teamApiRateLimit: number;
  /** The community's admins (and moderators), lower-case: ADMIN_EMAILS. */
  adminEmails: readonly string[];
  /**
   * Whether this instance sends the scheduled mails and pushes (progress, reminders, new
   * courses): SCHEDULED_MAILS. Off for a copy of production data that must not mail learners.
   */
  scheduledMails: boolean;
  /**
   * Web Push endpoints on this machine or network, over http too (PUSH_ALLOW_LOCAL_ENDPOINTS:
   * tests and development). Otherwise only https endpoints at public addresses.
   */
  pushAllowLocalEndpoints: boolean;
  auth: AuthConfig;
  /** Behind a load balancer: which X-Forwarded-For hops give the client address. */
  trustProxy: TrustProxy;
  /** Bearer token that shows /health's details to callers other than this machine. */
  healthToken: string | undefined;
  /**
   * With REDIS_URL, runs go through a BullMQ queue to `npm run worker` processes, and the rate
   * limits are counted in Redis, shared by every replica. Without it, all stays in this process.
   */
  queue: QueueConfig | undefined;
  stripe: StripeConfig | undefined;
  sso: SsoConfig;
  jwtSecret: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Where the built web app lives; served as static files. */
  webDist: string;
  /** The sandbox launcher and seccomp program the setup step builds. */
  nativeDir: string;
  runner: RunnerConfig;
}

export interface SsoConfig {
  /**
   * Whether a team's OpenID Connect issuer may be a plain http:// address on a loopback or
   * private address (a provider on this machine or network, for tests and development);
   * otherwise only https:// to public addresses is accepted.
   */
  allowHttpIssuers: boolean;
  /**
   * The DNS servers asked for the TXT records that prove a team owns an e-mail domain
   * (`ip:port`, as node:dns's Resolver takes them); undefined asks the system's.
   */
  dnsServers: string[] | undefined;
}

export interface QueueConfig {
  redisUrl: string;
  /** Prefix of every Redis key and queue name: replicas and workers of one site share it. */
  prefix: string;
  /** How long a run may wait for a worker to take it before the answer is a 503. */
  waitSeconds: number;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

const KiB = 1024;
const MiB = 1024 * KiB;
const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Quick runs (a lesson's example, already compiled: about 10 ms in its sandbox) one slot finishes
 * in a second, with room to spare. The default queue holds what the pool drains within one run's
 * wall limit, so a class pressing Run at the same moment waits its turn instead of a 503.
 */
const QUICK_RUNS_PER_SLOT_SECOND = 10;

/** Reads the configuration contract of DESIGN.md once; the first bad variable throws a ConfigError naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(variable, issue?.message ?? 'is invalid');
  }
  const vars = parsed.data;
  // One slot per core, plus one: while a sandbox is being set up or torn down (the kernel
  // waits, the CPU does not), another slot keeps that core busy.
  const poolSize = vars.RUNNER_POOL_SIZE ?? os.availableParallelism() + 1;
  if (vars.QUEUE_WORKER_SEEN_MS <= vars.QUEUE_HEARTBEAT_MS) {
    throw new ConfigError(
      'QUEUE_WORKER_SEEN_MS',
      'must be more than QUEUE_HEARTBEAT_MS, or no worker would count as seen',
    );
  }
  if (vars.STRIPE_SECRET_KEY === undefined && vars.STRIPE_WEBHOOK_SECRET !== undefined) {
    throw new ConfigError('STRIPE_SECRET_KEY', 'must be set when STRIPE_WEBHOOK_SECRET is set');
  }
  const stripe = stripeConfig(vars);
  return {
    port: vars.PORT,
    host: vars.HOST,
    publicUrl: vars.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${vars.PORT}`,
    publicUrlConfigured: vars.PUBLIC_URL !== undefined,
    dataDir: path.resolve(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    databaseSchema: vars.DATABASE_SCHEMA,
    smtpUrl: vars.SMTP_URL,
    mailAutoconfirm: vars.MAIL_AUTOCONFIRM,
    mailFrom: vars.MAIL_FROM,
    teamEmail: teamEmail(vars),
    site: {
      supportEmail: vars.SITE_SUPPORT_EMAIL ?? null,
      careersEmail: vars.SITE_CAREERS_EMAIL ?? null,
      pressEmail: vars.SITE_PRESS_EMAIL ?? null,
      phone: vars.SITE_PHONE ?? null,
      social: vars.SITE_SOCIAL_LINKS ?? [],
    },
    formRateLimit: vars.FORM_RATE_LIMIT,
    teamApiRateLimit: vars.TEAM_API_RATE_LIMIT,
    adminEmails: vars.ADMIN_EMAILS ?? [],
    scheduledMails: vars.SCHEDULED_MAILS,
    pushAllowLocalEndpoints: vars.PUSH_ALLOW_LOCAL_ENDPOINTS,
    auth: {
      accessTokenSeconds: vars.ACCESS_TOKEN_SECONDS,
      attemptsPerAddress: vars.AUTH_RATE_LIMIT,
      attemptsPerEmail: vars.AUTH_EMAIL_RATE_LIMIT,
      failureDelayMs: { first: 1000, max: 30_000 },
      sessionMaxAgeSeconds: vars.SESSION_MAX_AGE_HOURS * 3600,
    },
    trustProxy: vars.TRUST_PROXY,
    healthToken: vars.HEALTH_TOKEN,
    queue:
      vars.REDIS_URL === undefined
        ? undefined
        : {
            redisUrl: vars.REDIS_URL,
            prefix: vars.QUEUE_PREFIX,
            waitSeconds: vars.QUEUE_WAIT_SECONDS,
          },
    stripe,
    sso: { allowHttpIssuers: vars.SSO_ALLOW_HTTP_ISSUERS, dnsServers: vars.SSO_DNS_SERVERS },
    jwtSecret: vars.JWT_SECRET,
    logLevel: vars.LOG_LEVEL,
    webDist: path.join(projectRoot, 'dist/web'),
    nativeDir: path.join(projectRoot, 'dist/native'),
    runner: {
      limits: {
        runCpuSeconds: vars.RUN_CPU_SECONDS,
        runWallSeconds: vars.RUN_WALL_SECONDS,
        runMemoryBytes: vars.RUN_MEMORY_MB * MiB,
        runProcesses: vars.RUN_PROCESSES,
        outputBytes: vars.RUN_OUTPUT_KB * KiB,
        fileSizeBytes: vars.RUN_FILE_SIZE_KB * KiB,
        tmpfsBytes: vars.RUN_TMPFS_MB * MiB,
        runOpenFiles: vars.RUN_OPEN_FILES,
        runWallMarginMs: vars.RUN_WALL_MARGIN_MS,
        traceMaxSteps: vars.TRACE_MAX_STEPS,
        traceWallSeconds: vars.TRACE_WALL_SECONDS,
        compileWallSeconds: vars.COMPILE_WALL_SECONDS,
        compileCpuSeconds: Math.min(vars.COMPILE_CPU_SECONDS, vars.COMPILE_WALL_SECONDS),
        compileMemoryBytes: vars.COMPILE_MEMORY_MB * MiB,
        compileProcesses: vars.COMPILE_PROCESSES,
        compileOpenFiles: vars.COMPILE_OPEN_FILES,
        compileTmpfsBytes: Math.max(vars.COMPILE_TMPFS_MB * MiB, vars.RUN_TMPFS_MB * MiB),
        compileFileSizeBytes: vars.COMPILE_FILE_SIZE_MB * MiB,
        compileOutputBytes: vars.COMPILE_OUTPUT_KB * KiB,
        sourceMaxBytes: vars.SOURCE_MAX_KB * KiB,
        stdinMaxBytes: vars.STDIN_MAX_KB * KiB,
      },
      poolSize,
      queueSize:
        vars.RUNNER_QUEUE_SIZE ?? poolSize * vars.RUN_WALL_SECONDS * QUICK_RUNS_PER_SLOT_SECOND,
      uidBase: vars.RUNNER_UID_BASE,
      compileCacheBytes: vars.COMPILE_CACHE_MB * MiB,
      rateLimitPerMinute: vars.RUN_RATE_LIMIT,
      runsInFlightPerClient: vars.RUNS_IN_FLIGHT ?? Math.max(1, Math.min(2, poolSize - 1)),
      queueTimings: {
        lockMs: vars.QUEUE_LOCK_MS,
        stalledCheckMs: vars.QUEUE_STALLED_CHECK_MS,
        heartbeatMs: vars.QUEUE_HEARTBEAT_MS,
        workerSeenMs: vars.QUEUE_WORKER_SEEN_MS,
        checkMs: vars.QUEUE_CHECK_MS,
        commandMs: vars.QUEUE_COMMAND_MS,
        startWaitMs: vars.QUEUE_START_WAIT_MS,
        runSlackMs: vars.QUEUE_RUN_SLACK_MS,
        keepSeconds: vars.QUEUE_KEEP_SECONDS,
        keepJobs: vars.QUEUE_KEEP_JOBS,
      },
    },
  };
}

/**
 * TEAM_EMAIL, required with SMTP_URL: mail to a made-up default would reach nobody (or someone
 * else). Without SMTP, messages go to the outbox, addressed to a local name.
 */
function teamEmail(vars: z.infer<typeof envSchema>): string {
  if (vars.TEAM_EMAIL !== undefined) return vars.TEAM_EMAIL;
  if (vars.SMTP_URL !== undefined) {
    throw new ConfigError(
      'TEAM_EMAIL',
      'must be set when SMTP_URL is set: the address that receives contact-form messages',
    );
  }
  return 'team@codenest.local';
}

/**
 * Stripe when STRIPE_SECRET_KEY is set, with the two prices it sells; without the key the
 * server uses its built-in local test checkout.
 */
function stripeConfig(vars: z.infer<typeof envSchema>): StripeConfig | undefined {
  if (vars.STRIPE_SECRET_KEY === undefined) return undefined;
  const price = (variable: string, value: string | undefined, plan: string): string => {
    if (value === undefined) {
      throw new ConfigError(
        variable,
        `must be set when STRIPE_SECRET_KEY is set: the id of the ${plan} plan's monthly price in Stripe (price_...)`,
      );
    }
    return value;
  };
  if (vars.STRIPE_SECRET_KEY.startsWith('pk_')) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY',
      'must be the secret key (sk_...), not the publishable key (pk_...)',
    );
  }
  const pricePro = price('STRIPE_PRICE_PRO', vars.STRIPE_PRICE_PRO, 'Pro');
  const priceEnterprise = price(
    'STRIPE_PRICE_ENTERPRISE',
    vars.STRIPE_PRICE_ENTERPRISE,
    'Enterprise',
  );
  if (pricePro === priceEnterprise) {
    throw new ConfigError('STRIPE_PRICE_ENTERPRISE', 'must differ from STRIPE_PRICE_PRO');
  }
  const base = vars.STRIPE_API_BASE === undefined ? undefined : new URL(vars.STRIPE_API_BASE);
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return {
    secretKey: vars.STRIPE_SECRET_KEY,
    webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
    pricePro,
    priceEnterprise,
    apiBase: base && {
      protocol,
      // URL keeps IPv6 literals in brackets; the SDK wants the bare address.
      host: base.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: base.port === '' ? (protocol === 'http' ? 80 : 443) : Number(base.port),
    },
  };
}

/** The configuration for a process that starts (`npm start`, `npm run worker`): a problem ends it. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
