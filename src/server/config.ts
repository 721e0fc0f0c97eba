import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

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
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_AUTOCONFIRM: booleanFlag.default(false),
  TRUST_PROXY: booleanFlag.default(false),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_PRO: optionalText,
  STRIPE_PRICE_ENTERPRISE: optionalText,
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
});

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string | undefined;
  pricePro: string | undefined;
  priceEnterprise: string | undefined;
}

export interface Config {
  port: number;
  host: string;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailAutoconfirm: boolean;
  /** Behind a load balancer: take the client address and scheme from X-Forwarded-* headers. */
  trustProxy: boolean;
  stripe: StripeConfig | undefined;
  jwtSecret: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  development: boolean;
  /** Where the built web app lives; served as static files. */
  webDist: string;
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

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** Reads the configuration contract of DESIGN.md once; the first bad variable throws a ConfigError naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(variable, issue?.message ?? 'is invalid');
  }
  const vars = parsed.data;
  if (vars.STRIPE_SECRET_KEY === undefined && vars.STRIPE_WEBHOOK_SECRET !== undefined) {
    throw new ConfigError('STRIPE_SECRET_KEY', 'must be set when STRIPE_WEBHOOK_SECRET is set');
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    publicUrl: vars.PUBLIC_URL?.replace(/\/+$/, ''),
    dataDir: path.resolve(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    smtpUrl: vars.SMTP_URL,
    mailAutoconfirm: vars.MAIL_AUTOCONFIRM,
    trustProxy: vars.TRUST_PROXY,
    stripe:
      vars.STRIPE_SECRET_KEY === undefined
        ? undefined
        : {
            secretKey: vars.STRIPE_SECRET_KEY,
            webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
            pricePro: vars.STRIPE_PRICE_PRO,
            priceEnterprise: vars.STRIPE_PRICE_ENTERPRISE,
          },
    jwtSecret: vars.JWT_SECRET,
    logLevel: vars.LOG_LEVEL,
    development: vars.NODE_ENV === 'development',
    webDist: path.join(projectRoot, 'dist/web'),
  };
}
