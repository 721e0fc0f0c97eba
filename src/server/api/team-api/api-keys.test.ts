import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MANAGERS_ONLY, TEAM_NOT_FOUND } from '@domain/teams';
import { TEAM_API_KEYS_MAX } from '@domain/team-api-keys';
import { apiKeyCreatedSchema, apiKeysAnswerSchema } from '@domain/team-api-keys-api';
import { startListeningServer, type ListeningServer } from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { signedInUser } from '@tests/helpers/execute';
import { makePro } from '@tests/helpers/subscriptions';
import { addMember, makeTeam } from '@tests/helpers/teams';

for (const dialect of testDialects()) {
  describe(`team API keys [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect);
    });
    afterAll(() => server.close());

    const call = (method: 'GET' | 'POST' | 'DELETE', token: string, body?: unknown, query = '') =>
      server.app.inject({
        method,
        url: `/functions/v1/team-api-keys${query}`,
        headers: { authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
    const create = async (token: string, teamId: string, name = 'Gradebook sync') => {
      const response = await call('POST', token, { teamId, name });
      expect(response.statusCode).toBe(200);
      return apiKeyCreatedSchema.parse(response.json());
    };
    const list = async (token: string, teamId: string) => {
      const response = await call('GET', token, undefined, `?teamId=${teamId}`);
      expect(response.statusCode).toBe(200);
      return { body: response.body, keys: apiKeysAnswerSchema.parse(response.json()) };
    };
    const rowsOf = (teamId: string) =>
      server.app.database.db
        .selectFrom('team_api_keys')
        .selectAll()
        .where('team_id', '=', teamId)
        .execute();

    it('shows a new key once and keeps only its SHA-256 and its first characters', async () => {
      const team = await makeTeam(server);
      const created = await create(team.owner.token, team.id);
      expect(created.key).toMatch(/^cnk_[A-Za-z0-9_-]{43}$/);

      const [row] = await rowsOf(team.id);
      expect(row).toMatchObject({
        id: created.id,
        name: 'Gradebook sync',
        scope: 'read',
        key_hash: crypto.createHash('sha256').update(created.key).digest('hex'),
        key_prefix: created.key.slice(0, 12),
        created_by: team.owner.userId,
        last_used_at: null,
        revoked_at: null,
      });
      // No column holds the key itself, nor its random part.
      const stored = JSON.stringify(row);
      expect(stored).not.toContain(created.key);
      expect(stored).not.toContain(created.key.slice(4));

      const { body, keys } = await list(team.owner.token, team.id);
      expect(keys).toEqual([
        {
          id: created.id,
          name: 'Gradebook sync',
          prefix: created.key.slice(0, 12),
          scope: 'read',
          createdAt: row?.created_at,
          createdBy: expect.any(String) as string,
          lastUsedAt: null,
        },
      ]);
      expect(body).not.toContain(created.key);
      expect(body).not.toContain(created.key.slice(12));
    });

    it('lets managers create, list and revoke keys; a member gets 403 and a stranger 404', async () => {
      const team = await makeTeam(server);
      const manager = await addMember(server, team.id, 'manager');
      const member = await addMember(server, team.id, 'member');
      const stranger = await signedInUser(server);

      const created = await create(manager.token, team.id, 'Reports');
      expect((await list(team.owner.token, team.id)).keys.map((key) => key.id)).toEqual([
        created.id,
      ]);

      for (const [person, status, message] of [
        [member, 403, TEAM_MANAGERS_ONLY],
        [stranger, 404, TEAM_NOT_FOUND],
      ] as const) {
        const attempts = [
          await call('POST', person.token, { teamId: team.id, name: 'Mine' }),
          await call('GET', person.token, undefined, `?teamId=${team.id}`),
          await call('DELETE', person.token, { teamId: team.id, keyId: created.id }),
        ];
        for (const response of attempts) {
          expect(response.statusCode).toBe(status);
          expect(response.json<{ message: string }>().message).toBe(message);
        }
      }
      expect(await rowsOf(team.id)).toHaveLength(1);

      const revoked = await call('DELETE', manager.token, { teamId: team.id, keyId: created.id });
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json()).toEqual({ revoked: true });
      expect((await list(team.owner.token, team.id)).keys).toEqual([]);
      const again = await call('DELETE', manager.token, { teamId: team.id, keyId: created.id });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({
        error: 'Not Found',
        code: 'api_key_not_found',
        message: 'No live API key with this id in your team.',
      });
    });

    it("never lists nor revokes another team's key", async () => {
      const teamA = await makeTeam(server);
      const teamB = await makeTeam(server);
      const keyOfB = await create(teamB.owner.token, teamB.id);

      expect((await list(teamA.owner.token, teamA.id)).keys).toEqual([]);
      const response = await call('DELETE', teamA.owner.token, {
        teamId: teamA.id,
        keyId: keyOfB.id,
      });
      expect(response.statusCode).toBe(404);
      expect((await rowsOf(teamB.id))[0]?.revoked_at).toBeNull();
      // Naming team B as the caller's team is refused as any team one is not in.
      const asB = await call('GET', teamA.owner.token, undefined, `?teamId=${teamB.id}`);
      expect(asB.statusCode).toBe(404);
    });

    it('names what is missing, and needs a signed-in person', async () => {
      const team = await makeTeam(server);
      const blank = await call('POST', team.owner.token, { teamId: team.id, name: '  ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json<{ message: string }>().message).toBe(
        'name: is required: a name that says what the key is for, such as "Gradebook sync"',
      );
      const long = await call('POST', team.owner.token, { teamId: team.id, name: 'x'.repeat(61) });
      expect(long.json<{ message: string }>().message).toBe('name: must be at most 60 characters');
      const anon = await call('GET', server.app.keys.anonKey, undefined, `?teamId=${team.id}`);
      expect(anon.statusCode).toBe(401);
    });

    it(`keeps at most ${TEAM_API_KEYS_MAX} live keys a team`, async () => {
      const team = await makeTeam(server);
      const keys = [];
      for (let index = 0; index < TEAM_API_KEYS_MAX; index++) {
        keys.push(await create(team.owner.token, team.id, `Key ${index + 1}`));
      }
      const refused = await call('POST', team.owner.token, { teamId: team.id, name: 'One more' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: 'Conflict',
        code: 'too_many_api_keys',
        message: `Your team has ${TEAM_API_KEYS_MAX} API keys, the most it can have. Revoke one you no longer use, then create the new one.`,
      });
      await call('DELETE', team.owner.token, { teamId: team.id, keyId: keys[0]?.id });
      await create(team.owner.token, team.id, 'One more');
    });

    it('makes no key for a team whose Enterprise subscription is not active', async () => {
      const team = await makeTeam(server);
      await makePro(server.app.database.db, team.owner.userId, 'enterprise', 'canceled', 5);
      const response = await call('POST', team.owner.token, { teamId: team.id, name: 'Late' });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ code: string }>().code).toBe('team_inactive');
      expect(await rowsOf(team.id)).toEqual([]);
    });
  });
}
