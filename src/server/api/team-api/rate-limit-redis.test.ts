// The team API's rate limit shared by replicas through Redis. Runs only with TEST_REDIS_URL (CI
// sets redis://127.0.0.1:6379), under a random QUEUE_PREFIX whose keys it deletes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCreatedSchema } from '@domain/team-api-keys-api';
import { deleteRedisKeys } from '@tests/helpers/redis-keys';
import { startTestServer, type TestServer } from '@tests/helpers/server';
import { makeTeam } from '@tests/helpers/teams';

const redisUrl = process.env.TEST_REDIS_URL;
const prefix = `test-${crypto.randomBytes(6).toString('hex')}`;

describe.skipIf(!redisUrl)('the team API rate limit over two replicas', () => {
  let replicas: TestServer[] = [];
  // One database for both replicas, as behind a load balancer: a key made on one works on both.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codenest-team-api-'));

  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl!,
      QUEUE_PREFIX: prefix,
      DATA_DIR: dataDir,
      TEAM_API_RATE_LIMIT: '4',
    };
    replicas = [await startTestServer(env), await startTestServer(env)];
  });

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
    fs.rmSync(dataDir, { recursive: true, force: true });
    await deleteRedisKeys(redisUrl!, prefix);
  });

  it('counts one key once over both replicas', async () => {
    const [first, second] = replicas as [TestServer, TestServer];
    const team = await makeTeam(first);
    const created = await first.app.inject({
      method: 'POST',
      url: '/functions/v1/team-api-keys',
      headers: { authorization: `Bearer ${team.owner.token}` },
      payload: { teamId: team.id, name: 'Sync' },
    });
    const { key } = apiKeyCreatedSchema.parse(created.json());
    const codes: number[] = [];
    for (let index = 0; index < 6; index++) {
      const replica = index % 2 === 0 ? first : second;
      const response = await replica.app.inject({
        method: 'GET',
        url: '/api/v1/team',
        headers: { authorization: `Bearer ${key}` },
      });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
