import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authErrorMessage, EMAIL_ALREADY_CONFIRMED } from '@domain/auth-messages';
import {
  followLink,
  mailsTo,
  newClient,
  quickFailureDelays,
  startListeningServer,
  uniqueEmail,
  type ListeningServer,
  type TestClient,
} from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { REFRESH_TOKEN_REUSE_INTERVAL_MS } from '@server/auth/sessions';
import { hashToken } from '@server/auth/tokens';

const PASSWORD = 'correct-horse-42';

for (const dialect of testDialects()) {
  describe(`/auth/v1 with the real Supabase client [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect);
    });
    afterAll(() => server.close());

    /** Signs up, follows the confirmation link and exchanges the code: a confirmed, signed-in client. */
    async function signedUpUser(name = 'Ada Lovelace') {
      const client = newClient(server);
      const email = uniqueEmail('ada');
      const { error } = await client.auth.signUp({
        email,
        password: PASSWORD,
        options: {
          data: { name, first_login: true },
          emailRedirectTo: `${server.url}/settings?first-login=true`,
        },
      });
      expect(error).toBeNull();
      const [mail] = await mailsTo(server, email);
      const landing = await followLink(mail!.link!);
      const { data, error: exchangeError } = await client.auth.exchangeCodeForSession(
        landing.searchParams.get('code')!,
      );
      expect(exchangeError).toBeNull();
      return { client, email, session: data.session! };
    }

    it('signs up an unconfirmed user and mails a confirmation link with text and HTML parts', async () => {
      const client = newClient(server);
      const email = uniqueEmail('new');
      const { data, error } = await client.auth.signUp({
        email,
        password: PASSWORD,
        options: {
          data: { name: 'Grace Hopper', first_login: true },
          emailRedirectTo: `${server.url}/settings?first-login=true`,
        },
      });
      expect(error).toBeNull();
      expect(data.session).toBeNull();
      expect(data.user).toMatchObject({
        email: email.toLowerCase(),
        email_confirmed_at: null,
        user_metadata: { name: 'Grace Hopper', first_login: true },
        app_metadata: { provider: 'email', providers: ['email'] },
        factors: [],
      });
      expect(data.user?.identities).toHaveLength(1);

      const mails = await mailsTo(server, email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe('Confirm your CodeNest account');
      expect(mail.text).toContain('CodeNest');
      expect(mail.text).toContain(mail.link);
      expect(mail.html).toContain('CodeNest');
      expect(mail.html).toContain('Confirm my account');
      expect(mail.link).toMatch(/\/auth\/v1\/verify\?token=.+&type=signup&redirect_to=/);

      const { error: early } = await client.auth.signInWithPassword({ email, password: PASSWORD });
      expect(early?.message).toBe('Email not confirmed');
      expect(authErrorMessage(early?.message)).toBe(
        'Please check your email and click the confirmation link before signing in.',
      );
    });

    it('confirms through /verify, lands on redirect_to with a code, and the PKCE exchange signs in', async () => {
      const client = newClient(server);
      const email = uniqueEmail('pkce');
      const events: string[] = [];
      client.auth.onAuthStateChange((event) => events.push(event));
      await client.auth.signUp({
        email,
        password: PASSWORD,
        options: {
          data: { name: 'Linus', first_login: true },
          emailRedirectTo: `${server.url}/settings?first-login=true`,
        },
      });
      const [mail] = await mailsTo(server, email);
      const landing = await followLink(mail!.link!);
      expect(`${landing.origin}${landing.pathname}`).toBe(`${server.url}/settings`);
      expect(landing.searchParams.get('first-login')).toBe('true');
      const code = landing.searchParams.get('code');
      expect(code).toBeTruthy();

      const { data, error } = await client.auth.exchangeCodeForSession(code!);
      expect(error).toBeNull();
      expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
      expect(data.session?.expires_at).toBeGreaterThan(Date.now() / 1000);
      expect(data.session?.refresh_token).toBeTruthy();
      expect(data.user?.email_confirmed_at).toBeTruthy();
      expect(data.user?.user_metadata.first_login).toBe(true);
      expect(events).toContain('SIGNED_IN');

      // The link and the code are single-use: the link again says the address is confirmed.
      const again = await followLink(mail!.link!);
      expect(`${again.origin}${again.pathname}`).toBe(`${server.url}/`);
      expect(again.searchParams.get('first-login')).toBeNull();
      expect(again.searchParams.get('code')).toBeNull();
      expect(again.searchParams.get('error_code')).toBe('email_already_confirmed');
      expect(again.searchParams.get('error_description')).toBe(EMAIL_ALREADY_CONFIRMED);
      const reuse = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: server.app.keys.anonKey },
        body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
      });
      expect(reuse.status).toBe(404);
      expect(await reuse.json()).toMatchObject({ code: 'flow_state_not_found' });
    });

    it('says a link is invalid or expired when it is unknown, or expired before the address was confirmed', async () => {
      const client = newClient(server);
      const email = uniqueEmail('late');
      await client.auth.signUp({
        email,
        password: PASSWORD,
        options: { emailRedirectTo: `${server.url}/settings?first-login=true` },
      });
      const [mail] = await mailsTo(server, email);
      const { db } = server.app.database;
      const token = new URL(mail!.link!).searchParams.get('token')!;
      const expire = () =>
        db
          .updateTable('one_time_tokens')
          .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
          .where('token_hash', '=', hashToken(token))
          .execute();
      await expire();
      const late = await followLink(mail!.link!);
      expect(late.searchParams.get('error_description')).toBe(
        'Email link is invalid or has expired',
      );
      const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
      expect(error?.message).toBe('Email not confirmed');

      const unknown = await followLink(mail!.link!.replace(token, `${token}x`));
      expect(unknown.searchParams.get('error_description')).toBe(
        'Email link is invalid or has expired',
      );
    });

    it('says an expired confirmation link of a confirmed address is already confirmed', async () => {
      const client = newClient(server);
      const email = uniqueEmail('early');
      await client.auth.signUp({ email, password: PASSWORD });
      // A repeat sign-up mails a second link; the owner confirms with it.
      await client.auth.signUp({ email, password: PASSWORD });
      const [first, second] = await mailsTo(server, email);
      await followLink(second!.link!);
      const token = new URL(first!.link!).searchParams.get('token')!;
      await server.app.database.db
        .updateTable('one_time_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', hashToken(token))
        .execute();
      const late = await followLink(first!.link!);
      expect(late.searchParams.get('code')).toBeNull();
      expect(late.searchParams.get('error_description')).toBe(EMAIL_ALREADY_CONFIRMED);
    });

    it('never redirects to another site', async () => {
      const client = newClient(server);
      const email = uniqueEmail('redirect');
      await client.auth.signUp({
        email,
        password: PASSWORD,
        options: { emailRedirectTo: 'https://evil.example/steal' },
      });
      const [mail] = await mailsTo(server, email);
      const landing = await followLink(mail!.link!);
      expect(landing.origin).toBe(server.url);
      expect(landing.pathname).toBe('/');
    });

    it('signs in with a password and answers the session and user shapes of SPEC §3', async () => {
      const { email } = await signedUpUser();
      const client = newClient(server);
      const { data, error } = await client.auth.signInWithPassword({
        email: `  ${email.toUpperCase()} `,
        password: PASSWORD,
      });
      expect(error).toBeNull();
      expect(Object.keys(data.session!)).toEqual(
        expect.arrayContaining([
          'access_token',
          'refresh_token',
          'expires_in',
          'expires_at',
          'token_type',
          'user',
        ]),
      );
      expect(Object.keys(data.user!)).toEqual(
        expect.arrayContaining([
          'id',
          'email',
          'created_at',
          'user_metadata',
          'app_metadata',
          'identities',
          'factors',
        ]),
      );
      expect(data.user?.last_sign_in_at).toBeTruthy();

      // The access token verifies against the published JWKS (ES256).
      const { data: claims, error: claimsError } = await client.auth.getClaims();
      expect(claimsError).toBeNull();
      expect(claims?.header.alg).toBe('ES256');
      expect(claims?.claims).toMatchObject({
        sub: data.user!.id,
        role: 'authenticated',
        email: email.toLowerCase(),
      });
    });

    it.each([
      ['a wrong password', 'not-the-password'],
      ['an unknown e-mail', null],
    ])('answers %s with "Invalid login credentials"', async (_case, password) => {
      const { email } = await signedUpUser();
      const client = newClient(server);
      const { error } = await client.auth.signInWithPassword({
        email: password ? email : uniqueEmail('nobody'),
        password: password ?? PASSWORD,
      });
      expect(error?.status).toBe(400);
      expect(error?.message).toBe('Invalid login credentials');
      expect(authErrorMessage(error?.message)).toBe(
        'The email or password you entered is incorrect. Please check your credentials and try again.',
      );
    });

    it('refuses a second account for a confirmed address with "User already registered"', async () => {
      const { email } = await signedUpUser();
      const { error } = await newClient(server).auth.signUp({ email, password: PASSWORD });
      expect(error?.message).toBe('User already registered');
      expect(authErrorMessage(error?.message)).toBe(
        'An account with this email already exists. Please sign in instead.',
      );
    });

    it('refuses weak passwords with the weak-password error', async () => {
      const client = newClient(server);
      const short = await client.auth.signUp({ email: uniqueEmail('weak'), password: 'abc' });
      expect(short.error).toBeInstanceOf(AuthWeakPasswordError);
      expect(short.error?.message).toBe('Password should be at least 6 characters.');
      expect((short.error as AuthWeakPasswordError).reasons).toEqual(['length']);
      expect(authErrorMessage(short.error?.message)).toBe(
        'Password must be at least 6 characters long.',
      );
      const common = await client.auth.signUp({ email: uniqueEmail('weak'), password: 'password' });
      expect((common.error as AuthWeakPasswordError).reasons).toEqual(['pwned']);
    });

    it('answers a malformed e-mail and a missing password with 400s that say what to fix', async () => {
      const client = newClient(server);
      const bad = await client.auth.signUp({ email: 'not-an-address', password: PASSWORD });
      expect(bad.error?.status).toBe(400);
      expect(bad.error?.message).toContain('Unable to validate email address');
      const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.com' }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'password: Enter a password.' });
    });

    it('rotates refresh tokens, and reusing a spent one after the reuse interval revokes the session', async () => {
      const { client, session } = await signedUpUser();
      const first = session.refresh_token;
      const { data, error } = await client.auth.refreshSession();
      expect(error).toBeNull();
      const second = data.session!.refresh_token;
      expect(second).not.toBe(first);
      await server.app.database.db
        .updateTable('refresh_tokens')
        .set({
          revoked_at: new Date(Date.now() - REFRESH_TOKEN_REUSE_INTERVAL_MS - 1000).toISOString(),
        })
        .where('token_hash', '=', hashToken(first))
        .execute();

      const replay = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: first }),
      });
      expect(replay.status).toBe(400);
      expect(await replay.json()).toMatchObject({
        code: 'refresh_token_already_used',
        message: 'Invalid Refresh Token: Already Used',
      });

      // The whole session is gone: its newest token and its access token stop working.
      const { error: afterReuse } = await client.auth.refreshSession({ refresh_token: second });
      expect(afterReuse?.message).toContain('Invalid Refresh Token');
      const user = await fetch(`${server.url}/auth/v1/user`, {
        headers: { authorization: `Bearer ${data.session!.access_token}` },
      });
      expect(user.status).toBe(403);

      const { error: unknown } = await client.auth.refreshSession({ refresh_token: 'nope' });
      expect(unknown?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
    });

    it('reads and updates the user: profile metadata, and a password change that needs the old one', async () => {
      const { client, email } = await signedUpUser();
      const events: string[] = [];
      client.auth.onAuthStateChange((event) => events.push(event));
      const { data, error } = await client.auth.updateUser({
        data: { bio: 'C fan', location: 'Lisbon', first_login: false },
      });
      expect(error).toBeNull();
      expect(data.user?.user_metadata).toMatchObject({
        name: 'Ada Lovelace',
        bio: 'C fan',
        location: 'Lisbon',
        first_login: false,
      });
      expect(events).toContain('USER_UPDATED');
      const { data: fresh } = await client.auth.getUser();
      expect(fresh.user?.user_metadata.bio).toBe('C fan');

      const badWebsite = await client.auth.updateUser({ data: { website: 'not a url' } });
      expect(badWebsite.error?.message).toContain('website');

      const missing = await client.auth.updateUser({ password: 'brand-new-pass-1' });
      expect(missing.error?.message).toBe('Enter your current password to set a new one.');
      const wrong = await client.auth.updateUser({
        password: 'brand-new-pass-1',
        current_password: 'wrong-one',
      });
      expect(wrong.error?.message).toBe('Your current password is not correct.');
      const changed = await client.auth.updateUser({
        password: 'brand-new-pass-1',
        current_password: PASSWORD,
      });
      expect(changed.error).toBeNull();

      const other = newClient(server);
      const old = await other.auth.signInWithPassword({ email, password: PASSWORD });
      expect(old.error?.message).toBe('Invalid login credentials');
      const fresh2 = await other.auth.signInWithPassword({ email, password: 'brand-new-pass-1' });
      expect(fresh2.error).toBeNull();
    });

    it('signs out with the others, local and global scopes', async () => {
      const { email } = await signedUpUser();
      const signIn = async () => {
        const client = newClient(server);
        const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
        expect(error).toBeNull();
        return client;
      };
      const stillSignedIn = async (client: TestClient) => {
        const { data } = await client.auth.getSession();
        const response = await fetch(`${server.url}/auth/v1/user`, {
          headers: { authorization: `Bearer ${data.session?.access_token ?? ''}` },
        });
        return response.status === 200;
      };
      const [a, b, c] = [await signIn(), await signIn(), await signIn()];
      const bSession = (await b.auth.getSession()).data.session!;

      await a.auth.signOut({ scope: 'others' });
      expect(await stillSignedIn(a)).toBe(true);
      expect(
        (
          await fetch(`${server.url}/auth/v1/user`, {
            headers: { authorization: `Bearer ${bSession.access_token}` },
          })
        ).status,
      ).toBe(403);
      expect(await stillSignedIn(c)).toBe(false);

      const d = await signIn();
      const aSession = (await a.auth.getSession()).data.session!;
      await a.auth.signOut({ scope: 'local' });
      expect((await a.auth.getSession()).data.session).toBeNull();
      expect(
        (
          await fetch(`${server.url}/auth/v1/user`, {
            headers: { authorization: `Bearer ${aSession.access_token}` },
          })
        ).status,
      ).toBe(403);
      expect(await stillSignedIn(d)).toBe(true);

      const e = await signIn();
      await e.auth.signOut();
      expect(await stillSignedIn(d)).toBe(false);
    });

    it('recovers a password: the mailed link signs in with a PASSWORD_RECOVERY event', async () => {
      const { email } = await signedUpUser();
      const client = newClient(server);
      const events: string[] = [];
      client.auth.onAuthStateChange((event) => events.push(event));
      const { error } = await client.auth.resetPasswordForEmail(email, {
        redirectTo: `${server.url}/settings?tab=profile`,
      });
      expect(error).toBeNull();
      const mail = (await mailsTo(server, email)).find((m) => m.subject.includes('Reset'));
      expect(mail?.subject).toBe('Reset your CodeNest password');
      expect(mail?.html).toContain('Choose a new password');
      const landing = await followLink(mail!.link!);
      expect(landing.pathname).toBe('/settings');
      const { error: exchangeError } = await client.auth.exchangeCodeForSession(
        landing.searchParams.get('code')!,
      );
      expect(exchangeError).toBeNull();
      expect(events).toContain('PASSWORD_RECOVERY');

      // Signed in by the link, the learner sets a new password without the old one.
      const { error: updateError } = await client.auth.updateUser({ password: 'recovered-pw-9' });
      expect(updateError).toBeNull();
      const { error: signInError } = await newClient(server).auth.signInWithPassword({
        email,
        password: 'recovered-pw-9',
      });
      expect(signInError).toBeNull();
    });

    it('answers a reset request for an unknown address exactly like a known one, and mails nothing', async () => {
      const email = uniqueEmail('ghost');
      const response = await fetch(`${server.url}/auth/v1/recover`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({});
      expect(await mailsTo(server, email)).toHaveLength(0);
    });

    it('publishes settings and the JWKS', async () => {
      const settings: unknown = await (await fetch(`${server.url}/auth/v1/settings`)).json();
      expect(settings).toMatchObject({ external: { email: true }, mailer_autoconfirm: false });
      const jwks = (await (await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)).json()) as {
        keys: { kid: string; alg: string; d?: string }[];
      };
      expect(jwks.keys).toHaveLength(1);
      expect(jwks.keys[0]).toMatchObject({ alg: 'ES256', kid: server.app.keys.kid });
      expect(jwks.keys[0]?.d).toBeUndefined();
    });
  });

  describe(`/auth/v1 limits and demo confirmation [${dialect.name}]`, () => {
    it('past the failure limit for an e-mail, still answers each password: ten wrong ones, then the right one signs in', async () => {
      const env = { MAIL_AUTOCONFIRM: 'true' };
      const server = await startListeningServer(dialect, env, quickFailureDelays(env));
      try {
        const client = newClient(server);
        const email = uniqueEmail('brute');
        expect((await client.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
        for (let attempt = 0; attempt < 11; attempt += 1) {
          const { error } = await client.auth.signInWithPassword({ email, password: 'guess-123' });
          expect(error?.status).toBe(400);
          expect(error?.message).toBe('Invalid login credentials');
        }
        const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
        expect(error).toBeNull();
      } finally {
        await server.close();
      }
    });

    it('rate-limits failures per address with a 429 and a clear message', async () => {
      const server = await startListeningServer(dialect, { AUTH_RATE_LIMIT: '2' });
      try {
        const client = newClient(server);
        await client.auth.signInWithPassword({ email: uniqueEmail('a'), password: 'guess-123' });
        await client.auth.signInWithPassword({ email: uniqueEmail('b'), password: 'guess-123' });
        const { error } = await client.auth.signInWithPassword({
          email: uniqueEmail('c'),
          password: 'guess-123',
        });
        expect(error?.status).toBe(429);
        expect(error?.message).toMatch(
          /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
        );
      } finally {
        await server.close();
      }
    });

    it('with MAIL_AUTOCONFIRM=true signs up straight into a session and mails nothing', async () => {
      const server = await startListeningServer(dialect, { MAIL_AUTOCONFIRM: 'true' });
      try {
        const client = newClient(server);
        const email = uniqueEmail('demo');
        const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
        expect(error).toBeNull();
        expect(data.session?.access_token).toBeTruthy();
        expect(data.user?.email_confirmed_at).toBeTruthy();
        expect(await mailsTo(server, email)).toHaveLength(0);
      } finally {
        await server.close();
      }
    });
  });
}
