import { teamIdSchema } from './team-api';
import { PUBLIC_MAIL_DOMAINS, SSO_DOMAINS_MAX } from './team-sso';
import { z } from './zod';

/*
 * Single sign-on calls (OpenID Connect per team): the owner's settings, the sign-in dialog's
 * lookup, and the body supabase-js sends to POST /auth/v1/sso.
 */

const HOSTNAME = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const ssoDomainSchema = z
  .string({ message: 'is required: an e-mail domain such as college.example' })
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .regex(HOSTNAME, 'must be an e-mail domain such as college.example')
      .refine(
        (domain) => !PUBLIC_MAIL_DOMAINS.includes(domain),
        'is a public mail provider: anyone can have an address there. Use your organisation’s own domain',
      ),
  );

/** PUT /functions/v1/team-sso: the owner's OpenID Connect provider. */
export const teamSsoRequestSchema = z.object({
  teamId: teamIdSchema,
  issuer: z
    .string({ message: 'is required: the issuer URL of your OpenID Connect provider' })
    .trim()
    .min(1, 'is required: the issuer URL of your OpenID Connect provider')
    .max(500, 'is too long'),
  clientId: z
    .string({ message: 'is required: the client id your provider gave CodeNest' })
    .trim()
    .min(1, 'is required: the client id your provider gave CodeNest')
    .max(255, 'must be at most 255 characters'),
  /** Left out (or empty) to keep the secret already saved. */
  clientSecret: z
    .string()
    .trim()
    .max(1000, 'must be at most 1000 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
  domains: z
    .array(ssoDomainSchema, { message: 'is required: the e-mail domains of your members' })
    .min(1, 'needs at least one e-mail domain, such as college.example')
    .max(SSO_DOMAINS_MAX, `can have at most ${SSO_DOMAINS_MAX} domains`)
    .transform((domains) => [...new Set(domains)]),
});
export type TeamSsoRequest = z.input<typeof teamSsoRequestSchema>;

/** A domain of the settings; it routes sign-ins once verified (its DNS record found). */
export const teamSsoDomainSchema = z.object({
  domain: z.string(),
  verifiedAt: z.string().nullable(),
});
export type TeamSsoDomain = z.infer<typeof teamSsoDomainSchema>;

/** GET, PUT /functions/v1/team-sso: the settings, never the secret itself. */
export const teamSsoSchema = z.object({
  configured: z.boolean(),
  issuer: z.string().nullable(),
  clientId: z.string().nullable(),
  hasSecret: z.boolean(),
  domains: z.array(teamSsoDomainSchema),
  /** What the TXT record of each domain must say (see ssoDnsValue); null until saved. */
  verificationToken: z.string().nullable(),
  /** The address to register at the provider as the redirect (callback) URI. */
  redirectUri: z.string(),
  updatedAt: z.string().nullable(),
});
export type TeamSso = z.infer<typeof teamSsoSchema>;

/** POST /functions/v1/team-sso-verify: looks up the DNS records of one domain, or of all. */
export const teamSsoVerifyRequestSchema = z.object({
  teamId: teamIdSchema,
  domain: ssoDomainSchema.optional(),
});
export type TeamSsoVerifyRequest = z.input<typeof teamSsoVerifyRequestSchema>;

/** How one domain's check went, in a sentence for the owner. */
export const ssoDomainCheckSchema = z.object({
  domain: z.string(),
  verified: z.boolean(),
  message: z.string(),
});
export type SsoDomainCheck = z.infer<typeof ssoDomainCheckSchema>;

export const teamSsoVerifyAnswerSchema = z.object({
  sso: teamSsoSchema,
  checks: z.array(ssoDomainCheckSchema),
});
export type TeamSsoVerifyAnswer = z.infer<typeof teamSsoVerifyAnswerSchema>;

/** GET /functions/v1/sso-lookup?email=: which team signs this address in. */
export const ssoLookupQuerySchema = z.object({
  email: z
    .string({ message: 'is required: your e-mail address' })
    .trim()
    .toLowerCase()
    .max(254, 'is too long')
    .pipe(z.email({ message: 'must be an e-mail address such as ada@college.example' })),
});

export const ssoLookupSchema = z.object({ teamName: z.string(), domain: z.string() });
export type SsoLookup = z.infer<typeof ssoLookupSchema>;

/** POST /auth/v1/sso, as supabase-js's signInWithSSO sends it. */
export const ssoStartBodySchema = z
  .object({
    domain: ssoDomainSchema.optional(),
    /** GoTrue's provider id: here, the team's id. */
    provider_id: z.string().trim().min(1).max(100).optional(),
    redirect_to: z.string().trim().max(2000).nullish(),
    skip_http_redirect: z.boolean().nullish(),
    code_challenge: z
      .string()
      .regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be a PKCE code challenge (43 to 128 characters)')
      .nullish(),
    code_challenge_method: z
      .string()
      .toLowerCase()
      .pipe(z.enum(['s256', 'plain'], { message: 'must be s256 or plain' }))
      .nullish(),
  })
  .refine((body) => body.domain !== undefined || body.provider_id !== undefined, {
    message: 'is required: the e-mail domain to sign in with, such as college.example',
    path: ['domain'],
  });
export type SsoStartBody = z.infer<typeof ssoStartBodySchema>;
