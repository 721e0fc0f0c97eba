import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newClient,
  startListeningServer,
  uniqueEmail,
  type ListeningServer,
} from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { REFRESH_TOKEN_REUSE_INTERVAL_MS } from '@server/auth/sessions';
import { hashToken, openSealedToken, sealToken } from '@server/auth/tokens';

const PASSWORD = 'correct-horse-42';

interface Session {
  access_token: string;
  refresh_token: string;
}

const sessionIdOf = (accessToken: string) =>
  (
    JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as {
      session_id: string;
    }
  ).session_id;

for (const dialect of testDialects()) {
  describe(`a refresh token presented twice [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect, { MAIL_AUTOCONFIRM: 'true' });
    });
    afterAll(() => server.close());

    const refresh = (refreshToken: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: server.app.keys.anonKey },
        body: JSON.stringify({ refresh_token: refreshToken }),
      });

    const userStatus = async (accessToken: string) =>
      (
        await fetch(`${server.url}/auth/v1/user`, {
          headers: { authorization: `Bearer ${accessToken}` },
        })
      ).status;

    async function signedIn(): Promise<Session> {
      const { data, error } = await newClient(server).auth.signUp({
        email: uniqueEmail('tabs'),
        password: PASSWORD,
      });
      expect(error).toBeNull();
      return data.session!;
    }

    /** Moves the moment a token was exchanged back past the reuse interval. */
    async function exchangedLongAgo(refreshToken: string) {
      await server.app.database.db
        .updateTable('refresh_tokens')
        .set({
          revoked_at: new Date(Date.now() - REFRESH_TOKEN_REUSE_INTERVAL_MS - 1000).toISOString(),
        })
        .where('token_hash', '=', hashToken(refreshToken))
        .execute();
    }

    it('answers two refreshes at once with the same session, which stays usable', async () => {
      const session = await signedIn();
      const responses = await Promise.all([
        refresh(session.refresh_token),
        refresh(session.refresh_token),
      ]);
      expect(responses.map((response) => response.status)).toEqual([200, 200]);
      const [first, second] = (await Promise.all(responses.map((response) => response.json()))) as [
        Session,
        Session,
      ];
      expect(second.refresh_token).toBe(first.refresh_token);
      expect(first.refresh_token).not.toBe(session.refresh_token);
      expect(sessionIdOf(first.access_token)).toBe(sessionIdOf(session.access_token));
      expect(sessionIdOf(second.access_token)).toBe(sessionIdOf(session.access_token));
      expect(await userStatus(first.access_token)).toBe(200);
      expect(await userStatus(second.access_token)).toBe(200);

      const next = await refresh(first.refresh_token);
      expect(next.status).toBe(200);
      expect(await userStatus(((await next.json()) as Session).access_token)).toBe(200);
    });

    it('answers two tabs of the Supabase client refreshing at once with one session', async () => {
      const session = await signedIn();
      const tabs = [newClient(server), newClient(server)];
      const answers = await Promise.all(
        tabs.map((tab) => tab.auth.refreshSession({ refresh_token: session.refresh_token })),
      );
      for (const { error } of answers) expect(error).toBeNull();
      const [a, b] = answers.map(({ data }) => data.session!);
      expect(b!.refresh_token).toBe(a!.refresh_token);
      expect(sessionIdOf(b!.access_token)).toBe(sessionIdOf(a!.access_token));
      for (const tab of tabs) {
        const { error } = await tab.auth.getUser();
        expect(error).toBeNull();
      }
      const { error } = await tabs[1]!.auth.refreshSession();
      expect(error).toBeNull();
    });

    it('answers a spent token within the interval with the current token, even two exchanges on', async () => {
      const session = await signedIn();
      const second = (await (await refresh(session.refresh_token)).json()) as Session;
      const third = (await (await refresh(second.refresh_token)).json()) as Session;
      const late = await refresh(session.refresh_token);
      expect(late.status).toBe(200);
      expect(((await late.json()) as Session).refresh_token).toBe(third.refresh_token);
    });

    it('revokes the whole session when a spent token comes back after the interval', async () => {
      const session = await signedIn();
      const second = (await (await refresh(session.refresh_token)).json()) as Session;
      await exchangedLongAgo(session.refresh_token);

      const replay = await refresh(session.refresh_token);
      expect(replay.status).toBe(400);
      expect(await replay.json()).toMatchObject({
        code: 'refresh_token_already_used',
        message: 'Invalid Refresh Token: Already Used',
      });
      expect((await refresh(second.refresh_token)).status).toBe(400);
      expect(await userStatus(second.access_token)).toBe(403);
    });

    it('keeps no refresh token in plaintext, and a successor only for the interval', async () => {
      const session = await signedIn();
      const second = (await (await refresh(session.refresh_token)).json()) as Session;
      const rows = () =>
        server.app.database.db
          .selectFrom('refresh_tokens')
          .selectAll()
          .where('session_id', '=', sessionIdOf(session.access_token))
          .execute();
      const stored = JSON.stringify(await rows());
      for (const token of [session.refresh_token, second.refresh_token]) {
        expect(stored).not.toContain(token);
      }
      const spent = (await rows()).find(
        (row) => row.token_hash === hashToken(session.refresh_token),
      );
      expect(spent?.sealed_successor).toEqual(expect.any(String));

      await exchangedLongAgo(session.refresh_token);
      // Any later exchange erases the successors whose interval is over.
      await refresh(second.refresh_token);
      const erased = (await rows()).find(
        (row) => row.token_hash === hashToken(session.refresh_token),
      );
      expect(erased?.sealed_successor).toBeNull();
    });
  });
}

describe('sealed tokens', () => {
  const key = crypto.randomBytes(32);

  it('open only with their key and for the row they were sealed for', () => {
    const sealed = sealToken(key, 'the-successor', 'row-1');
    expect(sealed).not.toContain('the-successor');
    expect(openSealedToken(key, sealed, 'row-1')).toBe('the-successor');
    expect(openSealedToken(key, sealed, 'row-2')).toBeNull();
    expect(openSealedToken(crypto.randomBytes(32), sealed, 'row-1')).toBeNull();
    expect(openSealedToken(key, 'garbage', 'row-1')).toBeNull();
  });
});
