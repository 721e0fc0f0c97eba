import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamSummary } from '@domain/team-api';
import { SSO_NO_SEAT, SSO_PROVIDER_NOT_FOUND } from '@domain/team-sso';
import type { TeamSso } from '@domain/team-sso-api';
import { TEAM_INACTIVE, TEAM_OWNER_ONLY } from '@domain/teams';
import { mailsTo, newClient, type ListeningServer, type TestClient } from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import type { TestDnsServer } from '@tests/helpers/dns-server';
import { signInAtProvider, type OidcTestProvider } from '@tests/helpers/oidc-provider';
import { startSsoTestbed, verifySsoDomain, type SsoTestbed } from '@tests/helpers/sso-domains';
import { makePro } from '@tests/helpers/subscriptions';
import { addMember, makeTeam, type TestTeam } from '@tests/helpers/teams';
import { verifyPassword } from '@server/auth/passwords';
import { openClientSecret } from '@server/sso/secret-box';

const ASK_OWNER =
  "If it keeps happening, ask your team's owner to check the single sign-on settings.";

for (const dialect of testDialects()) {
  describe(`single sign-on with a real OpenID provider [${dialect.name}]`, () => {
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

    const db = () => server.app.database.db;
    const unique = () => crypto.randomBytes(4).toString('hex');

    async function call(
      method: 'GET' | 'PUT' | 'DELETE',
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

    /** A team of `seats` seats whose single sign-on covers a domain of its own, verified. */
    async function ssoTeam(seats = 5): Promise<TestTeam & { domain: string }> {
      const team = await makeTeam(server, seats);
      const domain = `school-${unique()}.example`;
      const saved = await call('PUT', 'team-sso', team.owner.token, {
        teamId: team.id,
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        domains: [domain],
      });
      expect(saved.status).toBe(200);
      await verifySsoDomain(server, dns, team, domain);
      return { ...team, domain };
    }

    /** An account at the provider, signing in as `local@domain`. */
    function personAt(domain: string, options: { emailVerified?: boolean; name?: string } = {}) {
      const sub = `person-${unique()}`;
      const email = `${sub}@${domain}`;
      provider.addAccount({ sub, email, ...options });
      return { sub, email };
    }

    /** supabase-js starts the sign-in; the browser signs in at the provider and comes back. */
    async function signInWithSso(client: TestClient, domain: string, login: string) {
      const { data, error } = await client.auth.signInWithSSO({
        domain,
        options: { redirectTo: `${server.url}/dashboard` },
      });
      expect(error).toBeNull();
      const callback = await signInAtProvider(data!.url, login, callbackUrl);
      const answer = await fetch(callback, { redirect: 'manual' });
      expect(answer.status).toBe(303);
      return { callback, landing: new URL(answer.headers.get('location') ?? '') };
    }

    /** Where a refused sign-in sends the browser: the home page with GoTrue's error parameters. */
    function refusal(landing: URL) {
      expect(`${landing.origin}${landing.pathname}`).toBe(`${server.url}/`);
      expect(landing.searchParams.get('error')).toBe('access_denied');
      return {
        code: landing.searchParams.get('error_code'),
        description: landing.searchParams.get('error_description'),
      };
    }

    const membership = (teamId: string, userId: string) =>
      db()
        .selectFrom('team_members')
        .select('role')
        .where('team_id', '=', teamId)
        .where('user_id', '=', userId)
        .executeTakeFirst();

    it('signs a new person in end to end: the session works and they join the team', async () => {
      const team = await ssoTeam();
      const person = personAt(team.domain, { name: 'Grace Hopper' });
      const client = newClient(server);

      const { landing } = await signInWithSso(client, team.domain, person.sub);
      expect(`${landing.origin}${landing.pathname}`).toBe(`${server.url}/dashboard`);
      const code = landing.searchParams.get('code');
      expect(code).toBeTruthy();
      const { data, error } = await client.auth.exchangeCodeForSession(code!);
      expect(error).toBeNull();
      expect(data.session?.user.email).toBe(person.email);

      // The session is an ordinary one of ours: /auth/v1/user answers with it.
      const { data: current, error: userError } = await client.auth.getUser();
      expect(userError).toBeNull();
      expect(current.user).toMatchObject({
        email: person.email,
        user_metadata: { name: 'Grace Hopper' },
      });
      expect(current.user?.email_confirmed_at).toBeTruthy();
      const claims = JSON.parse(
        Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString(),
      ) as { amr: { method: string }[] };
      expect(claims.amr[0]?.method).toBe('sso');

      expect(await membership(team.id, current.user!.id)).toEqual({ role: 'member' });
      const teams = await server.app.inject({
        method: 'GET',
        url: '/functions/v1/teams',
        headers: { authorization: `Bearer ${data.session!.access_token}` },
      });
      expect(teams.json<TeamSummary[]>().map((summary) => summary.id)).toEqual([team.id]);

      // No password was made up for them: none signs in.
      const row = await db()
        .selectFrom('users')
        .select('encrypted_password')
        .where('id', '=', current.user!.id)
        .executeTakeFirstOrThrow();
      expect(row.encrypted_password).toBe('');
    });

    it('signs an existing account in without a second seat, keeping its password', async () => {
      const team = await ssoTeam(5);
      const person = personAt(team.domain);
      const first = newClient(server);
      const { landing } = await signInWithSso(first, team.domain, person.sub);
      await first.auth.exchangeCodeForSession(landing.searchParams.get('code')!);
      await first.auth.updateUser({ data: { name: 'Kept' } });

      const again = newClient(server);
      const second = await signInWithSso(again, team.domain, person.sub);
      const { data } = await again.auth.exchangeCodeForSession(
        second.landing.searchParams.get('code')!,
      );
      expect(data.user?.user_metadata).toMatchObject({ name: 'Kept' });
      const used = await server.app.inject({
        method: 'GET',
        url: '/functions/v1/teams',
        headers: { authorization: `Bearer ${team.owner.token}` },
      });
      expect(used.json<TeamSummary[]>()[0]?.seatsUsed).toBe(1);
    });

    it('takes over an account never confirmed, dropping the password someone else chose', async () => {
      const team = await ssoTeam();
      const person = personAt(team.domain);
      const signUp = await newClient(server).auth.signUp({
        email: person.email,
        password: 'squatter-password-1',
      });
      expect(signUp.error).toBeNull();
      const client = newClient(server);
      const { landing } = await signInWithSso(client, team.domain, person.sub);
      const { data } = await client.auth.exchangeCodeForSession(landing.searchParams.get('code')!);
      expect(data.user?.id).toBe(signUp.data.user?.id);
      const row = await db()
        .selectFrom('users')
        .select(['encrypted_password', 'email_confirmed_at'])
        .where('id', '=', data.user!.id)
        .executeTakeFirstOrThrow();
      expect(row.email_confirmed_at).toBeTruthy();
      expect(await verifyPassword(row.encrypted_password, 'squatter-password-1')).toBe(false);
    });

    it('without a free seat signs in all the same, lands where it says so, and tells the owner', async () => {
      const team = await ssoTeam(1);
      await addMember(server, team.id);
      const person = personAt(team.domain, { name: 'Seatless Sam' });
      const client = newClient(server);

      const { landing } = await signInWithSso(client, team.domain, person.sub);
      expect(`${landing.origin}${landing.pathname}`).toBe(`${server.url}/team`);
      const teamName = (
        await db()
          .selectFrom('teams')
          .select('name')
          .where('id', '=', team.id)
          .executeTakeFirstOrThrow()
      ).name;
      expect(landing.searchParams.get('sso')).toBe('no-seat');
      expect(landing.searchParams.get('sso_team')).toBe(teamName);
      expect(SSO_NO_SEAT(teamName)).toContain(`could not join ${teamName}`);

      const { data, error } = await client.auth.exchangeCodeForSession(
        landing.searchParams.get('code')!,
      );
      expect(error).toBeNull();
      expect(await membership(team.id, data.user!.id)).toBeUndefined();

      const owner = await db()
        .selectFrom('users')
        .select('email')
        .where('id', '=', team.owner.userId)
        .executeTakeFirstOrThrow();
      const [mail] = await mailsTo(server, owner.email);
      expect(mail?.subject).toBe(
        `Seatless Sam (${person.email}) could not join ${teamName}: no free seat`,
      );
      expect(mail?.text).toContain(
        `Seatless Sam (${person.email}) tried to join ${teamName} by signing in with single sign-on, but all 1 seats are taken`,
      );
    });

    it('refuses a state used before: the callback followed twice signs in once', async () => {
      const team = await ssoTeam();
      const person = personAt(team.domain);
      const { callback, landing } = await signInWithSso(newClient(server), team.domain, person.sub);
      expect(landing.searchParams.get('code')).toBeTruthy();

      const replay = await fetch(callback, { redirect: 'manual' });
      expect(replay.status).toBe(303);
      expect(refusal(new URL(replay.headers.get('location')!))).toEqual({
        code: 'sso_state_invalid',
        description:
          'This single sign-on was already used or has expired. Start again with "Sign in with single sign-on".',
      });
      const stored = await db()
        .selectFrom('sso_logins')
        .select('used_at')
        .where('team_id', '=', team.id)
        .execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]?.used_at).toBeTruthy();
    });

    it('refuses a state that was never issued', async () => {
      const team = await ssoTeam();
      const person = personAt(team.domain);
      const { data } = await newClient(server).auth.signInWithSSO({ domain: team.domain });
      const callback = await signInAtProvider(data!.url, person.sub, callbackUrl);
      callback.searchParams.set('state', crypto.randomBytes(24).toString('base64url'));
      const answer = await fetch(callback, { redirect: 'manual' });
      expect(refusal(new URL(answer.headers.get('location')!)).code).toBe('sso_state_invalid');
    });

    it('keeps the browser’s PKCE challenge with the sign-in: only its verifier gets the session', async () => {
      const team = await ssoTeam();
      const person = personAt(team.domain);
      const verifier = crypto.randomBytes(32).toString('base64url');
      const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');

      /** A sign-in started as supabase-js starts it, back from the provider: its auth code. */
      async function signedInCode(): Promise<string> {
        const started = await fetch(`${server.url}/auth/v1/sso`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', apikey: server.app.keys.anonKey },
          body: JSON.stringify({
            domain: team.domain,
            skip_http_redirect: true,
            code_challenge: challenge,
            code_challenge_method: 's256',
          }),
        });
        const { url } = (await started.json()) as { url: string };
        // The state is random only: the challenge travels in no URL.
        expect(new URL(url).searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{32}$/);
        const callback = await signInAtProvider(url, person.sub, callbackUrl);
        const back = await fetch(callback, { redirect: 'manual' });
        return new URL(back.headers.get('location')!).searchParams.get('code')!;
      }
      const exchange = async (code: string, codeVerifier: string) => {
        const answer = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', apikey: server.app.keys.anonKey },
          body: JSON.stringify({ auth_code: code, code_verifier: codeVerifier }),
        });
        return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
      };

      const first = await signedInCode();
      const stored = await db()
        .selectFrom('sso_logins')
        .select(['code_challenge', 'code_challenge_method'])
        .where('team_id', '=', team.id)
        .execute();
      expect(stored).toEqual([{ code_challenge: challenge, code_challenge_method: 's256' }]);
      expect(await exchange(first, crypto.randomBytes(32).toString('base64url'))).toMatchObject({
        status: 403,
        body: { code: 'bad_code_verifier' },
      });
      const second = await exchange(await signedInCode(), verifier);
      expect(second.status).toBe(200);
      expect(second.body).toMatchObject({ user: { email: person.email } });
    });

    it('sends the person back with the reason when they cancel at the provider', async () => {
      const team = await ssoTeam();
      const person = personAt(team.domain);
      const { data } = await newClient(server).auth.signInWithSSO({ domain: team.domain });
      const callback = await signInAtProvider(data!.url, person.sub, callbackUrl, {
        cancel: true,
      });
      expect(callback.searchParams.get('error')).toBe('access_denied');
      const answer = await fetch(callback, { redirect: 'manual' });
      expect(refusal(new URL(answer.headers.get('location')!))).toEqual({
        code: 'sso_provider_refused',
        description: `Your team's sign-in service did not sign you in (access_denied). Try again. ${ASK_OWNER}`,
      });
      // A link whose error is free text repeats none of it.
      const { data: again } = await newClient(server).auth.signInWithSSO({ domain: team.domain });
      const state = new URL(again!.url).searchParams.get('state')!;
      const forged = await fetch(
        `${callbackUrl}?state=${encodeURIComponent(state)}&error=${encodeURIComponent('Call +1 555 0100 now')}`,
        { redirect: 'manual' },
      );
      expect(refusal(new URL(forged.headers.get('location')!)).description).toBe(
        `Your team's sign-in service did not sign you in. Try again. ${ASK_OWNER}`,
      );
    });

    it('refuses an issuer other than the one discovery states, when saving and when signing in', async () => {
      const team = await makeTeam(server);
      const localhostIssuer = provider.issuer.replace('127.0.0.1', 'localhost');
      const saved = await call('PUT', 'team-sso', team.owner.token, {
        teamId: team.id,
        issuer: localhostIssuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        domains: [`other-${unique()}.example`],
      });
      expect(saved).toEqual({
        status: 422,
        body: {
          error: 'Unprocessable Entity',
          code: 'sso_discovery_failed',
          message: `issuer: The provider at ${localhostIssuer} says its issuer is ${provider.issuer}, not ${localhostIssuer}. Enter the issuer exactly as the provider states it.`,
        },
      });

      // Settings that passed once, whose provider now states another issuer.
      const domain = `moved-${unique()}.example`;
      const now = new Date().toISOString();
      await db()
        .insertInto('team_sso')
        .values({
          team_id: team.id,
          issuer: localhostIssuer,
          client_id: provider.clientId,
          client_secret: 'v1.unused',
          verification_token: 'token-of-the-test',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await db()
        .insertInto('team_sso_domains')
        .values({ domain, team_id: team.id, verified_at: now, created_at: now })
        .execute();
      const { data, error } = await newClient(server).auth.signInWithSSO({ domain });
      expect(data).toBeNull();
      expect(error?.status).toBe(409);
      const teamName = (
        await db()
          .selectFrom('teams')
          .select('name')
          .where('id', '=', team.id)
          .executeTakeFirstOrThrow()
      ).name;
      expect(error?.message).toBe(
        `${teamName}'s sign-in service cannot be used right now: The provider at ${localhostIssuer} says its issuer is ${provider.issuer}, not ${localhostIssuer}. Enter the issuer exactly as the provider states it. Try again later, or ask your team's owner.`,
      );
    });

    describe('ID tokens the provider answers with, changed in one claim', () => {
      let team: TestTeam & { domain: string };
      beforeAll(async () => {
        team = await ssoTeam();
      });
      afterAll(() => provider.changeIdTokens(null));

      async function refusedWith(
        change: (claims: Record<string, unknown>) => Record<string, unknown>,
      ) {
        provider.changeIdTokens(change);
        const person = personAt(team.domain);
        const { landing } = await signInWithSso(newClient(server), team.domain, person.sub);
        const user = await db()
          .selectFrom('users')
          .select('id')
          .where('email', '=', person.email)
          .executeTakeFirst();
        expect(user).toBeUndefined();
        return refusal(landing);
      }

      const because = (reason: string) => ({
        code: 'sso_id_token_invalid',
        description: `CodeNest could not verify the sign-in from your team's sign-in service: ${reason}. Try again. ${ASK_OWNER}`,
      });

      it('refuses one signed with the issuer of another provider', async () => {
        expect(
          await refusedWith((claims) => ({ ...claims, iss: 'https://other-provider.example' })),
        ).toEqual(because('the ID token comes from another issuer'));
      });

      it('refuses an expired one', async () => {
        const past = Math.floor(Date.now() / 1000) - 3600;
        expect(await refusedWith((claims) => ({ ...claims, iat: past - 60, exp: past }))).toEqual(
          because('the ID token has expired'),
        );
      });

      it('refuses one whose nonce is not this sign-in’s', async () => {
        expect(await refusedWith((claims) => ({ ...claims, nonce: 'another-sign-in' }))).toEqual(
          because('the ID token belongs to another sign-in (its nonce does not match)'),
        );
      });

      it('refuses one issued to another client', async () => {
        expect(await refusedWith((claims) => ({ ...claims, aud: 'another-client' }))).toEqual(
          because('the ID token was issued to another client'),
        );
      });
    });

    it('refuses an address outside the team’s domains, and one the provider has not verified', async () => {
      const team = await ssoTeam();
      const outsider = personAt(`elsewhere-${unique()}.example`);
      const outside = await signInWithSso(newClient(server), team.domain, outsider.sub);
      const teamName = (
        await db()
          .selectFrom('teams')
          .select('name')
          .where('id', '=', team.id)
          .executeTakeFirstOrThrow()
      ).name;
      expect(refusal(outside.landing)).toEqual({
        code: 'sso_domain_not_allowed',
        description: `${outsider.email} is not an address of ${teamName} (${team.domain}), so it cannot sign in with its single sign-on. Sign in with your e-mail and password instead.`,
      });

      const unverified = personAt(team.domain, { emailVerified: false });
      const notVerified = await signInWithSso(newClient(server), team.domain, unverified.sub);
      expect(refusal(notVerified.landing)).toEqual({
        code: 'sso_email_not_verified',
        description: `Your team's sign-in service has not verified ${unverified.email}, so CodeNest cannot sign you in with it. ${ASK_OWNER}`,
      });
      const users = await db()
        .selectFrom('users')
        .select('id')
        .where('email', 'in', [outsider.email, unverified.email])
        .execute();
      expect(users).toEqual([]);
    });

    it('answers an unknown domain with 404 and a sentence, on sign-in and on the lookup', async () => {
      const domain = `nobody-${unique()}.example`;
      const { data, error } = await newClient(server).auth.signInWithSSO({ domain });
      expect(data).toBeNull();
      expect(error?.status).toBe(404);
      expect(error?.code).toBe('sso_provider_not_found');
      expect(error?.message).toBe(SSO_PROVIDER_NOT_FOUND(domain));

      const lookup = await server.app.inject({
        method: 'GET',
        url: `/functions/v1/sso-lookup?email=${encodeURIComponent(`ada@${domain}`)}`,
        headers: { authorization: `Bearer ${server.app.keys.anonKey}` },
      });
      expect(lookup.statusCode).toBe(404);
      expect(lookup.json()).toMatchObject({ message: SSO_PROVIDER_NOT_FOUND(domain) });
    });

    it('looks up the team of an address for the sign-in dialog', async () => {
      const team = await ssoTeam();
      const teamName = (
        await db()
          .selectFrom('teams')
          .select('name')
          .where('id', '=', team.id)
          .executeTakeFirstOrThrow()
      ).name;
      const lookup = await server.app.inject({
        method: 'GET',
        url: `/functions/v1/sso-lookup?email=${encodeURIComponent(`Ada@${team.domain.toUpperCase()}`)}`,
        headers: { authorization: `Bearer ${server.app.keys.anonKey}` },
      });
      expect(lookup.statusCode).toBe(200);
      expect(lookup.json()).toEqual({ teamName, domain: team.domain });
    });

    it('starts with a 303 to the provider without skip_http_redirect, and keeps redirect_to on this site', async () => {
      const team = await ssoTeam();
      const redirect = await fetch(`${server.url}/auth/v1/sso`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/json', apikey: server.app.keys.anonKey },
        body: JSON.stringify({ domain: team.domain }),
      });
      expect(redirect.status).toBe(303);
      const location = new URL(redirect.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/auth`);
      expect(location.searchParams.get('code_challenge_method')).toBe('S256');
      expect(location.searchParams.get('redirect_uri')).toBe(callbackUrl);
      expect(location.searchParams.get('client_id')).toBe(provider.clientId);
      const row = await db()
        .selectFrom('sso_logins')
        .selectAll()
        .where('team_id', '=', team.id)
        .executeTakeFirstOrThrow();
      expect(row.redirect_to).toBe(`${server.url}/dashboard`);
      expect(row.nonce).toBe(location.searchParams.get('nonce'));
      expect(row.state_hash).not.toBe(location.searchParams.get('state'));
      expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(10 * 60 * 1000);

      const foreign = await newClient(server).auth.signInWithSSO({
        domain: team.domain,
        options: { redirectTo: 'https://evil.example/steal' },
      });
      expect(foreign.error?.status).toBe(400);
      expect(foreign.error?.message).toBe(
        `redirect_to: must be an address on this site (${server.url}), such as ${server.url}/dashboard.`,
      );
    });

    it('says so when the team’s plan is not active', async () => {
      const team = await ssoTeam();
      await makePro(db(), team.owner.userId, 'enterprise', 'canceled', 5);
      const { error } = await newClient(server).auth.signInWithSSO({ domain: team.domain });
      expect(error?.status).toBe(409);
      expect(error?.message).toBe(TEAM_INACTIVE);
    });

    it('keeps the client secret encrypted, never answers it, and lets only the owner change it', async () => {
      const team = await ssoTeam();
      const row = await db()
        .selectFrom('team_sso')
        .selectAll()
        .where('team_id', '=', team.id)
        .executeTakeFirstOrThrow();
      expect(row.client_secret).not.toContain(provider.clientSecret);
      expect(row.client_secret).toMatch(/^v1\./);
      expect(openClientSecret(server.app.keys.ssoSecretKey, team.id, row.client_secret)).toBe(
        provider.clientSecret,
      );
      // Copied to another team's row, or opened with another key, it does not open.
      expect(
        openClientSecret(server.app.keys.ssoSecretKey, 'another-team', row.client_secret),
      ).toBeNull();
      expect(openClientSecret(crypto.randomBytes(32), team.id, row.client_secret)).toBeNull();

      const shown = await call('GET', `team-sso?teamId=${team.id}`, team.owner.token);
      expect(shown).toEqual({
        status: 200,
        body: {
          configured: true,
          issuer: provider.issuer,
          clientId: provider.clientId,
          hasSecret: true,
          domains: [{ domain: team.domain, verifiedAt: expect.any(String) as string }],
          verificationToken: row.verification_token,
          redirectUri: callbackUrl,
          updatedAt: row.updated_at,
        } satisfies TeamSso,
      });
      expect(JSON.stringify(shown.body)).not.toContain(provider.clientSecret);

      // Saved again without a secret: the one stored stays.
      const kept = await call('PUT', 'team-sso', team.owner.token, {
        teamId: team.id,
        issuer: provider.issuer,
        clientId: provider.clientId,
        domains: [team.domain, `second-${unique()}.example`],
      });
      expect(kept.status).toBe(200);
      const after = await db()
        .selectFrom('team_sso')
        .select('client_secret')
        .where('team_id', '=', team.id)
        .executeTakeFirstOrThrow();
      expect(after.client_secret).toBe(row.client_secret);

      const manager = await addMember(server, team.id, 'manager');
      expect(await call('GET', `team-sso?teamId=${team.id}`, manager.token)).toMatchObject({
        status: 403,
        body: { message: TEAM_OWNER_ONLY },
      });
      const stranger = await makeTeam(server);
      expect((await call('GET', `team-sso?teamId=${team.id}`, stranger.owner.token)).status).toBe(
        404,
      );
      const taken = await call('PUT', 'team-sso', stranger.owner.token, {
        teamId: stranger.id,
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: 'x',
        domains: [team.domain],
      });
      expect(taken).toMatchObject({
        status: 409,
        body: {
          code: 'sso_domain_taken',
          message: `domains: ${team.domain} already signs in with another team's single sign-on. Remove it here, or ask us if the domain is yours.`,
        },
      });

      const removed = await call('DELETE', 'team-sso', team.owner.token, { teamId: team.id });
      expect(removed.body).toMatchObject({ configured: false, hasSecret: false, domains: [] });
      const { error } = await newClient(server).auth.signInWithSSO({ domain: team.domain });
      expect(error?.status).toBe(404);
    });

    it('refuses public mail domains and a first save without a secret', async () => {
      const team = await makeTeam(server);
      const publicDomain = await call('PUT', 'team-sso', team.owner.token, {
        teamId: team.id,
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: 'x',
        domains: ['Gmail.com'],
      });
      expect(publicDomain).toMatchObject({
        status: 400,
        body: {
          message:
            'domains.0: is a public mail provider: anyone can have an address there. Use your organisation’s own domain',
        },
      });
      const noSecret = await call('PUT', 'team-sso', team.owner.token, {
        teamId: team.id,
        issuer: provider.issuer,
        clientId: provider.clientId,
        domains: [`first-${unique()}.example`],
      });
      expect(noSecret).toMatchObject({
        status: 400,
        body: {
          message: 'clientSecret: is required: the client secret your provider gave CodeNest',
        },
      });
    });
  });
}
