import crypto from 'node:crypto';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredSettings } from '@domain/account';
import { DEFAULT_SETTINGS } from '@domain/settings-defaults';
import { localDay, TIME_ZONES } from '@domain/challenge-rules';
import type { AccountSummary } from '@domain/progress';
import {
  newClient,
  startListeningServer,
  uniqueEmail,
  type ListeningServer,
  type TestClient,
} from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { signAccessToken } from '@server/auth/tokens';
import { loadJwtKeys } from '@server/auth/keys';
import { readOutbox } from '@server/mail/mailer';
import { allRows, schemaTables } from '@tests/helpers/schema-tables';

const PASSWORD = 'correct-horse-42';

async function errorBody(error: unknown): Promise<{ message: string }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  return ((error as FunctionsHttpError).context as Response).json() as Promise<{ message: string }>;
}

for (const dialect of testDialects()) {
  describe(`account functions [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect, { MAIL_AUTOCONFIRM: 'true' });
    });
    afterAll(() => server.close());

    async function learner(): Promise<{ client: TestClient; userId: string; email: string }> {
      const client = newClient(server);
      const email = uniqueEmail('learner');
      const { data, error } = await client.auth.signUp({
        email,
        password: PASSWORD,
        options: { data: { name: 'Ada', first_login: true } },
      });
      expect(error).toBeNull();
      return { client, userId: data.user!.id, email };
    }

    it('answers the SPEC §9 defaults before anything is saved, then what was saved', async () => {
      const { client } = await learner();
      const first = await client.functions.invoke<StoredSettings>('settings', { method: 'GET' });
      expect(first.error).toBeNull();
      expect(first.data).toEqual(DEFAULT_SETTINGS);
      expect(first.data?.preferences).toMatchObject({
        theme: 'system',
        language: 'en',
        timezone: 'Pacific',
        dateFormat: 'MM/DD/YYYY',
      });
      expect(first.data?.coding).toMatchObject({
        tabSize: 4,
        fontSize: 'medium',
        codeTheme: 'dark',
        indentationType: 'spaces',
        codeFormatting: 'auto',
      });
      expect(first.data?.notifications).toEqual({
        emailNotifications: true,
        pushNotifications: false,
        weeklyProgress: true,
        newCourses: true,
        communityUpdates: false,
      });

      const changed: StoredSettings = {
        ...DEFAULT_SETTINGS,
        preferences: { ...DEFAULT_SETTINGS.preferences, theme: 'dark', compactMode: true },
        coding: { ...DEFAULT_SETTINGS.coding, tabSize: 8, fontSize: 'large' },
      };
      const saved = await client.functions.invoke('settings', { method: 'PUT', body: changed });
      expect(saved.error).toBeNull();
      const again = await client.functions.invoke<StoredSettings>('settings', { method: 'GET' });
      expect(again.data).toEqual(changed);
    });

    it("answers the browser's language until the learner saves one, then theirs", async () => {
      const { client } = await learner();
      const ask = (headers: Record<string, string>) =>
        client.functions.invoke<StoredSettings>('settings', { method: 'GET', headers });
      expect(
        (await ask({ 'accept-language': 'de-AT, de;q=0.9, en;q=0.5' })).data?.preferences.language,
      ).toBe('de');
      expect((await ask({ 'accept-language': 'pt-BR' })).data?.preferences.language).toBe('en');
      const chosen: StoredSettings = {
        ...DEFAULT_SETTINGS,
        preferences: { ...DEFAULT_SETTINGS.preferences, language: 'zh' },
      };
      expect(
        (await client.functions.invoke('settings', { method: 'PUT', body: chosen })).error,
      ).toBeNull();
      expect((await ask({ 'accept-language': 'de' })).data?.preferences.language).toBe('zh');
    });

    it('refuses settings outside the allowed options with a 400 naming the field', async () => {
      const { client } = await learner();
      const result = await client.functions.invoke<unknown>('settings', {
        method: 'PUT',
        body: { ...DEFAULT_SETTINGS, coding: { ...DEFAULT_SETTINGS.coding, tabSize: 3 } },
      });
      const error: unknown = result.error;
      expect(((error as FunctionsHttpError).context as Response).status).toBe(400);
      expect((await errorBody(error)).message).toMatch(/^coding\.tabSize: /);
    });

    it('answers honest zeros for a new learner, and real figures once records exist', async () => {
      const { client, userId } = await learner();
      const { data } = await client.functions.invoke<AccountSummary>('account-summary', {
        method: 'GET',
      });
      expect(data).toMatchObject({
        languagesLearning: 0,
        totalProgressPercent: 0,
        studyStreakDays: 0,
        timeInvestedMinutes: 0,
        xp: 0,
        level: 1,
        levelTitle: 'Beginner',
        recentActivity: [],
        achievements: [],
      });

      const now = new Date().toISOString();
      const { db } = server.app.database;
      await db
        .insertInto('course_progress')
        .values({
          user_id: userId,
          course_id: 'c-programming',
          current_lesson_id: 'c-002',
          started_at: now,
          last_accessed_at: now,
        })
        .execute();
      await db
        .insertInto('lesson_completions')
        .values({
          user_id: userId,
          course_id: 'c-programming',
          lesson_id: 'c-001',
          completed_at: now,
          time_spent_minutes: 35,
          time_spent_seconds: 35 * 60,
          attempts: 1,
        })
        .execute();
      await db
        .insertInto('exercise_completions')
        .values({
          user_id: userId,
          course_id: 'c-programming',
          lesson_id: 'c-001',
          attempts: 2,
          first_passed_at: now,
          last_checked_at: now,
        })
        .execute();
      await db
        .insertInto('challenge_completions')
        .values({
          id: crypto.randomUUID(),
          user_id: userId,
          challenge_id: 'daily-001',
          // The learner's own day: Pacific, the default time zone.
          day: localDay(new Date(), TIME_ZONES.Pacific).day,
          points: 50,
          completed_at: now,
        })
        .execute();
      const after = await client.functions.invoke<AccountSummary>('account-summary', {
        method: 'GET',
      });
      expect(after.data).toMatchObject({
        languagesLearning: 1,
        totalProgressPercent: 4,
        studyStreakDays: 1,
        timeInvestedMinutes: 35,
        lessonsCompleted: 1,
        exercisesPassed: 1,
        challengesCompleted: 1,
        dailyStreakDays: 1,
        xp: 80,
      });
      expect(after.data?.recentActivity.map((item) => item.title)).toEqual(
        expect.arrayContaining([
          'Completed "Hello, World!"',
          'Passed the exercise of "Hello, World!"',
          'Solved "Array Sum Calculator"',
        ]),
      );
      expect(after.data?.achievements.map((item) => item.title)).toEqual([
        'First Steps',
        'Problem Solver',
        'Challenger',
      ]);
    });

    it("keeps each learner's records their own", async () => {
      const a = await learner();
      const b = await learner();
      const bSettings: StoredSettings = {
        ...DEFAULT_SETTINGS,
        preferences: { ...DEFAULT_SETTINGS.preferences, language: 'fr' },
      };
      await b.client.functions.invoke('settings', { method: 'PUT', body: bSettings });
      await a.client.functions.invoke('settings', { method: 'PUT', body: DEFAULT_SETTINGS });
      const bSees = await b.client.functions.invoke<StoredSettings>('settings', { method: 'GET' });
      expect(bSees.data?.preferences.language).toBe('fr');
      const aSees = await a.client.functions.invoke<StoredSettings>('settings', { method: 'GET' });
      expect(aSees.data?.preferences.language).toBe('en');

      // A's profile change touches only A.
      await a.client.auth.updateUser({ data: { bio: 'only mine' } });
      expect((await b.client.auth.getUser()).data.user?.user_metadata.bio).toBeUndefined();

      // A token naming B but signed with another key is refused.
      const forgedKeys = await loadJwtKeys(
        server.dataDir,
        'some-other-installation-secret-0123456789',
      );
      const { token } = await signAccessToken(
        forgedKeys,
        {
          userId: b.userId,
          email: b.email,
          sessionId: crypto.randomUUID(),
          method: 'password',
          userMetadata: {},
          appMetadata: {},
        },
        300,
      );
      for (const [method, path] of [
        ['GET', '/functions/v1/settings'],
        ['GET', '/functions/v1/account-summary'],
        ['POST', '/functions/v1/delete-account'],
        ['GET', '/auth/v1/user'],
      ] as const) {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.status, `${method} ${path}`).toBe(401);
      }

      // The anon key is not a user.
      const anon = await fetch(`${server.url}/functions/v1/settings`, {
        headers: { authorization: `Bearer ${server.app.keys.anonKey}` },
      });
      expect(anon.status).toBe(401);
    });

    it('deletes the account with all its data, and the learner cannot sign in again', async () => {
      const { client, userId, email } = await learner();
      await client.functions.invoke('settings', { method: 'PUT', body: DEFAULT_SETTINGS });
      const deletion = await client.functions.invoke<unknown>('delete-account', {
        method: 'POST',
      });
      const { data } = deletion;
      const error: unknown = deletion.error;
      expect(error).toBeNull();
      expect(data).toEqual({ deleted: true });
      const { db } = server.app.database;
      for (const table of ['users', 'sessions', 'user_settings'] as const) {
        const column = table === 'users' ? 'id' : 'user_id';
        const rows = await db
          .selectFrom(table)
          .select(db.fn.countAll().as('count'))
          .where(column, '=', userId)
          .executeTakeFirst();
        expect(Number(rows?.count), table).toBe(0);
      }
      const again = await newClient(server).auth.signInWithPassword({ email, password: PASSWORD });
      expect(again.error?.message).toBe('Invalid login credentials');
    });

    it('leaves no row anywhere with the person’s e-mail, name, phone or message', async () => {
      const tag = crypto.randomBytes(4).toString('hex');
      const email = `grace-${tag}@Example.com`;
      const workEmail = `g.hopper-${tag}@navy.example`;
      const person = {
        email,
        workEmail,
        name: `Grace Hopper ${tag}`,
        lastName: `Hopper-${tag}`,
        phone: `+1 555 ${tag}`,
        company: `Harvard Mark ${tag}`,
        message: `Where is the moth ${tag}?`,
        needs: `COBOL for ${tag} sailors`,
      };
      const form = (name: string, body: unknown, token = server.app.keys.anonKey) =>
        fetch(`${server.url}/functions/v1/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
      const demo = (workEmail: string) => ({
        firstName: 'Grace',
        lastName: person.lastName,
        workEmail,
        company: person.company,
        phone: person.phone,
        teamSize: '11-50',
        needs: person.needs,
        marketingConsent: true,
      });
      const contact = (email: string) => ({
        name: person.name,
        email,
        subject: `About ${person.lastName}`,
        category: 'general',
        message: person.message,
      });
      const sent = (response: Response) => {
        expect(response.status).toBe(200);
        return response;
      };

      // Before the account: a message and a demo request from the address, and the newsletter.
      sent(await form('contact', contact(email.toUpperCase())));
      sent(await form('enterprise-demo', demo(email)));
      sent(await form('newsletter', { email }));
      const confirmation = (await readOutbox(server.dataDir)).find(
        (mail) => mail.to === email.toLowerCase() && mail.link?.includes('/newsletter/confirm'),
      );
      expect((await fetch(confirmation!.link!, { method: 'POST' })).status).toBe(200);
      // Someone else's message stays as it is.
      const other = {
        ...contact(`someone-${tag}@example.com`),
        name: 'Ada',
        subject: 'Engines',
        message: 'Hello',
      };
      const { reference: otherReference } = (await sent(await form('contact', other)).json()) as {
        reference: string;
      };

      // With the account: messages from another address, found by the account.
      const client = newClient(server);
      const signUp = await client.auth.signUp({
        email,
        password: PASSWORD,
        options: { data: { name: person.name, bio: person.needs } },
      });
      expect(signUp.error).toBeNull();
      const token = signUp.data.session!.access_token;
      sent(await form('contact', contact(workEmail), token));
      sent(await form('enterprise-demo', demo(workEmail), token));
      await client.functions.invoke('settings', { method: 'PUT', body: DEFAULT_SETTINGS });

      const userId = signUp.data.user!.id;
      const deletion = await client.functions.invoke('delete-account', { method: 'POST' });
      expect(deletion.data).toEqual({ deleted: true });

      const traces = [
        userId,
        email,
        workEmail,
        person.name,
        person.lastName,
        person.phone,
        person.company,
        person.message,
        person.needs,
      ].map((text) => text.toLowerCase());
      const tables = await schemaTables(server.app.database);
      for (const table of Object.keys(tables)) {
        for (const row of await allRows(server.app.database, table)) {
          const text = JSON.stringify(row).toLowerCase();
          for (const trace of traces) expect(text, `${table}: ${trace}`).not.toContain(trace);
        }
      }
      // What the site keeps of the two messages and two requests: references, without the person.
      const { db } = server.app.database;
      const kept = await db
        .selectFrom('contact_messages')
        .select(['name', 'email', 'subject', 'message', 'user_id', 'category'])
        .where('name', '=', '')
        .execute();
      expect(kept).toHaveLength(2);
      expect(kept[0]).toEqual({
        name: '',
        email: '',
        subject: '',
        message: '',
        user_id: null,
        category: 'general',
      });
      const otherMessage = await db
        .selectFrom('contact_messages')
        .selectAll()
        .where('reference', '=', otherReference)
        .executeTakeFirstOrThrow();
      expect(otherMessage).toMatchObject({ name: 'Ada', message: 'Hello', email: other.email });
    });
  });
}
