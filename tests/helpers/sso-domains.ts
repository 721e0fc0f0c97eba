// A team's single sign-on domain proven as an owner proves it: the TXT record with the team's
// token put in the test's DNS server, then "Check DNS" (POST /functions/v1/team-sso-verify).
import { ssoDnsName, ssoDnsValue } from '@domain/team-sso';
import type { TeamSso, TeamSsoVerifyAnswer } from '@domain/team-sso-api';
import type { TestDnsServer } from './dns-server';
import type { TestServer } from './server';
import type { TestTeam } from './teams';

async function ownerCall<T>(
  server: TestServer,
  team: TestTeam,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await server.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${team.owner.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  if (response.statusCode !== 200) {
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<T>();
}

/** The team's verification token, from its saved settings. */
export async function verificationTokenOf(server: TestServer, team: TestTeam): Promise<string> {
  const sso = await ownerCall<TeamSso>(
    server,
    team,
    'GET',
    `/functions/v1/team-sso?teamId=${team.id}`,
  );
  if (!sso.verificationToken) throw new Error('the team has no single sign-on settings yet');
  return sso.verificationToken;
}

/** Publishes the team's record for `domain` and has the server verify it. */
export async function verifySsoDomain(
  server: TestServer,
  dns: TestDnsServer,
  team: TestTeam,
  domain: string,
): Promise<void> {
  dns.setTxt(ssoDnsName(domain), [ssoDnsValue(await verificationTokenOf(server, team))]);
  const answer = await ownerCall<TeamSsoVerifyAnswer>(
    server,
    team,
    'POST',
    '/functions/v1/team-sso-verify',
    { teamId: team.id, domain },
  );
  const check = answer.checks.find((item) => item.domain === domain);
  if (!check?.verified) throw new Error(`${domain} was not verified: ${check?.message}`);
}
