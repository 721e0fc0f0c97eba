import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { TeamSso } from '@domain/team-sso-api';
import { randomToken } from '../auth/tokens';
import type { Database, TeamSsoDomainsTable, TeamSsoTable } from '../db/schema';
import { HttpError } from '../http/errors';
import { discover } from './discovery';
import { ProviderError, providerUrl } from './outbound';
import { openClientSecret, sealClientSecret } from './secret-box';

/*
 * A team's OpenID Connect settings (team_sso): saved by its owner, after the provider's discovery
 * document has answered; the client secret only ever stored encrypted. Its e-mail domains
 * (team_sso_domains) route sign-ins only once verified: the team's DNS record found there.
 */

type Db = Kysely<Database>;
export type TeamSsoRow = Selectable<TeamSsoTable>;
export type TeamSsoDomainRow = Selectable<TeamSsoDomainsTable>;

/** The address every provider sends people back to, registered there by the owner. */
export function ssoRedirectUri(app: FastifyInstance): string {
  return `${app.config.publicUrl}/auth/v1/sso/callback`;
}

export function teamSsoRowOf(db: Db, teamId: string) {
  return db.selectFrom('team_sso').selectAll().where('team_id', '=', teamId).executeTakeFirst();
}

/** The team's domains, verified or not, in alphabetical order. */
export function domainRowsOf(db: Db, teamId: string): Promise<TeamSsoDomainRow[]> {
  return db
    .selectFrom('team_sso_domains')
    .selectAll()
    .where('team_id', '=', teamId)
    .orderBy('domain')
    .execute();
}

/** The domains whose sign-ins the team's provider may vouch for. */
export async function verifiedDomainsOf(db: Db, teamId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('team_sso_domains')
    .select('domain')
    .where('team_id', '=', teamId)
    .where('verified_at', 'is not', null)
    .orderBy('domain')
    .execute();
  return rows.map((row) => row.domain);
}

export async function teamSsoOf(
  app: FastifyInstance,
  row: TeamSsoRow | undefined,
): Promise<TeamSso> {
  const domains = row ? await domainRowsOf(app.database.db, row.team_id) : [];
  return {
    configured: row !== undefined,
    issuer: row?.issuer ?? null,
    clientId: row?.client_id ?? null,
    hasSecret: row !== undefined && row.client_secret !== '',
    domains: domains.map((domain) => ({ domain: domain.domain, verifiedAt: domain.verified_at })),
    verificationToken: row?.verification_token ?? null,
    redirectUri: ssoRedirectUri(app),
    updatedAt: row?.updated_at ?? null,
  };
}

/** The team whose single sign-on covers an e-mail domain: only once the team has verified it. */
export function teamSsoRowForDomain(db: Db, domain: string): Promise<TeamSsoRow | undefined> {
  return db
    .selectFrom('team_sso_domains')
    .innerJoin('team_sso', 'team_sso.team_id', 'team_sso_domains.team_id')
    .selectAll('team_sso')
    .where('team_sso_domains.domain', '=', domain)
    .where('team_sso_domains.verified_at', 'is not', null)
    .executeTakeFirst();
}

/** The team's settings when at least one of its domains is verified (else no sign-in starts). */
export async function usableTeamSsoRowOf(db: Db, teamId: string): Promise<TeamSsoRow | undefined> {
  const row = await teamSsoRowOf(db, teamId);
  return row && (await verifiedDomainsOf(db, teamId)).length > 0 ? row : undefined;
}

/** The client secret in clear, for the token request; a 4xx when it cannot be opened. */
export function clientSecretOf(app: FastifyInstance, row: TeamSsoRow): string {
  const secret = openClientSecret(app.keys.ssoSecretKey, row.team_id, row.client_secret);
  if (secret === null) {
    throw new HttpError(
      409,
      'sso_secret_unreadable',
      "The team's single sign-on client secret can no longer be read (the server's secret changed). The team's owner must enter it again at /team.",
    );
  }
  return secret;
}

