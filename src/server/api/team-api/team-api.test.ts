import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cCourse } from '@content/course-c';
import { apiKeyCreatedSchema, apiKeysAnswerSchema } from '@domain/team-api-keys-api';
import { memberStatsSchema } from '@domain/team-dashboard-api';
import { startListeningServer, type ListeningServer } from '@tests/helpers/auth';
import { completeLessons, passExercises } from '@tests/helpers/course-progress';
import { testDialects } from '@tests/helpers/databases';
import { makePro } from '@tests/helpers/subscriptions';
import { addMember, makeTeam, type TestTeam } from '@tests/helpers/teams';
import {
  assignmentListSchema,
  assignmentStatusListSchema,
  memberPageSchema,
  progressPageSchema,
} from './operations';
import { teamApiTeamSchema } from './schemas';

const RATE_LIMIT = 12;
const WHERE = 'The owner and managers create keys at /team, in the API keys tab.';

for (const dialect of testDialects()) {
  describe(`the team API under /api/v1 [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect, { TEAM_API_RATE_LIMIT: String(RATE_LIMIT) });
    });
    afterAll(() => server.close());

    const get = (path: string, authorization?: string) =>
      server.app.inject({
        method: 'GET',
        url: `/api/v1${path}`,
        headers: authorization === undefined ? {} : { authorization },
      });
    const withKey = (path: string, key: string) => get(path, `Bearer ${key}`);
    const keys = (token: string, teamId: string) =>
      server.app.inject({
        method: 'GET',
        url: `/functions/v1/team-api-keys?teamId=${teamId}`,
        headers: { authorization: `Bearer ${token}` },
      });
    async function newKey(team: TestTeam): Promise<{ id: string; key: string }> {
      const response = await server.app.inject({
        method: 'POST',
        url: '/functions/v1/team-api-keys',
        headers: { authorization: `Bearer ${team.owner.token}` },
        payload: { teamId: team.id, name: 'Sync' },
      });
      expect(response.statusCode).toBe(200);
      return apiKeyCreatedSchema.parse(response.json());
    }
    /** Every member id the key reaches, page by page. */
    async function walk(path: '/members' | '/progress', key: string, limit: number) {
      const ids: string[] = [];
      const pages: number[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
        const response = await withKey(`${path}${query}`, key);
        expect(response.statusCode).toBe(200);
        const page: { data: { userId: string }[]; nextCursor: string | null } =
          path === '/members'
            ? memberPageSchema.parse(response.json())
            : progressPageSchema.parse(response.json());
        ids.push(...page.data.map((item) => item.userId));
        pages.push(page.data.length);
        cursor = page.nextCursor;
      } while (cursor !== null);
      return { ids, pages };
    }

    it("answers a key with its own team's data and never another team's", async () => {
      const teamA = await makeTeam(server, 10);
      const teamB = await makeTeam(server, 10);
      const inA = [await addMember(server, teamA.id), await addMember(server, teamA.id, 'manager')];
      const inB = [await addMember(server, teamB.id), await addMember(server, teamB.id)];
      const { key } = await newKey(teamA);

      const team = await withKey('/team', key);
      expect(team.statusCode).toBe(200);
      expect(team.headers['cache-control']).toBe('no-store');
      expect(teamApiTeamSchema.parse(team.json())).toEqual({
        id: teamA.id,
        name: expect.any(String) as string,
        seats: 10,
        seatsUsed: 2,
        active: true,
      });

      const idsOfA = [teamA.owner.userId, ...inA.map((person) => person.userId)].sort();
      const idsOfB = [teamB.owner.userId, ...inB.map((person) => person.userId)];
      // A team id in the query changes nothing: the key decides the team.
      for (const path of ['/members', `/members?teamId=${teamB.id}`, '/progress']) {
        const response = await withKey(path, key);
        expect(response.statusCode).toBe(200);
        const ids = response.json<{ data: { userId: string }[] }>().data.map((item) => item.userId);
        expect(ids).toEqual(idsOfA);
      }
      for (const id of idsOfB) {
        const response = await withKey(`/members/${id}`, key);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          error: 'Not Found',
          code: 'member_not_found',
          message: 'No member with this id in your team. The ids are in GET /api/v1/members.',
        });
      }
      const manager = await withKey(`/members/${inA[1]!.userId}`, key);
      expect(manager.statusCode).toBe(200);
      expect(memberStatsSchema.parse(manager.json())).toMatchObject({
        userId: inA[1]!.userId,
        role: 'manager',
      });
    });

    it("gives each member's figures and their lessons, completed and passed", async () => {
      const team = await makeTeam(server);
      const learner = await addMember(server, team.id);
      const db = server.app.database.db;
      await completeLessons(db, learner.userId, 2);
      await passExercises(db, learner.userId, [cCourse.lessons[0]!.id]);
      const { key } = await newKey(team);

      const member = memberStatsSchema.parse(
        (await withKey(`/members/${learner.userId}`, key)).json(),
      );
      expect(member).toMatchObject({ lessonsDone: 2, exercisesPassed: 1, role: 'member' });

      const progress = progressPageSchema.parse((await withKey('/progress', key)).json());
      const mine = progress.data.find((item) => item.userId === learner.userId);
      expect(mine?.lessons).toHaveLength(cCourse.lessons.length);
      expect(mine?.lessons.slice(0, 3)).toEqual([
        {
          courseId: cCourse.id,
          lessonId: cCourse.lessons[0]!.id,
          title: cCourse.lessons[0]!.title,
          completedAt: '2026-11-27T09:00:00.000Z',
          exercisePassedAt: '2026-11-27T09:00:00.000Z',
        },
        {
          courseId: cCourse.id,
          lessonId: cCourse.lessons[1]!.id,
          title: cCourse.lessons[1]!.title,
          completedAt: '2026-11-27T09:00:00.000Z',
          exercisePassedAt: null,
        },
        {
          courseId: cCourse.id,
          lessonId: cCourse.lessons[2]!.id,
          title: cCourse.lessons[2]!.title,
          completedAt: null,
          exercisePassedAt: null,
        },
      ]);
      const owner = progress.data.find((item) => item.userId === team.owner.userId);
      expect(owner?.lessons.every((lesson) => lesson.completedAt === null)).toBe(true);
    });

    it("lists the team's assignments with their counts, and each member's status", async () => {
      const team = await makeTeam(server);
      const other = await makeTeam(server);
      const done = await addMember(server, team.id);
      const idle = await addMember(server, team.id);
      await addMember(server, team.id, 'manager');
      const db = server.app.database.db;
      await completeLessons(db, done.userId, 1);
      const assign = async (teamId: string, id: string, dueAt: string) =>
        db
          .insertInto('team_assignments')
          .values({
            id,
            team_id: teamId,
            kind: 'lesson',
            target_id: cCourse.lessons[0]!.id,
            due_at: dueAt,
            created_by: null,
            created_at: '2020-01-01T00:00:00.000Z',
            reminder_sent_at: null,
          })
          .execute();
      const ahead = `ahead-${team.id}`;
      const past = `past-${team.id}`;
      await assign(team.id, ahead, '2099-01-01T00:00:00.000Z');
      await assign(team.id, past, '2020-06-01T00:00:00.000Z');
      await assign(other.id, `other-${other.id}`, '2099-01-01T00:00:00.000Z');
      const { key } = await newKey(team);

      const list = assignmentListSchema.parse((await withKey('/assignments', key)).json());
      expect(list.data.map(({ id, counts }) => ({ id, counts }))).toEqual([
        { id: past, counts: { done: 0, late: 2, notStarted: 0 } },
        { id: ahead, counts: { done: 1, late: 0, notStarted: 1 } },
      ]);
      expect(list.data[0]?.title).toContain(cCourse.lessons[0]!.title);

      const status = assignmentStatusListSchema.parse(
        (await withKey(`/assignments/${ahead}/status`, key)).json(),
      );
      expect(status.assignment.id).toBe(ahead);
      const byMember = Object.fromEntries(status.data.map((row) => [row.userId, row.status]));
      expect(byMember).toEqual({ [done.userId]: 'done', [idle.userId]: 'not_started' });

      const theirs = await withKey(`/assignments/other-${other.id}/status`, key);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json<{ code: string }>().code).toBe('assignment_not_found');
    });

    it('walks every member page by page, each once', async () => {
      const team = await makeTeam(server, 20);
      const people = [team.owner.userId];
      for (let index = 0; index < 11; index++) {
        people.push((await addMember(server, team.id)).userId);
      }
      const { key } = await newKey(team);
      for (const path of ['/members', '/progress'] as const) {
        const { ids, pages } = await walk(path, key, 5);
        expect(pages).toEqual([5, 5, 2]);
        expect(ids).toEqual([...people].sort());
      }
      const one = await walk('/members', key, 12);
      expect(one.pages).toEqual([12]);
    });

    it('refuses a limit out of range and a cursor it did not make', async () => {
      const team = await makeTeam(server);
      const { key } = await newKey(team);
      const cases = [
        ['/members?limit=0', 'limit: must be from 1 to 100'],
        ['/members?limit=101', 'limit: must be from 1 to 100'],
        ['/members?limit=many', 'limit: must be a number of items from 1 to 100'],
        [
          '/progress?cursor=bm90LWpzb24',
          'cursor: is not a cursor of this API: pass the nextCursor of the previous page as it was, or leave it out for the first page.',
        ],
        [
          '/members?cursor=a%20b',
          'cursor: is not a cursor of this API: pass the nextCursor of the previous page as it was, or leave it out for the first page',
        ],
      ] as const;
      for (const [path, message] of cases) {
        const response = await withKey(path, key);
        expect(response.statusCode, path).toBe(400);
        expect(response.json()).toEqual({
          error: 'Bad Request',
          code: 'validation_failed',
          message,
        });
      }
    });

    it('takes a live team key only: no key, a session token, the anon key, a forged or revoked key are 401', async () => {
      const team = await makeTeam(server);
      const { id, key } = await newKey(team);
      expect((await withKey('/members', key)).statusCode).toBe(200);

      const refusals: [string | undefined, string, string][] = [
        [
          undefined,
          'no_api_key',
          `Send your team API key in the header "Authorization: Bearer cnk_…". ${WHERE}`,
        ],
        [
          `Bearer ${team.owner.token}`,
          'not_an_api_key',
          `This API takes a team API key (cnk_…), not a session token or the anon key. ${WHERE}`,
        ],
        [`Bearer ${server.app.keys.anonKey}`, 'not_an_api_key', expect.any(String) as string],
        [`Basic ${key}`, 'no_api_key', expect.any(String) as string],
        [
          `Bearer cnk_${'A'.repeat(43)}`,
          'invalid_api_key',
          `This API key is not valid: it was revoked, or it is mistyped. ${WHERE}`,
        ],
        [`Bearer ${key.slice(0, -1)}`, 'invalid_api_key', expect.any(String) as string],
      ];
      for (const [authorization, code, message] of refusals) {
        const response = await get('/members', authorization);
        expect(response.statusCode, authorization).toBe(401);
        expect(response.headers['www-authenticate']).toBe('Bearer realm="CodeNest team API"');
        expect(response.json()).toEqual({ error: 'Unauthorized', code, message });
      }

      await server.app.inject({
        method: 'DELETE',
        url: '/functions/v1/team-api-keys',
        headers: { authorization: `Bearer ${team.owner.token}` },
        payload: { teamId: team.id, keyId: id },
      });
      const revoked = await withKey('/team', key);
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json<{ code: string }>().code).toBe('invalid_api_key');
    });

    it('stops a key of a team whose Enterprise subscription lapsed', async () => {
      const team = await makeTeam(server);
      const { key } = await newKey(team);
      await makePro(server.app.database.db, team.owner.userId, 'enterprise', 'canceled', 5);
      const response = await withKey('/members', key);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'Forbidden',
        code: 'team_inactive',
        message:
          "This team's Enterprise subscription is not active, so its API keys do not work. The owner can renew it at /pricing.",
      });
    });

    it(`limits each key to ${RATE_LIMIT} requests a minute, on its own`, async () => {
      const team = await makeTeam(server);
      const first = await newKey(team);
      const second = await newKey(team);
      for (let index = 1; index <= RATE_LIMIT; index++) {
        const response = await withKey('/team', first.key);
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-ratelimit-limit']).toBe(String(RATE_LIMIT));
        expect(response.headers['x-ratelimit-remaining']).toBe(String(RATE_LIMIT - index));
      }
      const refused = await withKey('/team', first.key);
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(refused.json()).toEqual({
        error: 'Too Many Requests',
        code: 'rate_limited',
        message: `This API key made ${RATE_LIMIT} requests in the last minute, the most it may. Wait ${wait} second${wait === 1 ? '' : 's'} and try again.`,
      });
      expect((await withKey('/team', second.key)).statusCode).toBe(200);
    });

    it('notes when a key was last used, at most once a minute', async () => {
      const team = await makeTeam(server);
      const { id, key } = await newKey(team);
      const lastUsed = async () =>
        apiKeysAnswerSchema.parse((await keys(team.owner.token, team.id)).json())[0]?.lastUsedAt;
      expect(await lastUsed()).toBeNull();

      const before = new Date().toISOString();
      await withKey('/team', key);
      const first = await lastUsed();
      expect(first! >= before).toBe(true);
      await withKey('/team', key);
      expect(await lastUsed()).toBe(first);

      const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
      await server.app.database.db
        .updateTable('team_api_keys')
        .set({ last_used_at: twoMinutesAgo })
        .where('id', '=', id)
        .execute();
      await withKey('/team', key);
      expect((await lastUsed())! > twoMinutesAgo).toBe(true);
    });

    it('answers JSON for a path of the API that does not exist, even to a browser', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/v1/nothing-here',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ code: string }>().code).toBe('not_found');
    });
  });
}
