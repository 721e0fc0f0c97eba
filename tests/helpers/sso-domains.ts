// A team's single sign-on domain proven as an owner proves it: the TXT record with the team's
// token put in the test's DNS server, then "Check DNS" (POST /functions/v1/team-sso-verify).
import { ssoDnsName, ssoDnsValue } from '@domain/team-sso';
import type { TeamSso, TeamSsoVerifyAnswer } from '@domain/team-sso-api';
import { startListeningServer, type ListeningServer } from './auth';
import type { testDialects } from './databases';
import { startDnsServer, type TestDnsServer } from './dns-server';
import { startOidcProvider, type OidcTestProvider } from './oidc-provider';
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

/** What a single sign-on test talks to: a server, a real OpenID provider and a DNS server. */
export interface SsoTestbed {
  server: ListeningServer;
  provider: OidcTestProvider;
  dns: TestDnsServer;
  /** The server's redirect URI, registered at the provider. */
  callbackUrl: string;
  close: () => Promise<void>;
}

export async function startSsoTestbed(
  dialect: ReturnType<typeof testDialects>[number],
): Promise<SsoTestbed> {
  const dns = await startDnsServer();
  const server = await startListeningServer(dialect, {
    SSO_ALLOW_HTTP_ISSUERS: 'true',
    SSO_DNS_SERVERS: dns.address,
  });
  const callbackUrl = `${server.url}/auth/v1/sso/callback`;
  const provider = await startOidcProvider({ redirectUri: callbackUrl });
  return {
    server,
    provider,
    dns,
    callbackUrl,
    close: async () => {
      await provider.close();
      await server.close();
      await dns.close();
    },
  };
}
