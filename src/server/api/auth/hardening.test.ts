import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  followLink,
  mailsTo,
  newClient,
  quickFailureDelays,
  startListeningServer,
  uniqueEmail,
  type ListeningServer,
} from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { HELLO } from '@tests/helpers/execute';
import { startTestServer } from '@tests/helpers/server';
import { CONTESTED_SIGNUP_CONFIRMED } from '@domain/auth-messages';
import { isRecovering, RECOVERY_WINDOW_MS } from '@server/auth/sessions';

const PASSWORD = 'correct-horse-42';
const ATTACKER_PASSWORD = 'attacker-pass-99';

/** A JSON call to the server as a browser or a script would make it. */
function call(
  server: ListeningServer,
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  return fetch(`${server.url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      apikey: server.app.keys.anonKey,
      authorization: `Bearer ${init.token ?? server.app.keys.anonKey}`,
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

const signUp = (server: ListeningServer, email: string, password: string, name = 'Victim') =>
  call(server, '/auth/v1/signup', {
    body: { email, password, data: { name, first_login: true } },
  });

const signIn = (
  server: ListeningServer,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) => call(server, '/auth/v1/token?grant_type=password', { body: { email, password }, headers });

for (const dialect of testDialects()) {
  describe(`account takeover protections [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect);
    });
    afterAll(() => server.close());

    it('builds reset and confirmation links from PUBLIC_URL, never from Host or X-Forwarded-Host', async () => {
      const email = uniqueEmail('host');
      const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
      await call(server, '/auth/v1/signup', {
        body: { email, password: PASSWORD },
        headers: forged,
      });
      await call(server, '/auth/v1/recover', { body: { email }, headers: forged });
      const mails = await mailsTo(server, email);
      expect(mails).toHaveLength(2);
      for (const mail of mails) {
        expect(mail.link?.startsWith(`${server.url}/auth/v1/verify?`)).toBe(true);
        expect(mail.text).not.toContain('evil.example');
      }
    });

    it('keeps the first password and profile on a repeat sign-up, mails again, and the first link keeps working', async () => {
      const email = uniqueEmail('twice');
      expect((await signUp(server, email, PASSWORD, 'First')).status).toBe(200);
      const repeat = await signUp(server, `  ${email.toUpperCase()} `, PASSWORD, 'Second');
      expect(repeat.status).toBe(200);
      const answer = (await repeat.json()) as {
        created_at: string;
        confirmation_sent_at: string;
        user_metadata: { name: string };
      };
      expect(answer.user_metadata.name).toBe('First');
      expect(Date.parse(answer.confirmation_sent_at)).toBeGreaterThanOrEqual(
        Date.parse(answer.created_at),
      );
      const mails = await mailsTo(server, email);
      expect(mails).toHaveLength(2);
      const landing = await followLink(mails[0]!.link!);
      expect(landing.searchParams.get('error')).toBeNull();
      // Signed up without PKCE: the first link's session travels in the fragment.
      expect(landing.hash).toContain('access_token=');
      expect((await signIn(server, email, PASSWORD)).status).toBe(200);
    });

    it('never lets a second sign-up with another password take the account: the owner chooses the password', async () => {
      const email = uniqueEmail('victim');
      await signUp(server, email, PASSWORD);
      const attack = await signUp(
        server,
        ` ${email.toUpperCase()}  `,
        ATTACKER_PASSWORD,
        'Attacker',
      );
      expect(attack.status).toBe(200);
      expect(
        ((await attack.json()) as { user_metadata: { name: string } }).user_metadata.name,
      ).toBe('Victim');
      // The owner confirms with either mail (here the second, the one the attacker caused).
      const mails = await mailsTo(server, email);
      expect(mails).toHaveLength(2);
      const landing = await followLink(mails[1]!.link!);
      expect(landing.searchParams.get('code')).toBeNull();
      expect(landing.searchParams.get('error_code')).toBe('signup_contested');
      expect(landing.searchParams.get('error_description')).toBe(CONTESTED_SIGNUP_CONFIRMED);
      for (const password of [ATTACKER_PASSWORD, PASSWORD]) {
        const attempt = await signIn(server, email, password);
        expect(attempt.status).toBe(400);
        expect(((await attempt.json()) as { message: string }).message).toBe(
          'Invalid login credentials',
        );
      }
      // The owner sets a password through the reset mail, which only reaches their inbox.
      const client = newClient(server);
      await client.auth.resetPasswordForEmail(email, { redirectTo: `${server.url}/` });
      const reset = (await mailsTo(server, email)).find((m) => m.subject.includes('Reset'));
      const resetLanding = await followLink(reset!.link!);
      await client.auth.exchangeCodeForSession(resetLanding.searchParams.get('code')!);
      expect((await client.auth.updateUser({ password: 'owners-choice-31' })).error).toBeNull();
      expect((await signIn(server, email, 'owners-choice-31')).status).toBe(200);
      expect((await signIn(server, email, ATTACKER_PASSWORD)).status).toBe(400);
    });

    it('limits current-password guesses on PUT /user per address like sign-in', async () => {
      const limited = await startListeningServer(dialect, {
        MAIL_AUTOCONFIRM: 'true',
        AUTH_RATE_LIMIT: '3',
      });
      try {
        const email = uniqueEmail('oracle');
        const session = (await (await signUp(limited, email, PASSWORD)).json()) as {
          access_token: string;
        };
        const guess = (current: string) =>
          call(limited, '/auth/v1/user', {
            method: 'PUT',
            token: session.access_token,
            body: { password: 'new-password-77', current_password: current },
          });
        for (let i = 0; i < 3; i++) expect((await guess(`wrong-${i}`)).status).toBe(400);
        const blocked = await guess('wrong-again');
        expect(blocked.status).toBe(429);
        expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
      } finally {
        await limited.close();
      }
    });

    it('refuses tokens of signed-out sessions and deleted users everywhere, with 403 and no 500', async () => {
      const autoconfirm = await startListeningServer(dialect, { MAIL_AUTOCONFIRM: 'true' });
      try {
        const signedUp = async () => {
          const email = uniqueEmail('gone');
          const body = (await (await signUp(autoconfirm, email, PASSWORD)).json()) as {
            access_token: string;
          };
          return body.access_token;
        };
        const endpoints = [
          ['/functions/v1/execute-c', { code: HELLO }],
          ['/functions/v1/newsletter', { email: 'reader@example.com' }],
          [
            '/functions/v1/contact',
            {
              name: 'Ada',
              email: 'ada@example.com',
              subject: 'Hello',
              category: 'general',
              message: 'A message long enough to be accepted by the form.',
            },
          ],
        ] as const;

        const signedOut = await signedUp();
        expect(
          (await call(autoconfirm, '/auth/v1/logout', { body: {}, token: signedOut })).status,
        ).toBe(204);
        const deleted = await signedUp();
        expect(
          (
            await call(autoconfirm, '/functions/v1/delete-account', {
              body: {},
              token: deleted,
            })
          ).status,
        ).toBe(200);

        for (const token of [signedOut, deleted]) {
          for (const [path, body] of endpoints) {
            const response = await call(autoconfirm, path, { body, token });
            expect(response.status, path).toBe(403);
            expect(((await response.json()) as { code: string }).code).toBe('session_not_found');
          }
        }
      } finally {
        await autoconfirm.close();
      }
    });

    it('answers tokens, users and account figures with Cache-Control: no-store', async () => {
      const email = uniqueEmail('cache');
      const signUpAnswer = await signUp(server, email, PASSWORD);
      expect(signUpAnswer.headers.get('cache-control')).toBe('no-store');
      const [mail] = await mailsTo(server, email);
      await followLink(mail!.link!);
      const token = await signIn(server, email, PASSWORD);
      expect(token.headers.get('cache-control')).toBe('no-store');
      const { access_token } = (await token.json()) as { access_token: string };
      const user = await call(server, '/auth/v1/user', { token: access_token });
      expect(user.headers.get('cache-control')).toBe('no-store');
      const summary = await call(server, '/functions/v1/account-summary', {
        token: access_token,
      });
      expect(summary.status).toBe(200);
      expect(summary.headers.get('cache-control')).toBe('no-store');
    });

    it('ends the recovery privilege once the new password is set', async () => {
      const email = uniqueEmail('recovery');
      await signUp(server, email, PASSWORD);
      await followLink((await mailsTo(server, email))[0]!.link!);
      const client = newClient(server);
      await client.auth.resetPasswordForEmail(email, { redirectTo: `${server.url}/` });
      const reset = (await mailsTo(server, email)).find((m) => m.subject.includes('Reset'));
      const landing = await followLink(reset!.link!);
      await client.auth.exchangeCodeForSession(landing.searchParams.get('code')!);
      expect((await client.auth.updateUser({ password: 'chosen-after-reset-1' })).error).toBeNull();
      // The same session, refreshed, is an ordinary one now: the old password is asked for.
      await client.auth.refreshSession();
      const again = await client.auth.updateUser({ password: 'changed-twice-22' });
      expect(again.error?.message).toBe('Enter your current password to set a new one.');
    });

    it('refuses to refresh a session older than SESSION_MAX_AGE_HOURS', async () => {
      const email = uniqueEmail('old');
      await signUp(server, email, PASSWORD);
      await followLink((await mailsTo(server, email))[0]!.link!);
      const client = newClient(server);
      const { data } = await client.auth.signInWithPassword({ email, password: PASSWORD });
      const claims = JSON.parse(
        Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString(),
      ) as { session_id: string };
      const sessionId = claims.session_id;
      const longAgo = new Date(
        Date.now() - server.config.auth.sessionMaxAgeSeconds * 1000 - 60_000,
      ).toISOString();
      await server.app.database.db
        .updateTable('sessions')
        .set({ created_at: longAgo })
        .where('id', '=', sessionId)
        .execute();
      const refresh = await call(server, '/auth/v1/token?grant_type=refresh_token', {
        body: { refresh_token: data.session!.refresh_token },
      });
      expect(refresh.status).toBe(400);
      expect(await refresh.json()).toMatchObject({
        code: 'session_expired',
        message: 'Invalid Refresh Token: Session Expired',
      });
    });
  });

  describe(`sign-in limits count failures, per address and e-mail [${dialect.name}]`, () => {
    it('never counts successful sign-ins: a class behind one address signs in all day', async () => {
      const server = await startListeningServer(dialect, {
        MAIL_AUTOCONFIRM: 'true',
        AUTH_RATE_LIMIT: '3',
        AUTH_EMAIL_RATE_LIMIT: '3',
      });
      try {
        const email = uniqueEmail('class');
        await signUp(server, email, PASSWORD);
        for (let i = 0; i < 8; i++)
          expect((await signIn(server, email, PASSWORD)).status).toBe(200);
      } finally {
        await server.close();
      }
    });

    it('lets the owner in after a classmate behind the same address guessed ten times', async () => {
      const env = { MAIL_AUTOCONFIRM: 'true', TRUST_PROXY: '1' };
      const server = await startListeningServer(dialect, env, quickFailureDelays(env));
      try {
        const email = uniqueEmail('owner');
        await signUp(server, email, PASSWORD);
        const classroom = { 'x-forwarded-for': '198.51.100.7' };
        // Ten is AUTH_EMAIL_RATE_LIMIT's default; past it each guess only waits longer.
        for (let i = 0; i < 12; i++) {
          const guess = await signIn(server, email, `guess-${i}`, classroom);
          expect(guess.status).toBe(400);
          expect(((await guess.json()) as { message: string }).message).toBe(
            'Invalid login credentials',
          );
        }
        expect((await signIn(server, email, PASSWORD, classroom)).status).toBe(200);
        // Failures from other addresses too only slow the e-mail down.
        for (let i = 0; i < 2; i++) {
          const guess = await signIn(server, email, `guess-${i}`, {
            'x-forwarded-for': `203.0.113.${i + 1}`,
          });
          expect(guess.status).toBe(400);
        }
        const elsewhere = { 'x-forwarded-for': '192.0.2.44' };
        expect((await signIn(server, email, PASSWORD, elsewhere)).status).toBe(200);
      } finally {
        await server.close();
      }
    });

    it('behind a proxy, trusts only the hop the proxy added: a spoofed X-Forwarded-For escapes nothing', async () => {
      const server = await startListeningServer(dialect, {
        AUTH_RATE_LIMIT: '2',
        TRUST_PROXY: 'true',
      });
      try {
        const spoofed = (i: number) => ({ 'x-forwarded-for': `10.9.9.${i}, 198.51.100.20` });
        const statuses = [];
        for (let i = 0; i < 4; i++) {
          const response = await signIn(server, uniqueEmail(`spoof${i}`), 'guess-123', spoofed(i));
          statuses.push(response.status);
        }
        expect(statuses).toEqual([400, 400, 429, 429]);
      } finally {
        await server.close();
      }
    });
  });
}