const domainTaken = (domain: string) =>
  new HttpError(
    409,
    'sso_domain_taken',
    `domains: ${domain} already signs in with another team's single sign-on. Remove it here, or ask us if the domain is yours.`,
  );

/**
 * Puts the team's domains in the table: the ones kept stay as they are (verified or not), the
 * ones left out go with their verification, the new ones wait for DNS. A domain another team
 * has verified is refused; one another team only claimed is taken over, unverified, since a
 * claim proves nothing until its DNS record is found.
 */
async function saveDomains(db: Db, teamId: string, domains: string[], now: string) {
  let query = db.deleteFrom('team_sso_domains').where('team_id', '=', teamId);
  if (domains.length > 0) query = query.where('domain', 'not in', domains);
  await query.execute();
  for (const domain of domains) {
    await db
      .insertInto('team_sso_domains')
      .values({ domain, team_id: teamId, verified_at: null, created_at: now })
      .onConflict((conflict) =>
        conflict
          .column('domain')
          .doUpdateSet({ team_id: teamId, verified_at: null, created_at: now })
          .where('team_sso_domains.team_id', '<>', teamId)
          .where('team_sso_domains.verified_at', 'is', null),
      )
      .execute();
  }
  const foreign = await db
    .selectFrom('team_sso_domains')
    .select('domain')
    .where('domain', 'in', domains)
    .where('team_id', '<>', teamId)
    .orderBy('domain')
    .executeTakeFirst();
  if (foreign) throw domainTaken(foreign.domain);
}

/**
 * Saves the settings after checking them: the issuer's discovery document must answer and name
 * that issuer, no other team may have verified one of the domains, and a first save needs the
 * secret. The first save also draws the team's verification token.
 */
export async function saveTeamSso(
  app: FastifyInstance,
  teamId: string,
  input: { issuer: string; clientId: string; clientSecret?: string | undefined; domains: string[] },
): Promise<TeamSsoRow> {
  const { db } = app.database;
  try {
    providerUrl(input.issuer, app.config.sso.allowHttpIssuers, 'issuer');
    await discover(app, input.issuer, { fresh: true });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    throw new HttpError(422, 'sso_discovery_failed', `issuer: ${error.message}`);
  }
  const verifiedElsewhere = await db
    .selectFrom('team_sso_domains')
    .select('domain')
    .where('domain', 'in', input.domains)
    .where('team_id', '<>', teamId)
    .where('verified_at', 'is not', null)
    .orderBy('domain')
    .executeTakeFirst();
  if (verifiedElsewhere) throw domainTaken(verifiedElsewhere.domain);
  const existing = await teamSsoRowOf(db, teamId);
  if (!input.clientSecret && !existing) {
    throw new HttpError(
      400,
      'validation_failed',
      'clientSecret: is required: the client secret your provider gave CodeNest',
    );
  }
  const now = new Date().toISOString();
  const row: TeamSsoRow = {
    team_id: teamId,
    issuer: input.issuer,
    client_id: input.clientId,
    client_secret: input.clientSecret
      ? sealClientSecret(app.keys.ssoSecretKey, teamId, input.clientSecret)
      : existing!.client_secret,
    verification_token: existing?.verification_token ?? randomToken(24),
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('team_sso')
      .values(row)
      .onConflict((conflict) =>
        conflict.column('team_id').doUpdateSet({
          issuer: row.issuer,
          client_id: row.client_id,
          client_secret: row.client_secret,
          updated_at: row.updated_at,
        }),
      )
      .execute();
    await saveDomains(trx, teamId, input.domains, now);
  });
  // Read back: of two first saves at once, the token the other one drew may be the one kept.
  return (await teamSsoRowOf(db, teamId)) ?? row;
}

export async function removeTeamSso(db: Db, teamId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('team_sso_domains').where('team_id', '=', teamId).execute();
    await trx.deleteFrom('team_sso').where('team_id', '=', teamId).execute();
    await trx.deleteFrom('sso_logins').where('team_id', '=', teamId).execute();
  });
}
