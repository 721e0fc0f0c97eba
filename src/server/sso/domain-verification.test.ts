import dgram from 'node:dgram';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { startTestServer } from '@tests/helpers/server';
import { makeTeam } from '@tests/helpers/teams';
import { checkSsoDomains } from './domain-verification';

/** A UDP port nothing listens on (bound, then closed again). */
async function closedUdpPort(): Promise<number> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(resolve));
  return port;
}

describe('SSO_DNS_SERVERS', () => {
  it('takes IP addresses with or without ports, and is the system’s when unset', () => {
    expect(loadConfig({}).sso.dnsServers).toBeUndefined();
    expect(loadConfig({ SSO_DNS_SERVERS: ' ' }).sso.dnsServers).toBeUndefined();
    expect(
      loadConfig({ SSO_DNS_SERVERS: '127.0.0.1:5399, 1.1.1.1,[2001:db8::53]:53,2001:db8::1' }).sso
        .dnsServers,
    ).toEqual(['127.0.0.1:5399', '1.1.1.1', '[2001:db8::53]:53', '2001:db8::1']);
  });

  it('refuses host names and bad ports with a sentence', () => {
    expect(() => loadConfig({ SSO_DNS_SERVERS: 'dns.example:53' })).toThrow(
      "SSO_DNS_SERVERS must be DNS servers' IP addresses with their ports, separated by commas, such as 127.0.0.1:53,[2001:db8::53]:53 (dns.example:53 is not one)",
    );
    expect(() => loadConfig({ SSO_DNS_SERVERS: '127.0.0.1:70000' })).toThrow(
      '(127.0.0.1:70000 is not one)',
    );
  });
});

describe('checkSsoDomains', () => {
  it('says when the DNS servers do not answer, and leaves the domain waiting', async () => {
    const server = await startTestServer({
      SSO_DNS_SERVERS: `127.0.0.1:${await closedUdpPort()}`,
    });
    try {
      const team = await makeTeam(server);
      const now = new Date().toISOString();
      await server.app.database.db
        .insertInto('team_sso')
        .values({
          team_id: team.id,
          issuer: 'https://login.school.example',
          client_id: 'codenest',
          client_secret: 'v1.unused',
          verification_token: 'the-token',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await server.app.database.db
        .insertInto('team_sso_domains')
        .values({ domain: 'school.example', team_id: team.id, verified_at: null, created_at: now })
        .execute();
      expect(await checkSsoDomains(server.app, team.id)).toEqual([
        {
          domain: 'school.example',
          verified: false,
          message:
            'The DNS servers did not answer for _codenest-sso.school.example (ECONNREFUSED). Check DNS again in a few minutes.',
        },
      ]);
      const row = await server.app.database.db
        .selectFrom('team_sso_domains')
        .select('verified_at')
        .where('domain', '=', 'school.example')
        .executeTakeFirstOrThrow();
      expect(row.verified_at).toBeNull();
    } finally {
      await server.close();
    }
  });
});
