import { Resolver } from 'node:dns/promises';
import type { FastifyInstance } from 'fastify';
import { ssoDnsName, ssoDnsValue } from '@domain/team-sso';
import type { SsoDomainCheck } from '@domain/team-sso-api';
import { nowIso } from '../auth/users';
import { HttpError } from '../http/errors';
import { domainRowsOf, teamSsoRowOf, type TeamSsoDomainRow } from './team-config';

/*
 * A team proves it owns an e-mail domain by putting its verification token in the domain's DNS
 * (TXT `codenest-sso=<token>` at `_codenest-sso.<domain>`): only then does the domain route
 * sign-ins to the team's provider, which could otherwise vouch for anybody's address there.
 */

/** How long one DNS server has to answer, and how many times it is asked. */
const DNS_TIMEOUT_MS = 3_000;
const DNS_TRIES = 2;

const MARKER = ssoDnsValue('');
const DNS_DELAY = 'DNS changes can take an hour to appear.';

type TxtAnswer = { records: string[] } | { failed: string };

async function txtRecordsAt(app: FastifyInstance, name: string): Promise<TxtAnswer> {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: DNS_TRIES });
  const servers = app.config.sso.dnsServers;
  if (servers) resolver.setServers(servers);
  try {
    const records = await resolver.resolveTxt(name);
    // A long record comes in several strings of up to 255 characters: one value.
    return { records: records.map((chunks) => chunks.join('').trim()) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
    if (code === 'ENODATA' || code === 'ENOTFOUND') return { records: [] };
    return { failed: code };
  }
}

async function checkDomain(
  app: FastifyInstance,
  teamId: string,
  token: string,
  row: TeamSsoDomainRow,
): Promise<SsoDomainCheck> {
  const { domain } = row;
  if (row.verified_at) {
    return {
      domain,
      verified: true,
      message: `${domain} is verified: members with an address there sign in with single sign-on.`,
    };
  }
  const name = ssoDnsName(domain);
  const expected = ssoDnsValue(token);
  const answer = await txtRecordsAt(app, name);
  if ('failed' in answer) {
    app.log.info({ team: teamId, name, code: answer.failed }, 'sso dns check failed');
    return {
      domain,
      verified: false,
      message: `The DNS servers did not answer for ${name} (${answer.failed}). Check DNS again in a few minutes.`,
    };
  }
  if (!answer.records.includes(expected)) {
    const other = answer.records.find((record) => record.startsWith(MARKER));
    return {
      domain,
      verified: false,
      message: other
        ? `The TXT record at ${name} is ${other}, not ${expected}. Change its value to ${expected}, then check again. ${DNS_DELAY}`
        : `No TXT record ${expected} at ${name} yet. ${DNS_DELAY}`,
    };
  }
  const marked = await app.database.db
    .updateTable('team_sso_domains')
    .set({ verified_at: nowIso() })
    .where('domain', '=', domain)
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0) {
    return {
      domain,
      verified: false,
      message: `${domain} is no longer one of your single sign-on domains. Add it to the e-mail domains and save, then check again.`,
    };
  }
  return {
    domain,
    verified: true,
    message: `${domain} is verified: members with an address there can now sign in with single sign-on.`,
  };
}

/**
 * Looks up the DNS record of each of the team's domains waiting for it (or of `only`), marks the
 * ones found as verified, and answers how each went.
 */
export async function checkSsoDomains(
  app: FastifyInstance,
  teamId: string,
  only?: string,
): Promise<SsoDomainCheck[]> {
  const { db } = app.database;
  const sso = await teamSsoRowOf(db, teamId);
  if (!sso) {
    throw new HttpError(
      409,
      'sso_not_configured',
      'Save your single sign-on settings first: the DNS record to add is shown once they are saved.',
    );
  }
  const rows = (await domainRowsOf(db, teamId)).filter(
    (row) => only === undefined || row.domain === only,
  );
  if (only !== undefined && rows.length === 0) {
    throw new HttpError(
      404,
      'sso_domain_not_found',
      `domain: ${only} is not one of your single sign-on domains. Add it to the e-mail domains and save first.`,
    );
  }
  return Promise.all(rows.map((row) => checkDomain(app, teamId, sso.verification_token, row)));
}
