import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_PROVIDER_NOT_FOUND, ssoDnsName, ssoDnsValue } from '@domain/team-sso';
import type { TeamSso, TeamSsoVerifyAnswer } from '@domain/team-sso-api';
import { TEAM_OWNER_ONLY } from '@domain/teams';
import { newClient, type ListeningServer } from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { startTestServer } from '@tests/helpers/server';
import type { TestDnsServer } from '@tests/helpers/dns-server';
import { signInAtProvider, type OidcTestProvider } from '@tests/helpers/oidc-provider';
import {
  startSsoTestbed,
  verificationTokenOf,
  verifySsoDomain,
  type SsoTestbed,
} from '@tests/helpers/sso-domains';
import { addMember, makeTeam, type TestTeam } from '@tests/helpers/teams';

const DNS_DELAY = 'DNS changes can take an hour to appear.';

for (const dialect of testDialects()) {
  describe(`single sign-on domains proven in DNS [${dialect.name}]`, () => {
    let server: ListeningServer;
    let provider: OidcTestProvider;
    let dns: TestDnsServer;
    let callbackUrl: string;

    let testbed: SsoTestbed;
    beforeAll(async () => {
      testbed = await startSsoTestbed(dialect);
      ({ server, provider, dns, callbackUrl } = testbed);
    });
    afterAll(() => testbed.close());

    const unique = () => crypto.randomBytes(4).toString('hex');
    const newDomain = () => `school-${unique()}.example`;

    async function call(
      method: 'GET' | 'PUT' | 'POST',
      path: string,
      token: string,
      body?: unknown,
    ) {
      const response = await server.app.inject({
        method,
        url: `/functions/v1/${path}`,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
    }

    const save = (team: TestTeam, domains: string[]) =>
      call('PUT', 'team-sso', team.owner.token, {
        teamId: team.id,
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        domains,
      });

    async function checkDns(team: TestTeam, domain?: string): Promise<TeamSsoVerifyAnswer> {
      const answer = await call('POST', 'team-sso-verify', team.owner.token, {
        teamId: team.id,
        ...(domain ? { domain } : {}),
      });
      expect(answer.status).toBe(200);
      return answer.body as unknown as TeamSsoVerifyAnswer;
    }

    /** Whether a sign-in for the domain starts (and the dialog's lookup finds a team). */
    async function routes(domain: string): Promise<boolean> {
      const { error } = await newClient(server).auth.signInWithSSO({ domain });
      const lookup = await server.app.inject({
        method: 'GET',
        url: `/functions/v1/sso-lookup?email=${encodeURIComponent(`ada@${domain}`)}`,
        headers: { authorization: `Bearer ${server.app.keys.anonKey}` },
      });
      expect(lookup.statusCode).toBe(error ? 404 : 200);
      if (error) {
        expect(error.status).toBe(404);
        expect(error.message).toBe(SSO_PROVIDER_NOT_FOUND(domain));
      }
      return !error;
    }

    /** Signs a person at `domain` in at the provider; answers where the callback sends them. */
    async function signInAt(domain: string, startWith = domain): Promise<URL> {
      const sub = `person-${unique()}`;
      provider.addAccount({ sub, email: `${sub}@${domain}` });
      const { data, error } = await newClient(server).auth.signInWithSSO({
        domain: startWith,
        options: { redirectTo: `${server.url}/dashboard` },
      });
      expect(error).toBeNull();
      const callback = await signInAtProvider(data!.url, sub, callbackUrl);
      const answer = await fetch(callback, { redirect: 'manual' });
      return new URL(answer.headers.get('location')!);
    }

    const teamNameOf = async (team: TestTeam) =>
      (
        await server.app.database.db
          .selectFrom('teams')
          .select('name')
          .where('id', '=', team.id)
          .executeTakeFirstOrThrow()
      ).name;

    it('saving a domain routes no sign-in: it waits for DNS, with the record to add', async () => {
      const team = await makeTeam(server);
      const domain = newDomain();
      const saved = await save(team, [domain]);
      expect(saved.status).toBe(200);
      const sso = saved.body as unknown as TeamSso;
      expect(sso.domains).toEqual([{ domain, verifiedAt: null }]);
      expect(sso.verificationToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(await routes(domain)).toBe(false);
      // Nor by the team's provider id.
      const byId = await newClient(server).auth.signInWithSSO({ providerId: team.id });
      expect(byId.error?.status).toBe(404);

      // Saved again, the token stays: the record the owner added keeps working.
      const again = await save(team, [domain]);
      expect((again.body as unknown as TeamSso).verificationToken).toBe(sso.verificationToken);
      const other = await makeTeam(server);
      await save(other, [newDomain()]);
      expect(await verificationTokenOf(server, other)).not.toBe(sso.verificationToken);
    });

    it('Check DNS without the record says so, and with another token says which', async () => {
      const team = await makeTeam(server);
      const domain = newDomain();
      await save(team, [domain]);
      const expected = ssoDnsValue(await verificationTokenOf(server, team));

      const missing = await checkDns(team);
      expect(missing.checks).toEqual([
        {
          domain,
          verified: false,
          message: `No TXT record ${expected} at _codenest-sso.${domain} yet. ${DNS_DELAY}`,
        },
      ]);

      dns.setTxt(ssoDnsName(domain), ['v=spf1 -all', 'codenest-sso=an-old-token']);
      const wrong = await checkDns(team, domain);
      expect(wrong.checks).toEqual([
        {
          domain,
          verified: false,
          message: `The TXT record at _codenest-sso.${domain} is codenest-sso=an-old-token, not ${expected}. Change its value to ${expected}, then check again. ${DNS_DELAY}`,
        },
      ]);
      expect(wrong.sso.domains).toEqual([{ domain, verifiedAt: null }]);
      expect(await routes(domain)).toBe(false);
    });

    it('with the right record verifies the domain, and members at it then sign in', async () => {
      const team = await makeTeam(server);
      const [first, second] = [newDomain(), newDomain()].sort();
      await save(team, [first!, second!]);
      const expected = ssoDnsValue(await verificationTokenOf(server, team));
      // A long record comes in several strings; other TXT records at the name do not matter.
      dns.setTxt(ssoDnsName(first!), ['something-else=1', expected]);

      const answer = await checkDns(team);
      expect(answer.checks).toEqual([
        {
          domain: first,
          verified: true,
          message: `${first} is verified: members with an address there can now sign in with single sign-on.`,
        },
        {
          domain: second,
          verified: false,
          message: `No TXT record ${expected} at _codenest-sso.${second} yet. ${DNS_DELAY}`,
        },
      ]);
      expect(answer.sso.domains).toEqual([
        { domain: first, verifiedAt: expect.any(String) as string },
        { domain: second, verifiedAt: null },
      ]);
      expect(await routes(first!)).toBe(true);
      expect(await routes(second!)).toBe(false);
      const byId = await newClient(server).auth.signInWithSSO({ providerId: team.id });
      expect(byId.error).toBeNull();

      const landing = await signInAt(first!);
      expect(`${landing.origin}${landing.pathname}`).toBe(`${server.url}/dashboard`);
      expect(landing.searchParams.get('code')).toBeTruthy();

      // A provider vouching for an address at the domain still waiting for DNS: refused.
      const refused = await signInAt(second!, first);
      expect(refused.searchParams.get('error_code')).toBe('sso_domain_not_allowed');
      expect(refused.searchParams.get('error_description')).toContain(
        `is not an address of ${await teamNameOf(team)} (${first}), so it cannot sign in`,
      );

      // Checked again, a verified domain stays verified without asking the DNS.
      expect((await checkDns(team, first)).checks[0]).toEqual({
        domain: first,
        verified: true,
        message: `${first} is verified: members with an address there sign in with single sign-on.`,
      });
    });

    it('refuses a domain another team verified, and lets no team verify a record not its own', async () => {
      const owner = await makeTeam(server);
      const domain = newDomain();
      await save(owner, [domain]);
      await verifySsoDomain(server, dns, owner, domain);

      const rival = await makeTeam(server);
      expect(await save(rival, [domain.toUpperCase()])).toMatchObject({
        status: 409,
        body: {
          code: 'sso_domain_taken',
          message: `domains: ${domain} already signs in with another team's single sign-on. Remove it here, or ask us if the domain is yours.`,
        },
      });
      await save(rival, [newDomain()]);
      expect(
        await call('POST', 'team-sso-verify', rival.owner.token, { teamId: rival.id, domain }),
      ).toMatchObject({
        status: 404,
        body: {
          message: `domain: ${domain} is not one of your single sign-on domains. Add it to the e-mail domains and save first.`,
        },
      });

      // A claim nobody proved yet is no ownership: another team may save the domain, and then
      // only the team whose token the DNS holds could verify it.
      const claimed = newDomain();
      const first = await makeTeam(server);
      await save(first, [claimed]);
      const firstRecord = ssoDnsValue(await verificationTokenOf(server, first));
      dns.setTxt(ssoDnsName(claimed), [firstRecord]);
      expect((await save(rival, [claimed])).status).toBe(200);
      const rivalRecord = ssoDnsValue(await verificationTokenOf(server, rival));
      expect((await checkDns(rival, claimed)).checks).toEqual([
        {
          domain: claimed,
          verified: false,
          message: `The TXT record at _codenest-sso.${claimed} is ${firstRecord}, not ${rivalRecord}. Change its value to ${rivalRecord}, then check again. ${DNS_DELAY}`,
        },
      ]);
      const firstSettings = await call('GET', `team-sso?teamId=${first.id}`, first.owner.token);
      expect((firstSettings.body as unknown as TeamSso).domains).toEqual([]);
      expect(await routes(claimed)).toBe(false);
    });

    it('removing a domain stops its sign-ins and forgets its verification', async () => {
      const team = await makeTeam(server);
      const [kept, removed] = [newDomain(), newDomain()];
      await save(team, [kept, removed]);
      await verifySsoDomain(server, dns, team, kept);
      await verifySsoDomain(server, dns, team, removed);
      expect(await routes(removed)).toBe(true);

      // A sign-in under way when the domain goes is refused on its way back.
      const sub = `person-${unique()}`;
      provider.addAccount({ sub, email: `${sub}@${removed}` });
      const { data } = await newClient(server).auth.signInWithSSO({ domain: removed });
      const callback = await signInAtProvider(data!.url, sub, callbackUrl);

      const saved = await save(team, [kept]);
      expect((saved.body as unknown as TeamSso).domains).toEqual([
        { domain: kept, verifiedAt: expect.any(String) as string },
      ]);
      expect(await routes(removed)).toBe(false);
      expect(await routes(kept)).toBe(true);
      const back = new URL(
        (await fetch(callback, { redirect: 'manual' })).headers.get('location')!,
      );
      expect(back.searchParams.get('error_code')).toBe('sso_domain_not_allowed');
      const user = await server.app.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', `${sub}@${removed}`)
        .executeTakeFirst();
      expect(user).toBeUndefined();

      // Added back, it waits for DNS again.
      const readded = await save(team, [kept, removed]);
      expect((readded.body as unknown as TeamSso).domains).toContainEqual({
        domain: removed,
        verifiedAt: null,
      });
      expect(await routes(removed)).toBe(false);
    });

    it('lets only the owner check, and says what to do before anything is saved', async () => {
      const team = await makeTeam(server);
      expect(
        await call('POST', 'team-sso-verify', team.owner.token, { teamId: team.id }),
      ).toMatchObject({
        status: 409,
        body: {
          code: 'sso_not_configured',
          message:
            'Save your single sign-on settings first: the DNS record to add is shown once they are saved.',
        },
      });
      await save(team, [newDomain()]);
      const manager = await addMember(server, team.id, 'manager');
      expect(
        await call('POST', 'team-sso-verify', manager.token, { teamId: team.id }),
      ).toMatchObject({ status: 403, body: { message: TEAM_OWNER_ONLY } });
      const stranger = await makeTeam(server);
      expect(
        (await call('POST', 'team-sso-verify', stranger.owner.token, { teamId: team.id })).status,
      ).toBe(404);
    });

    it('refuses an issuer at a loopback address, by address or by name, where that is not allowed', async () => {
      const strict = await startTestServer();
      try {
        const team = await makeTeam(strict);
        for (const [issuer, address] of [
          ['https://127.0.0.1:9', '127.0.0.1'],
          ['https://[::ffff:127.0.0.1]:9', '::ffff:7f00:1'],
        ] as const) {
          const saved = await strict.app.inject({
            method: 'PUT',
            url: '/functions/v1/team-sso',
            headers: { authorization: `Bearer ${team.owner.token}` },
            payload: {
              teamId: team.id,
              issuer,
              clientId: 'x',
              clientSecret: 'y',
              domains: [newDomain()],
            },
          });
          expect(saved.statusCode).toBe(422);
          expect(saved.json()).toMatchObject({
            code: 'sso_discovery_failed',
            message: `issuer: ${new URL(issuer).origin} is at ${address}, a loopback address (this server itself), which CodeNest does not connect to. Use an address of the provider that is reachable on the internet.`,
          });
        }
        const byName = await strict.app.inject({
          method: 'PUT',
          url: '/functions/v1/team-sso',
          headers: { authorization: `Bearer ${team.owner.token}` },
          payload: {
            teamId: team.id,
            issuer: 'https://localhost:9',
            clientId: 'x',
            clientSecret: 'y',
            domains: [newDomain()],
          },
        });
        expect(byName.json<{ message: string }>().message).toMatch(
          /^issuer: https:\/\/localhost:9 is at (127\.0\.0\.1|::1), a loopback address \(this server itself\), which CodeNest does not connect to\./,
        );
      } finally {
        await strict.close();
      }
    });
  });
}
