import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newClient,
  startListeningServer,
  uniqueEmail,
  type ListeningServer,
  type TestClient,
} from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';

const PASSWORD = 'correct-horse-42';

/** The owners of the rows an answer holds. */
const owners = (data: unknown) =>
  new Set((data as { user_id: string }[] | null)?.map((row) => row.user_id));

interface Learner {
  client: TestClient;
  userId: string;
  token: string;
}

for (const dialect of testDialects()) {
  describe(`/rest/v1 with the real Supabase client [${dialect.name}]`, () => {
    let server: ListeningServer;
    let ada: Learner;
    let bob: Learner;

    async function learner(label: string): Promise<Learner> {
      const client = newClient(server);
      const { data, error } = await client.auth.signUp({
        email: uniqueEmail(label),
        password: PASSWORD,
      });
      expect(error).toBeNull();
      return { client, userId: data.user!.id, token: data.session!.access_token };
    }

    /** A raw request as supabase-js would send it, for headers and query strings it cannot build. */
    function get(path: string, token: string, headers: Record<string, string> = {}) {
      return fetch(`${server.url}/rest/v1/${path}`, {
        headers: { apikey: server.app.keys.anonKey, authorization: `Bearer ${token}`, ...headers },
      });
    }

    beforeAll(async () => {
      server = await startListeningServer(dialect, { MAIL_AUTOCONFIRM: 'true' });
      ada = await learner('ada');
      bob = await learner('bob');
      const db = server.app.database.db;
      await db
        .insertInto('course_progress')
        .values([
          {
            user_id: ada.userId,
            course_id: 'c',
            current_lesson_id: 'l-03',
            started_at: '2024-01-01T08:00:00.000Z',
            last_accessed_at: '2024-01-03T08:00:00.000Z',
          },
          {
            user_id: bob.userId,
            course_id: 'c',
            current_lesson_id: 'l-09',
            started_at: '2024-02-01T08:00:00.000Z',
            last_accessed_at: '2024-02-09T08:00:00.000Z',
          },
        ])
        .execute();
      const completion = (
        userId: string,
        lesson: string,
        day: string,
        minutes: number,
        attempts: number,
      ) => ({
        user_id: userId,
        course_id: 'c',
        lesson_id: lesson,
        completed_at: `2024-01-${day}T10:00:00.000Z`,
        time_spent_minutes: minutes,
        attempts,
      });
      await db
        .insertInto('lesson_completions')
        .values([
          completion(ada.userId, 'l-01', '01', 5, 1),
          completion(ada.userId, 'l-02', '02', 7, 3),
          completion(ada.userId, 'l-03', '03', 4, 2),
          completion(bob.userId, 'l-01', '05', 9, 1),
          completion(bob.userId, 'l-09', '09', 3, 4),
        ])
        .execute();
      const exercise = (userId: string, lesson: string, passed: string | null) => ({
        user_id: userId,
        course_id: 'c',
        lesson_id: lesson,
        attempts: 1,
        first_passed_at: passed,
        last_checked_at: '2024-01-09T10:00:00.000Z',
      });
      await db
        .insertInto('exercise_completions')
        .values([
          exercise(ada.userId, 'l-01', '2024-01-01T10:00:00.000Z'),
          exercise(ada.userId, 'l-02', null),
          exercise(ada.userId, 'l-03', '2024-01-03T10:00:00.000Z'),
          exercise(bob.userId, 'l-02', null),
        ])
        .execute();
      const draft = (
        userId: string,
        lesson: string,
        kind: 'example' | 'exercise',
        code: string,
      ) => ({
        user_id: userId,
        lesson_id: lesson,
        kind,
        code,
        updated_at: '2024-01-04T10:00:00.000Z',
      });
      await db
        .insertInto('lesson_drafts')
        .values([
          draft(ada.userId, 'l-01', 'example', 'int main(void) { return 0; }'),
          draft(ada.userId, 'l-01', 'exercise', '/* ada */'),
          draft(ada.userId, 'odd,"id"', 'exercise', '/* commas and quotes */'),
          draft(ada.userId, 'a,b (c)', 'example', '/* commas and parentheses */'),
          draft(ada.userId, 'say"hi', 'example', '/* a quote */'),
          draft(bob.userId, 'l-01', 'exercise', '/* bob */'),
        ])
        .execute();
    });
    afterAll(() => server.close());

    it('selects the listed columns of the caller own rows, and every allowed column for *', async () => {
      const { data, error, status } = await ada.client
        .from('lesson_completions')
        .select('lesson_id, attempts')
        .order('lesson_id');
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual([
        { lesson_id: 'l-01', attempts: 1 },
        { lesson_id: 'l-02', attempts: 3 },
        { lesson_id: 'l-03', attempts: 2 },
      ]);

      const all = await ada.client.from('course_progress').select('*');
      expect(all.error).toBeNull();
      expect(all.data).toEqual([
        {
          user_id: ada.userId,
          course_id: 'c',
          current_lesson_id: 'l-03',
          started_at: '2024-01-01T08:00:00.000Z',
          last_accessed_at: '2024-01-03T08:00:00.000Z',
        },
      ]);
      expect(Object.keys(all.data![0]!)).toEqual([
        'user_id',
        'course_id',
        'current_lesson_id',
        'started_at',
        'last_accessed_at',
      ]);

      const aliased = await ada.client
        .from('lesson_drafts')
        .select('lesson:lesson_id, kind')
        .eq('code', '/* ada */');
      expect(aliased.data).toEqual([{ lesson: 'l-01', kind: 'exercise' }]);

      const response = await get('lesson_completions?select=lesson_id', ada.token);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-range')).toBe('0-2/*');
    });

    it('filters with eq, neq, gt, gte, lt, lte, in and is', async () => {
      const lessons = async (query: PromiseLike<{ data: unknown; error: unknown }>) => {
        const { data, error } = await query;
        expect(error).toBeNull();
        return (data as { lesson_id: string }[]).map((row) => row.lesson_id).sort();
      };
      const completions = () => ada.client.from('lesson_completions').select('lesson_id');
      expect(await lessons(completions().eq('lesson_id', 'l-02'))).toEqual(['l-02']);
      expect(await lessons(completions().neq('lesson_id', 'l-02'))).toEqual(['l-01', 'l-03']);
      expect(await lessons(completions().gt('attempts', 1))).toEqual(['l-02', 'l-03']);
      expect(await lessons(completions().gte('attempts', 2).lt('attempts', 3))).toEqual(['l-03']);
      expect(await lessons(completions().lte('completed_at', '2024-01-02T10:00:00.000Z'))).toEqual([
        'l-01',
        'l-02',
      ]);
      expect(await lessons(completions().in('lesson_id', ['l-01', 'l-03', 'l-09']))).toEqual([
        'l-01',
        'l-03',
      ]);
      expect(await lessons(completions().not('lesson_id', 'in', '(l-01,l-03)'))).toEqual(['l-02']);
      expect(await lessons(completions().in('lesson_id', []))).toEqual([]);
      expect(await lessons(completions().eq('course_id', 'c').eq('attempts', 3))).toEqual(['l-02']);

      const exercises = () => ada.client.from('exercise_completions').select('lesson_id');
      expect(await lessons(exercises().is('first_passed_at', null))).toEqual(['l-02']);
      expect(await lessons(exercises().not('first_passed_at', 'is', null))).toEqual([
        'l-01',
        'l-03',
      ]);
    });

    it('reads in.(…) values with commas, quotes and parentheses by PostgREST quoting rules', async () => {
      const { data, error } = await ada.client
        .from('lesson_drafts')
        .select('lesson_id')
        .in('lesson_id', ['a,b (c)', 'say"hi'])
        .order('lesson_id');
      expect(error).toBeNull();
      expect(data).toEqual([{ lesson_id: 'a,b (c)' }, { lesson_id: 'say"hi' }]);

      // supabase-js does not escape quotes inside a quoted value; PostgREST reads \" there.
      const query = new URLSearchParams({
        select: 'lesson_id,code',
        lesson_id: 'in.("odd,\\"id\\"",l-00)',
      });
      const response = await get(`lesson_drafts?${query.toString()}`, ada.token);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([
        { lesson_id: 'odd,"id"', code: '/* commas and quotes */' },
      ]);
    });

    it('orders by several columns with PostgreSQL null ordering, then limits and skips', async () => {
      const byAttempts = await ada.client
        .from('lesson_completions')
        .select('lesson_id')
        .order('attempts', { ascending: false });
      expect(byAttempts.data).toEqual([
        { lesson_id: 'l-02' },
        { lesson_id: 'l-03' },
        { lesson_id: 'l-01' },
      ]);

      const latestTwo = await ada.client
        .from('lesson_completions')
        .select('lesson_id')
        .order('course_id')
        .order('completed_at', { ascending: false })
        .limit(2);
      expect(latestTwo.data).toEqual([{ lesson_id: 'l-03' }, { lesson_id: 'l-02' }]);

      const page = await ada.client
        .from('lesson_completions')
        .select('lesson_id')
        .order('lesson_id')
        .range(1, 1);
      expect(page.data).toEqual([{ lesson_id: 'l-02' }]);

      // Nulls come last going up and first going down, unless asked otherwise, on every database.
      const passed = (ascending: boolean, nullsFirst?: boolean) =>
        ada.client
          .from('exercise_completions')
          .select('lesson_id')
          .order(
            'first_passed_at',
            nullsFirst === undefined ? { ascending } : { ascending, nullsFirst },
          );
      expect((await passed(true)).data).toEqual([
        { lesson_id: 'l-01' },
        { lesson_id: 'l-03' },
        { lesson_id: 'l-02' },
      ]);
      expect((await passed(false)).data).toEqual([
        { lesson_id: 'l-02' },
        { lesson_id: 'l-03' },
        { lesson_id: 'l-01' },
      ]);
      expect((await passed(true, true)).data).toEqual([
        { lesson_id: 'l-02' },
        { lesson_id: 'l-01' },
        { lesson_id: 'l-03' },
      ]);
      expect((await passed(false, false)).data).toEqual([
        { lesson_id: 'l-03' },
        { lesson_id: 'l-01' },
        { lesson_id: 'l-02' },
      ]);
    });

    it('answers single() with exactly one row, else 406 PGRST116', async () => {
      const found = await ada.client
        .from('course_progress')
        .select('course_id, current_lesson_id')
        .single();
      expect(found.error).toBeNull();
      expect(found.data).toEqual({ course_id: 'c', current_lesson_id: 'l-03' });

      const none = await ada.client
        .from('course_progress')
        .select('course_id')
        .eq('course_id', 'none')
        .single();
      expect(none.data).toBeNull();
      expect(none.status).toBe(406);
      expect(none.error).toEqual({
        code: 'PGRST116',
        details: 'The result contains 0 rows',
        hint: null,
        message: 'JSON object requested, multiple (or no) rows returned',
      });

      const several = await ada.client.from('lesson_completions').select('lesson_id').single();
      expect(several.status).toBe(406);
      expect(several.error).toMatchObject({
        code: 'PGRST116',
        details: 'The result contains 3 rows',
      });

      const response = await get('course_progress?select=course_id', ada.token, {
        accept: 'application/vnd.pgrst.object+json',
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(
        'application/vnd.pgrst.object+json; charset=utf-8',
      );
      expect(await response.json()).toEqual({ course_id: 'c' });
    });

    it('answers maybeSingle() with the row, null for none, and PGRST116 for several', async () => {
      const found = await ada.client
        .from('lesson_drafts')
        .select('code')
        .eq('lesson_id', 'l-01')
        .eq('kind', 'exercise')
        .maybeSingle();
      expect(found.error).toBeNull();
      expect(found.data).toEqual({ code: '/* ada */' });

      const none = await ada.client
        .from('lesson_drafts')
        .select('code')
        .eq('lesson_id', 'l-99')
        .maybeSingle();
      expect(none.error).toBeNull();
      expect(none.status).toBe(200);
      expect(none.data).toBeNull();

      const several = await ada.client
        .from('lesson_drafts')
        .select('code')
        .eq('lesson_id', 'l-01')
        .maybeSingle();
      expect(several.data).toBeNull();
      expect(several.error).toMatchObject({ code: 'PGRST116' });
    });

    it('counts with Prefer: count=exact and answers Content-Range', async () => {
      const head = await ada.client
        .from('lesson_completions')
        .select('*', { count: 'exact', head: true });
      expect(head.error).toBeNull();
      expect(head.count).toBe(3);
      expect(head.data).toBeNull();

      const page = await ada.client
        .from('lesson_completions')
        .select('lesson_id', { count: 'exact' })
        .order('lesson_id')
        .range(0, 1);
      expect(page.error).toBeNull();
      expect(page.count).toBe(3);
      expect(page.status).toBe(206);
      expect(page.data).toEqual([{ lesson_id: 'l-01' }, { lesson_id: 'l-02' }]);

      const filtered = await ada.client
        .from('lesson_completions')
        .select('lesson_id', { count: 'exact' })
        .gt('attempts', 1);
      expect(filtered.count).toBe(2);
      expect(filtered.status).toBe(200);

      const counted = await get('lesson_completions?select=lesson_id&limit=2', ada.token, {
        prefer: 'count=exact',
      });
      expect(counted.headers.get('content-range')).toBe('0-1/3');
      const past = await get('lesson_completions?select=lesson_id&offset=5', ada.token, {
        prefer: 'count=exact',
      });
      expect(past.status).toBe(416);
      expect(await past.json()).toMatchObject({ code: 'PGRST103' });
    });

    it("never shows a user another user's rows, even when filtering on the other's user_id", async () => {
      // Bob's rows are there: he reads them himself.
      const own = await bob.client
        .from('lesson_completions')
        .select('user_id, lesson_id')
        .order('lesson_id');
      expect(own.data).toEqual([
        { user_id: bob.userId, lesson_id: 'l-01' },
        { user_id: bob.userId, lesson_id: 'l-09' },
      ]);

      const mine = await ada.client.from('lesson_completions').select('user_id');
      expect(owners(mine.data)).toEqual(new Set([ada.userId]));

      for (const table of [
        'course_progress',
        'lesson_completions',
        'exercise_completions',
        'lesson_drafts',
      ]) {
        const theirs = await ada.client
          .from(table)
          .select('*', { count: 'exact' })
          .eq('user_id', bob.userId);
        expect(theirs.error, table).toBeNull();
        expect(theirs.data, table).toEqual([]);
        expect(theirs.count, table).toBe(0);
      }
      const both = await ada.client
        .from('lesson_completions')
        .select('user_id')
        .in('user_id', [ada.userId, bob.userId]);
      expect(owners(both.data)).toEqual(new Set([ada.userId]));

      const bobsLesson = await ada.client
        .from('lesson_completions')
        .select('*')
        .eq('lesson_id', 'l-09')
        .single();
      expect(bobsLesson.error?.code).toBe('PGRST116');
      const bobsDraft = await ada.client
        .from('lesson_drafts')
        .select('code')
        .eq('code', '/* bob */');
      expect(bobsDraft.data).toEqual([]);
    });

    it('shows the anon key no private row, as PostgREST with row-level security', async () => {
      const visitor = newClient(server);
      // Nothing for the anon key, though the rows exist (the learners read them above).
      for (const table of [
        'course_progress',
        'lesson_completions',
        'exercise_completions',
        'lesson_drafts',
      ]) {
        const rows = await visitor.from(table).select('*', { count: 'exact' });
        expect(rows.error, table).toBeNull();
        expect(rows.status, table).toBe(200);
        expect(rows.data, table).toEqual([]);
        expect(rows.count, table).toBe(0);
      }
      const targeted = await visitor
        .from('lesson_completions')
        .select('*')
        .eq('user_id', ada.userId);
      expect(targeted.data).toEqual([]);
      const single = await visitor.from('course_progress').select('*').single();
      expect(single.status).toBe(406);
      expect(single.error).toMatchObject({
        code: 'PGRST116',
        details: 'The result contains 0 rows',
      });
      const maybe = await visitor.from('course_progress').select('*').maybeSingle();
      expect(maybe).toMatchObject({ data: null, error: null });
      // The query is still checked.
      const unknown = await visitor.from('lesson_completions').select('secret');
      expect(unknown.error?.code).toBe('42703');
    });

    it('answers 404 PGRST205 for a table that is not exposed', async () => {
      for (const table of ['users', 'sessions', 'user_settings', 'nope']) {
        const { data, error, status } = await ada.client.from(table).select('*');
        expect(status, table).toBe(404);
        expect(data, table).toBeNull();
        expect(error, table).toEqual({
          code: 'PGRST205',
          details: null,
          hint: null,
          message: `Could not find the table 'public.${table}' in the schema cache`,
        });
      }
    });

    it('answers 404 PGRST125 below a table and at the bare prefix', async () => {
      for (const path of ['lesson_completions/l-01', '']) {
        const response = await get(path, ada.token);
        expect(response.status, path).toBe(404);
        expect(await response.json(), path).toMatchObject({ code: 'PGRST125' });
      }
    });

    it('leaves out null fields when asked with stripNulls()', async () => {
      const { data, error } = await ada.client
        .from('exercise_completions')
        .select('lesson_id, first_passed_at')
        .order('lesson_id')
        .stripNulls();
      expect(error).toBeNull();
      expect(data).toEqual([
        { lesson_id: 'l-01', first_passed_at: '2024-01-01T10:00:00.000Z' },
        { lesson_id: 'l-02' },
        { lesson_id: 'l-03', first_passed_at: '2024-01-03T10:00:00.000Z' },
      ]);
    });

    it('answers 400 42703 for a column that is not exposed, wherever it is named', async () => {
      const selected = await ada.client.from('lesson_completions').select('lesson_id, secret');
      expect(selected.status).toBe(400);
      expect(selected.error).toEqual({
        code: '42703',
        details: null,
        hint: null,
        message: 'column lesson_completions.secret does not exist',
      });
      const filtered = await ada.client.from('lesson_drafts').select('lesson_id').eq('email', 'x');
      expect(filtered.error?.message).toBe('column lesson_drafts.email does not exist');
      const ordered = await ada.client
        .from('course_progress')
        .select('course_id')
        .order('password');
      expect(ordered.error?.message).toBe('column course_progress.password does not exist');
      const embedded = await ada.client.from('course_progress').select('course_id, users(email)');
      expect(embedded.error?.code).toBe('PGRST200');
    });

    it('answers 400 PGRST100 saying what is wrong with a malformed filter, order or limit', async () => {
      const operator = await ada.client
        .from('lesson_completions')
        .select('lesson_id')
        .filter('lesson_id', 'foo', 'l-01');
      expect(operator.status).toBe(400);
      expect(operator.error).toMatchObject({ code: 'PGRST100' });
      expect(operator.error?.message).toContain('unknown operator "foo"');

      const order = await get('lesson_completions?order=lesson_id.up', ada.token);
      expect(order.status).toBe(400);
      const orderBody = (await order.json()) as { code: string; message: string };
      expect(orderBody.code).toBe('PGRST100');
      expect(orderBody.message).toContain('failed to parse order (lesson_id.up)');

      const limit = await get('lesson_completions?limit=ten', ada.token);
      expect(limit.status).toBe(400);
      expect(await limit.json()).toMatchObject({
        code: 'PGRST100',
        message: 'failed to parse limit (ten): expected a whole number',
      });

      const integer = await ada.client
        .from('lesson_completions')
        .select('lesson_id')
        .eq('attempts', 'many');
      expect(integer.status).toBe(400);
      expect(integer.error?.code).toBe('22P02');
      const huge = await ada.client
        .from('lesson_completions')
        .select('lesson_id')
        .gt('attempts', '99999999999');
      expect(huge.error?.code).toBe('22003');
      const nul = await ada.client
        .from('lesson_completions')
        .select('lesson_id')
        .eq('lesson_id', 'a\u0000b');
      expect(nul.error?.code).toBe('22021');
    });

    it('refuses writes with 405, pointing to /functions/v1, and changes nothing', async () => {
      const row = {
        user_id: ada.userId,
        course_id: 'c',
        lesson_id: 'l-04',
        completed_at: '2024-01-04T10:00:00.000Z',
        time_spent_minutes: 1,
        attempts: 1,
      };
      const attempts = [
        await ada.client.from('lesson_completions').insert(row as never),
        await ada.client.from('lesson_completions').upsert(row as never),
        await ada.client
          .from('lesson_completions')
          .update({ attempts: 99 } as never)
          .eq('lesson_id', 'l-01'),
        await ada.client.from('lesson_completions').delete().eq('lesson_id', 'l-01'),
      ];
      for (const attempt of attempts) {
        expect(attempt.status).toBe(405);
        expect(attempt.error?.code).toBe('PGRST117');
        expect(attempt.error?.message).toContain('/functions/v1');
      }
      const put = await fetch(`${server.url}/rest/v1/lesson_completions`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${ada.token}`, 'content-type': 'text/plain' },
        body: 'not even JSON',
      });
      expect(put.status).toBe(405);
      expect(put.headers.get('allow')).toBe('GET, HEAD');

      const after = await ada.client
        .from('lesson_completions')
        .select('lesson_id, attempts')
        .order('lesson_id');
      expect(after.data).toEqual([
        { lesson_id: 'l-01', attempts: 1 },
        { lesson_id: 'l-02', attempts: 3 },
        { lesson_id: 'l-03', attempts: 2 },
      ]);
    });

    it("refuses a signed-out session's token with 403, and a forged one with 401", async () => {
      const carol = await learner('carol');
      await server.app.database.db
        .insertInto('course_progress')
        .values({
          user_id: carol.userId,
          course_id: 'c',
          current_lesson_id: 'l-01',
          started_at: '2024-03-01T08:00:00.000Z',
          last_accessed_at: '2024-03-01T08:00:00.000Z',
        })
        .execute();
      const before = await get('course_progress?select=current_lesson_id', carol.token);
      expect(before.status).toBe(200);
      expect(await before.json()).toEqual([{ current_lesson_id: 'l-01' }]);

      const { error } = await carol.client.auth.signOut();
      expect(error).toBeNull();
      const after = await get('course_progress?select=current_lesson_id', carol.token);
      expect(after.status).toBe(403);
      expect(await after.json()).toMatchObject({
        code: 'session_not_found',
        details: null,
        hint: null,
      });

      const forged = await get('course_progress', `${carol.token.slice(0, -4)}AAAA`);
      expect(forged.status).toBe(401);
      const missing = await fetch(`${server.url}/rest/v1/course_progress`);
      expect(missing.status).toBe(401);
      expect(await missing.json()).toMatchObject({ code: 'no_authorization' });
    });
  });
}