describe('links without PUBLIC_URL', () => {
  it('point at http://localhost:PORT whatever Host or X-Forwarded-Host say, even behind a trusted proxy', async () => {
    const server = await startTestServer({ PORT: '4321', TRUST_PROXY: 'true' });
    try {
      const email = uniqueEmail('default');
      const headers = {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        'content-type': 'application/json',
      };
      for (const url of ['/auth/v1/signup', '/auth/v1/recover']) {
        await server.app.inject({
          method: 'POST',
          url,
          headers,
          payload: { email, password: PASSWORD },
        });
      }
      const mails = await mailsTo(server, email);
      expect(mails.map((mail) => new URL(mail.link!).origin)).toEqual([
        'http://localhost:4321',
        'http://localhost:4321',
      ]);
    } finally {
      await server.close();
    }
  });
});

describe('the recovery privilege', () => {
  it('lasts ten minutes from the recovery link and only for recovery sessions', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    const at = (msAgo: number) => new Date(now - msAgo).toISOString();
    expect(isRecovering({ method: 'recovery', createdAt: at(60_000) }, now)).toBe(true);
    expect(isRecovering({ method: 'recovery', createdAt: at(RECOVERY_WINDOW_MS + 1) }, now)).toBe(
      false,
    );
    expect(isRecovering({ method: 'password', createdAt: at(60_000) }, now)).toBe(false);
  });
});
