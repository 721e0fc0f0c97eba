import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPORT_LIMIT,
  type CommunityMe,
  type ModerationLogEntry,
  type ModerationOverview,
  type ThreadDetail,
} from '@domain/community';
import { startListeningServer, type ListeningServer } from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { routesOnClock } from '@tests/helpers/routes-on-clock';
import { signedInUser } from '@tests/helpers/execute';
import { newCommunityId } from '@server/community/ids';
import { registerModerationRoutes } from './moderation-routes';

const ADMIN_EMAIL = 'grace.admin@example.com';
const DAY_MS = 24 * 3600 * 1000;

interface Person {
  token: string;
  userId: string;
  name: string;
  email: string;
}

for (const dialect of testDialects()) {
  describe(`community reports and moderation [${dialect.name}]`, () => {
    let server: ListeningServer;
    let clocked: FastifyInstance;
    let now = new Date('2026-11-20T16:00:00.000Z');
    const advance = (ms: number) => (now = new Date(now.getTime() + ms));

    beforeAll(async () => {
      server = await startListeningServer(dialect, {}, { adminEmails: [ADMIN_EMAIL] });
      clocked = await routesOnClock(server, (app) =>
        registerModerationRoutes(app, { clock: () => now }),
      );
    });
    afterAll(async () => {
      await clocked.close();
      await server.close();
    });

    const db = () => server.app.database.db;

    async function person(name: string, email?: string): Promise<Person> {
      const user = await signedInUser(server);
      await db()
        .updateTable('users')
        .set({
          user_metadata: JSON.stringify({ name }),
          ...(email === undefined ? {} : { email }),
        })
        .where('id', '=', user.userId)
        .execute();
      const row = await db()
        .selectFrom('users')
        .select('email')
        .where('id', '=', user.userId)
        .executeTakeFirstOrThrow();
      return { token: user.token, userId: user.userId, name, email: row.email };
    }

    /** A thread in General with its opening post by `author`, written straight into the tables. */
    async function thread(author: Person, title: string) {
      const threadId = newCommunityId(now);
      const at = now.toISOString();
      await db()
        .insertInto('forum_threads')
        .values({
          id: threadId,
          category: 'general',
          lesson_id: null,
          challenge_id: null,
          title,
          author_id: author.userId,
          accepted_post_id: null,
          pinned_at: null,
          locked_at: null,
          created_at: at,
          last_activity_at: at,
        })
        .execute();
      await insertPost(threadId, author, 'Here is what I tried so far, and it never stops.', true);
      const reply = (who: Person, body: string) => insertPost(threadId, who, body, false);
      return { threadId, reply, title };
    }

    async function insertPost(threadId: string, author: Person, body: string, opening: boolean) {
      const id = newCommunityId(now);
      await db()
        .insertInto('forum_posts')
        .values({
          id,
          thread_id: threadId,
          author_id: author.userId,
          opening: opening ? 1 : 0,
          body,
          html: `<p>${body}</p>`,
          created_at: now.toISOString(),
          edited_at: null,
          deleted_at: null,
          hidden_at: null,
        })
        .execute();
      if (!opening) {
        await db()
          .updateTable('forum_threads')
          .set((eb) => ({ reply_count: eb('reply_count', '+', 1) }))
          .where('id', '=', threadId)
          .execute();
      }
      return id;
    }

    const call = async (
      method: 'GET' | 'POST',
      url: string,
      who: Person | null,
      body?: unknown,
    ) => {
      const response = await clocked.inject({
        method,
        url,
        headers: {
          authorization: `Bearer ${who?.token ?? server.app.keys.anonKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      return {
        status: response.statusCode,
        headers: response.headers,
        body: response.json<Record<string, unknown>>(),
      };
    };
    const report = (who: Person, body: Record<string, unknown>) =>
      call('POST', '/functions/v1/forum-reports', who, body);
    const act = (who: Person, body: Record<string, unknown>) =>
      call('POST', '/functions/v1/forum-moderation', who, body);
    const overview = async (who: Person) => {
      const answer = await call('GET', '/functions/v1/forum-moderation', who);
      expect(answer.status).toBe(200);
      return answer.body as unknown as ModerationOverview;
    };
    const me = async (who: Person) => {
      const answer = await call('GET', '/functions/v1/community-me', who);
      expect(answer.status).toBe(200);
      return answer.body as unknown as CommunityMe;
    };
    const threadSeenBy = async (who: Person, threadId: string) => {
      const response = await server.app.inject({
        method: 'GET',
        url: `/functions/v1/forum-threads/${threadId}`,
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(response.statusCode).toBe(200);
      return response.json<ThreadDetail>();
    };

    let admin: Person;
    let ada: Person;
    let linus: Person;
    beforeAll(async () => {
      admin = await person('Grace Hopper', ADMIN_EMAIL);
      ada = await person('Ada Lovelace');
      linus = await person('Linus Learner');
    });

    it('takes a report once per person and post, never on one’s own or a missing post', async () => {
      const loop = await thread(ada, 'Why does my loop never end?');
      const reply = await loop.reply(linus, 'Buy cheap watches at example.com');

      const taken = await report(ada, { postId: reply, reason: 'spam', details: ' An advert ' });
      expect(taken.status).toBe(200);
      expect(taken.body.id).toEqual(expect.any(String));

      const again = await report(ada, { postId: reply, reason: 'abuse' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(
        'You have already reported this post. The moderators will look at it.',
      );

      const own = await report(linus, { postId: reply, reason: 'spam' });
      expect(own.status).toBe(400);
      expect(own.body.message).toBe('You cannot report your own post: edit or delete it instead.');

      const missing = await report(ada, { postId: 'no-such-post', reason: 'spam' });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('This post does not exist or has been removed.');

      const deleted = await loop.reply(linus, 'A post its author deleted.');
      await db()
        .updateTable('forum_posts')
        .set({ deleted_at: now.toISOString() })
        .where('id', '=', deleted)
        .execute();
      expect((await report(ada, { postId: deleted, reason: 'spam' })).status).toBe(404);

      const badReason = await report(ada, { postId: reply, reason: 'boring' });
      expect(badReason.status).toBe(400);
      expect(badReason.body.message).toBe('reason: must be one of the reasons offered');

      const visitor = await call('POST', '/functions/v1/forum-reports', null, {
        postId: reply,
        reason: 'spam',
      });
      expect(visitor.status).toBe(401);

      // The moderators see it, with the post and who reported it.
      const { reports } = await overview(admin);
      const seen = reports.find((entry) => entry.id === taken.body.id);
      expect(seen).toMatchObject({
        postId: reply,
        threadId: loop.threadId,
        threadTitle: 'Why does my loop never end?',
        reason: 'spam',
        details: 'An advert',
        reporter: { id: ada.userId, name: 'Ada Lovelace' },
        postAuthor: { id: linus.userId, name: 'Linus Learner' },
        postHtml: '<p>Buy cheap watches at example.com</p>',
        postHidden: false,
      });
    });

    it(`refuses more than ${REPORT_LIMIT.reports} reports an account in ${REPORT_LIMIT.windowMinutes} minutes with 429`, async () => {
      const reporter = await person('Eager Reporter');
      const author = await person('Prolific Poster');
      const busy = await thread(author, 'Many replies to report');
      const replies: string[] = [];
      for (let index = 0; index <= REPORT_LIMIT.reports; index++) {
        replies.push(await busy.reply(author, `Reply number ${index}`));
      }
      for (const reply of replies.slice(0, REPORT_LIMIT.reports)) {
        expect((await report(reporter, { postId: reply, reason: 'off-topic' })).status).toBe(200);
      }
      const refused = await report(reporter, { postId: replies.at(-1), reason: 'off-topic' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body.message).toMatch(
        new RegExp(
          `^You have reported ${REPORT_LIMIT.reports} posts in the last ${REPORT_LIMIT.windowMinutes} minutes\\. Please wait \\d+ minutes? before reporting another; the moderators are looking at the ones you sent\\.$`,
        ),
      );
      // Another account is not held back by it.
      expect((await report(ada, { postId: replies.at(-1), reason: 'off-topic' })).status).toBe(200);
    });

    it('lets only moderators see and act, and an ADMIN_EMAILS admin moderate', async () => {
      const topic = await thread(ada, 'A thread to moderate');
      const forbidden = await call('GET', '/functions/v1/forum-moderation', linus);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.message).toBe('Only the community moderators can do that.');
      const lock = { action: 'lock', threadId: topic.threadId, reason: 'Heated argument' };
      const refused = await act(linus, lock);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('not_moderator');
      const visitor = await call('GET', '/functions/v1/forum-moderation', null);
      expect(visitor.status).toBe(401);

      const done = await act(admin, lock);
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({
        ok: true,
        entry: {
          action: 'lock',
          moderator: { id: admin.userId, name: 'Grace Hopper', moderator: true },
          target: 'thread “A thread to moderate”',
          reason: 'Heated argument',
          createdAt: now.toISOString(),
        },
      });

      const noReason = await act(admin, { action: 'unlock', threadId: topic.threadId });
      expect(noReason.status).toBe(400);
      expect(noReason.body.message).toBe('reason: is required: say why, for the moderation log');
      const badAction = await act(admin, { action: 'explode', reason: 'why not' });
      expect(badAction.status).toBe(400);
    });

    it('lets an admin promote a learner, who then moderates, and demote them again', async () => {
      const mod = await person('Margaret Moderator');
      const topic = await thread(ada, 'Pin me to the top');
      const pin = { action: 'pin', threadId: topic.threadId, reason: 'Frequently asked' };
      expect((await act(mod, pin)).status).toBe(403);

      const notAdmin = await act(ada, { action: 'promote', email: mod.email, reason: 'Helpful' });
      expect(notAdmin.status).toBe(403);

      advance(1000);
      const promoted = await act(admin, {
        action: 'promote',
        email: mod.email.toUpperCase(),
        reason: 'Answers every C question kindly',
      });
      expect(promoted.status).toBe(200);
      expect((promoted.body.entry as ModerationLogEntry).target).toBe(mod.email);
      expect(await me(mod)).toMatchObject({ isModerator: true, isAdmin: false });

      // A promoted moderator moderates, but cannot make moderators.
      expect((await act(mod, pin)).status).toBe(200);
      const byModerator = await act(mod, { action: 'promote', email: ada.email, reason: 'Nice' });
      expect(byModerator.status).toBe(403);
      expect(byModerator.body.message).toBe('Only an admin can make or remove moderators.');

      const { moderators } = await overview(mod);
      expect(
        moderators.map(({ author, email, source }) => [
          author.id,
          author.name,
          author.moderator,
          email,
          source,
        ]),
      ).toEqual([
        [admin.userId, 'Grace Hopper', true, ADMIN_EMAIL, 'config'],
        [mod.userId, 'Margaret Moderator', true, mod.email, 'app'],
      ]);

      const twice = await act(admin, { action: 'promote', email: mod.email, reason: 'Again' });
      expect(twice.status).toBe(409);
      const unknown = await act(admin, {
        action: 'promote',
        email: 'nobody@example.com',
        reason: 'Who?',
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('No account uses that e-mail address.');
      const configured = await act(admin, {
        action: 'demote',
        email: ADMIN_EMAIL,
        reason: 'Try it',
      });
      expect(configured.status).toBe(409);
      expect(configured.body.message).toBe(
        `${ADMIN_EMAIL} is an admin set by ADMIN_EMAILS in the server configuration: remove the address there to stop them moderating.`,
      );
      const badEmail = await act(admin, { action: 'demote', email: 'not-an-email', reason: 'x y' });
      expect(badEmail.status).toBe(400);
      expect(badEmail.body.message).toBe('email: must be an e-mail address');

      advance(1000);
      const demoted = await act(admin, {
        action: 'demote',
        email: mod.email,
        reason: 'Stepped down',
      });
      expect(demoted.status).toBe(200);
      expect(await me(mod)).toMatchObject({ isModerator: false, isAdmin: false });
      expect((await act(mod, { ...pin, action: 'unpin' })).status).toBe(403);
    });

    it('hides a post from others and restores it, resolving its reports; locks and pins threads', async () => {
      const loop = await thread(ada, 'Why does my loop never end?');
      const rude = await loop.reply(linus, 'What a stupid question.');
      const reported = await report(ada, { postId: rude, reason: 'abuse' });
      expect(reported.status).toBe(200);

      advance(60_000);
      const hidden = await act(admin, {
        action: 'hide',
        postId: rude,
        reason: 'Rude to a beginner',
      });
      expect(hidden.status).toBe(200);
      expect((hidden.body.entry as ModerationLogEntry).target).toBe(
        'post by Linus Learner in “Why does my loop never end?”',
      );
      const row = await db()
        .selectFrom('forum_posts')
        .select('hidden_at')
        .where('id', '=', rude)
        .executeTakeFirstOrThrow();
      expect(row.hidden_at).toBe(now.toISOString());
      const stats = await db()
        .selectFrom('forum_threads')
        .select('reply_count')
        .where('id', '=', loop.threadId)
        .executeTakeFirstOrThrow();
      expect(Number(stats.reply_count)).toBe(0);
      // Hiding dealt with the report.
      const resolved = await db()
        .selectFrom('forum_reports')
        .select(['resolved_at', 'resolved_by'])
        .where('id', '=', reported.body.id as string)
        .executeTakeFirstOrThrow();
      expect(resolved).toEqual({ resolved_at: now.toISOString(), resolved_by: admin.userId });
      expect((await overview(admin)).reports.map((entry) => entry.postId)).not.toContain(rude);

      const asAda = await threadSeenBy(ada, loop.threadId);
      expect(asAda.posts.find((post) => post.id === rude)).toMatchObject({
        hidden: true,
        html: '',
      });
      const asAdmin = await threadSeenBy(admin, loop.threadId);
      expect(asAdmin.posts.find((post) => post.id === rude)).toMatchObject({ hidden: true });

      const again = await act(admin, { action: 'hide', postId: rude, reason: 'Twice' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This post is already hidden.');

      advance(60_000);
      const restored = await act(admin, { action: 'restore', postId: rude, reason: 'Apologised' });
      expect(restored.status).toBe(200);
      const back = await threadSeenBy(ada, loop.threadId);
      expect(back.posts.find((post) => post.id === rude)).toMatchObject({
        hidden: false,
        html: '<p>What a stupid question.</p>',
      });
      expect(back.replyCount).toBe(1);

      const missing = await act(admin, { action: 'hide', postId: 'nope', reason: 'Gone' });
      expect(missing.status).toBe(404);

      for (const action of ['lock', 'pin'] as const) {
        advance(1000);
        expect((await act(admin, { action, threadId: loop.threadId, reason: 'Test' })).status).toBe(
          200,
        );
      }
      const flags = await db()
        .selectFrom('forum_threads')
        .select(['locked_at', 'pinned_at'])
        .where('id', '=', loop.threadId)
        .executeTakeFirstOrThrow();
      expect(flags.locked_at).not.toBeNull();
      expect(flags.pinned_at).toBe(now.toISOString());
      const seen = await threadSeenBy(ada, loop.threadId);
      expect(seen).toMatchObject({ locked: true, pinned: true });
      const relock = await act(admin, { action: 'lock', threadId: loop.threadId, reason: 'Again' });
      expect(relock.status).toBe(409);
      expect(relock.body.message).toBe('This thread is already locked.');
      for (const action of ['unlock', 'unpin'] as const) {
        expect(
          (await act(admin, { action, threadId: loop.threadId, reason: 'Calm now' })).status,
        ).toBe(200);
      }
      expect(await threadSeenBy(ada, loop.threadId)).toMatchObject({
        locked: false,
        pinned: false,
      });
    });

    it('dismisses a report without touching the post', async () => {
      const topic = await thread(ada, 'A fair question about pointers');
      const answer = await topic.reply(linus, 'Pointers hold addresses.');
      const taken = await report(ada, { postId: answer, reason: 'other', details: 'Too short?' });
      const reportId = taken.body.id as string;
      advance(1000);
      const dismissed = await act(admin, { action: 'dismiss', reportId, reason: 'Fine answer' });
      expect(dismissed.status).toBe(200);
      expect((dismissed.body.entry as ModerationLogEntry).target).toBe(
        'report on post by Linus Learner in “A fair question about pointers”',
      );
      expect((await overview(admin)).reports.map((entry) => entry.id)).not.toContain(reportId);
      const twice = await act(admin, { action: 'dismiss', reportId, reason: 'Again' });
      expect(twice.status).toBe(409);
      // Once dealt with, the same person may report it again.
      expect((await report(ada, { postId: answer, reason: 'spam' })).status).toBe(200);
    });

    it('suspends an account from posting, for a number of days or until lifted', async () => {
      const troll = await person('Tina Troll');
      const topic = await thread(ada, 'Help with scanf please');
      const target = await topic.reply(ada, 'scanf needs the address of the variable.');

      const self = await act(admin, { action: 'suspend', userId: admin.userId, reason: 'Oops' });
      expect(self.status).toBe(403);
      expect(self.body.message).toBe('You cannot suspend your own account.');
      const mod = await person('Mona Moderator');
      await act(admin, { action: 'promote', email: mod.email, reason: 'Needed help' });
      const ofAdmin = await act(mod, { action: 'suspend', userId: admin.userId, reason: 'Coup' });
      expect(ofAdmin.status).toBe(403);
      expect(ofAdmin.body.message).toBe(
        'An admin cannot be suspended: admins are set by ADMIN_EMAILS in the server configuration.',
      );
      const nobody = await act(mod, { action: 'suspend', userId: 'no-such-user', reason: 'Who' });
      expect(nobody.status).toBe(404);

      now = new Date('2026-12-01T10:00:00.000Z');
      const suspended = await act(mod, {
        action: 'suspend',
        userId: troll.userId,
        days: 2,
        reason: 'Insults in three threads',
      });
      expect(suspended.status).toBe(200);
      expect((suspended.body.entry as ModerationLogEntry).target).toBe('Tina Troll (@tina-troll)');
      const sentence =
        'Your account is suspended from posting in the community until Thu, 03 Dec 2026 10:00:00 UTC. The moderators gave this reason: Insults in three threads';
      advance(DAY_MS);
      const refused = await report(troll, { postId: target, reason: 'spam' });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'suspended', message: sentence });
      expect(await me(troll)).toEqual({
        handle: 'tina-troll',
        name: 'Tina Troll',
        isModerator: false,
        isAdmin: false,
        suspended: { until: '2026-12-03T10:00:00.000Z', reason: 'Insults in three threads' },
      });
      const listed = (await overview(admin)).suspensions.find(
        (entry) => entry.author.id === troll.userId,
      );
      expect(listed).toEqual({
        author: { id: troll.userId, name: 'Tina Troll', handle: 'tina-troll', moderator: false },
        until: '2026-12-03T10:00:00.000Z',
        reason: 'Insults in three threads',
        createdAt: '2026-12-01T10:00:00.000Z',
      });

      // Two days on, it has ended by itself.
      advance(DAY_MS + 1000);
      expect((await me(troll)).suspended).toBeNull();
      expect((await overview(admin)).suspensions.map((entry) => entry.author.id)).not.toContain(
        troll.userId,
      );
      expect((await report(troll, { postId: target, reason: 'spam' })).status).toBe(200);

      // Without days, until a moderator lifts it.
      const indefinite = await act(mod, {
        action: 'suspend',
        userId: troll.userId,
        reason: 'Back at it',
      });
      expect(indefinite.status).toBe(200);
      advance(400 * DAY_MS);
      const still = await report(troll, { postId: target, reason: 'abuse' });
      expect(still.status).toBe(403);
      expect(still.body.message).toBe(
        'Your account is suspended from posting in the community until a moderator lifts it. The moderators gave this reason: Back at it',
      );
      expect(
        (await act(mod, { action: 'unsuspend', userId: troll.userId, reason: 'Apologised' }))
          .status,
      ).toBe(200);
      const lifted = await act(mod, { action: 'unsuspend', userId: troll.userId, reason: 'Twice' });
      expect(lifted.status).toBe(409);
      expect(lifted.body.message).toBe('This account is not suspended.');
      expect((await me(troll)).suspended).toBeNull();
    });

    it('logs every action with who, what and why, newest first', async () => {
      const { log } = await overview(admin);
      const count = await db()
        .selectFrom('moderation_log')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      expect(log).toHaveLength(Math.min(100, Number(count.count)));
      const times = log.map((entry) => entry.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect(
        log.slice(0, 4).map((entry) => [entry.action, entry.moderator?.name, entry.reason]),
      ).toEqual([
        ['unsuspend', 'Mona Moderator', 'Apologised'],
        ['suspend', 'Mona Moderator', 'Back at it'],
        ['suspend', 'Mona Moderator', 'Insults in three threads'],
        ['promote', 'Grace Hopper', 'Needed help'],
      ]);
      const actions = new Set(log.map((entry) => entry.action));
      for (const action of [
        'hide',
        'restore',
        'lock',
        'unlock',
        'pin',
        'unpin',
        'suspend',
        'unsuspend',
        'dismiss',
        'promote',
        'demote',
      ]) {
        expect(actions).toContain(action);
      }
      // Refused actions leave no entry.
      expect(log.filter((entry) => entry.reason === 'Coup' || entry.reason === 'Twice')).toEqual(
        [],
      );
    });

    it('tells a learner, a moderator and an admin who they are in the community', async () => {
      expect(await me(ada)).toEqual({
        handle: 'ada-lovelace',
        name: 'Ada Lovelace',
        isModerator: false,
        isAdmin: false,
        suspended: null,
      });
      expect(await me(admin)).toMatchObject({
        name: 'Grace Hopper',
        isModerator: true,
        isAdmin: true,
        suspended: null,
      });
      // A handle already chosen wins over the one the name would give.
      await db()
        .insertInto('community_profiles')
        .values({ user_id: linus.userId, handle: 'linus-2', created_at: now.toISOString() })
        .execute();
      expect((await me(linus)).handle).toBe('linus-2');
      expect((await call('GET', '/functions/v1/community-me', null)).status).toBe(401);
    });
  });
}
