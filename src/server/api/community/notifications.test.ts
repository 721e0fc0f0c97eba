import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settingsFromStored } from '@domain/account';
import type { NotificationKind, NotificationList } from '@domain/community';
import { notificationMailsSettled } from '@server/community/notification-mails';
import { createNotifications } from '@server/community/notifications';
import { mailsTo, startListeningServer, type ListeningServer } from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { signedInUser } from '@tests/helpers/execute';

interface Person {
  token: string;
  userId: string;
  email: string;
}

const NOON = new Date('2025-03-01T12:00:00.000Z');
const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);

for (const dialect of testDialects()) {
  describe(`community notifications [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect);
    });
    afterAll(() => server.close());

    const db = () => server.app.database.db;

    /** A signed-in person with a name (their e-mail address never shows in the community). */
    async function person(name: string): Promise<Person> {
      const { token, userId } = await signedInUser(server);
      await db()
        .updateTable('users')
        .set({ user_metadata: JSON.stringify({ name }) })
        .where('id', '=', userId)
        .execute();
      const { email } = await db()
        .selectFrom('users')
        .select('email')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return { token, userId, email };
    }

    async function setCommunityUpdates(who: Person, on: boolean) {
      const settings = settingsFromStored({});
      const saved = await server.app.inject({
        method: 'PUT',
        url: '/functions/v1/settings',
        headers: { authorization: `Bearer ${who.token}` },
        payload: {
          ...settings,
          notifications: { ...settings.notifications, communityUpdates: on },
        },
      });
      expect(saved.statusCode).toBe(200);
    }

    async function thread(author: Person, title: string) {
      const id = crypto.randomUUID();
      await db()
        .insertInto('forum_threads')
        .values({
          id,
          category: 'c-help',
          lesson_id: null,
          challenge_id: null,
          title,
          author_id: author.userId,
          created_at: NOON.toISOString(),
          last_activity_at: NOON.toISOString(),
        })
        .execute();
      return id;
    }

    async function post(threadId: string, author: Person) {
      const id = crypto.randomUUID();
      await db()
        .insertInto('forum_posts')
        .values({
          id,
          thread_id: threadId,
          author_id: author.userId,
          body: 'Try `i < n` instead of `i <= n`.',
          html: '<p>Try <code>i &lt; n</code> instead of <code>i &lt;= n</code>.</p>',
          created_at: NOON.toISOString(),
        })
        .execute();
      return id;
    }

    /** `by` acted in the thread and `to` are told: it returns once their mails are sent. */
    async function notify(
      kind: NotificationKind,
      event: { to: Person[]; by: Person; threadId: string; postId: string | null; now?: Date },
    ) {
      await createNotifications(server.app, {
        userIds: event.to.map((recipient) => recipient.userId),
        kind,
        threadId: event.threadId,
        postId: event.postId,
        actorId: event.by.userId,
        now: event.now ?? NOON,
      });
      await notificationMailsSettled(server.app);
    }

    const rowsOf = (userId: string) =>
      db()
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();

    const bell = async (who: Person) => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/functions/v1/notifications',
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(response.statusCode).toBe(200);
      return response.json<NotificationList>();
    };
    const markRead = (who: Person, body: unknown) =>
      server.app.inject({
        method: 'POST',
        url: '/functions/v1/notifications-read',
        headers: { authorization: `Bearer ${who.token}` },
        payload: body as Record<string, unknown>,
      });

    it('tells each recipient once, never the actor, and mails nobody whose setting is off', async () => {
      const [asker, helper, watcher] = await Promise.all([
        person('Grace Hopper'),
        person('Ada Lovelace'),
        person('Linus'),
      ]);
      const threadId = await thread(asker, 'Why does my loop run once too often?');
      const postId = await post(threadId, helper);

      await notify('reply', { to: [asker, watcher, asker, helper], by: helper, threadId, postId });

      expect(await rowsOf(helper.userId)).toEqual([]);
      for (const recipient of [asker, watcher]) {
        const rows = await rowsOf(recipient.userId);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          kind: 'reply',
          thread_id: threadId,
          post_id: postId,
          actor_id: helper.userId,
          created_at: NOON.toISOString(),
          read_at: null,
          // communityUpdates is off by default: no mail.
          mailed_at: null,
        });
        expect(await mailsTo(server, recipient.email)).toEqual([]);
      }
    });

    it('mails those with community updates on: a link on PUBLIC_URL, settings and one-click unsubscribe', async () => {
      const [asker, helper, mentioned] = await Promise.all([
        person('Grace Hopper'),
        person('Ada Lovelace'),
        person('Linus'),
      ]);
      await setCommunityUpdates(asker, true);
      await setCommunityUpdates(mentioned, true);
      const title = 'Why does my loop run once too often?';
      const threadId = await thread(asker, title);
      const postId = await post(threadId, helper);

      await notify('reply', { to: [asker], by: helper, threadId, postId });
      await notify('mention', { to: [mentioned], by: helper, threadId, postId });

      const [reply] = await mailsTo(server, asker.email);
      const link = `${server.url}/community/threads/${threadId}#post-${postId}`;
      expect(reply).toBeDefined();
      expect(reply!.subject).toBe(`Ada Lovelace replied to your question “${title}”`);
      expect(reply!.link).toBe(link);
      expect(reply!.text).toContain(`Read the reply:\n${link}\n`);
      expect(reply!.text).toContain(
        `Change your e-mail settings:\n${server.url}/settings?tab=notifications\n`,
      );
      const unsubscribe = /Turn off community e-mails with one click:\n(\S+)/.exec(
        reply!.text,
      )?.[1];
      expect(unsubscribe).toMatch(
        new RegExp(`^${server.url.replace(/\./g, '\\.')}/functions/v1/unsubscribe\\?token=.+`),
      );
      expect(reply!.headers).toEqual({
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(reply!.html).toContain(`href="${link}"`);
      expect(reply!.html).toContain(`href="${server.url}/settings?tab=notifications"`);
      expect(reply!.html).toContain(`href="${unsubscribe!.replace(/&/g, '&#38;')}"`);
      expect(reply!.text).not.toContain(helper.email);
      const [mailed] = await rowsOf(asker.userId);
      expect(mailed!.mailed_at).toBe(NOON.toISOString());

      const [mention] = await mailsTo(server, mentioned.email);
      expect(mention!.subject).toBe(`Ada Lovelace mentioned you in “${title}”`);
      expect(mention!.text).toContain(link);
      // The actor gets no mail of their own post.
      expect(await mailsTo(server, helper.email)).toEqual([]);
    });

    it('mails the accepted answer to its author', async () => {
      const [asker, helper] = await Promise.all([person('Grace Hopper'), person('Ada Lovelace')]);
      await setCommunityUpdates(helper, true);
      const threadId = await thread(asker, 'Pointer to pointer: when?');
      const postId = await post(threadId, helper);
      await notify('accepted', { to: [helper], by: asker, threadId, postId });
      const [accepted] = await mailsTo(server, helper.email);
      expect(accepted!.subject).toBe('Your answer in “Pointer to pointer: when?” was accepted');
      expect(accepted!.text).toContain(
        `${server.url}/community/threads/${threadId}#post-${postId}`,
      );
    });

    it('mails a person at most once per thread per hour', async () => {
      const [asker, helper] = await Promise.all([person('Grace Hopper'), person('Ada Lovelace')]);
      await setCommunityUpdates(asker, true);
      const threadId = await thread(asker, 'Segfault when I free twice');
      const otherThreadId = await thread(asker, 'Reading a line with fgets');
      const reply = async (where: string, now: Date) =>
        notify('reply', {
          to: [asker],
          by: helper,
          threadId: where,
          postId: await post(where, helper),
          now,
        });

      await reply(threadId, NOON);
      await reply(threadId, minutesAfter(NOON, 30));
      await reply(threadId, minutesAfter(NOON, 59));
      // Another thread is another conversation: it mails.
      await reply(otherThreadId, minutesAfter(NOON, 31));
      expect((await mailsTo(server, asker.email)).map((mail) => mail.subject)).toEqual([
        'Ada Lovelace replied to your question “Segfault when I free twice”',
        'Ada Lovelace replied to your question “Reading a line with fgets”',
      ]);
      // An hour after the last mail, the next reply mails again.
      await reply(threadId, minutesAfter(NOON, 61));
      expect(await mailsTo(server, asker.email)).toHaveLength(3);

      const rows = await rowsOf(asker.userId);
      expect(
        rows
          .filter((row) => row.thread_id === threadId)
          .map((row) => [row.created_at, row.mailed_at]),
      ).toEqual([
        [NOON.toISOString(), NOON.toISOString()],
        [minutesAfter(NOON, 30).toISOString(), null],
        [minutesAfter(NOON, 59).toISOString(), null],
        [minutesAfter(NOON, 61).toISOString(), minutesAfter(NOON, 61).toISOString()],
      ]);
    });

    it('keeps the notification when its mail fails, and logs the failure', async () => {
      const [asker, helper] = await Promise.all([person('Grace Hopper'), person('Ada Lovelace')]);
      await setCommunityUpdates(asker, true);
      const threadId = await thread(asker, 'Mail server down, post still up');
      const send = vi
        .spyOn(server.app.mailer, 'send')
        .mockRejectedValueOnce(new Error('SMTP 421 try again later'));
      const logged = vi.spyOn(server.app.log, 'error');
      try {
        await notify('reply', {
          to: [asker],
          by: helper,
          threadId,
          postId: await post(threadId, helper),
        });
        expect(send).toHaveBeenCalledTimes(1);
        expect(logged).toHaveBeenCalledWith(
          expect.objectContaining({ err: expect.any(Error) as unknown }),
          'community notification mail failed',
        );
      } finally {
        send.mockRestore();
        logged.mockRestore();
      }
      const [row] = await rowsOf(asker.userId);
      expect(row!.mailed_at).toBeNull();
      // Not counted as mailed: the next reply in the thread mails.
      await notify('reply', {
        to: [asker],
        by: helper,
        threadId,
        postId: await post(threadId, helper),
        now: minutesAfter(NOON, 5),
      });
      expect(await mailsTo(server, asker.email)).toHaveLength(1);
    });

    it('lists the newest 30 with the unread count, and marks one’s own read', async () => {
      const [asker, helper, stranger] = await Promise.all([
        person('Grace Hopper'),
        person('Ada Lovelace'),
        person('Linus'),
      ]);
      const threadId = await thread(asker, 'Arrays decay to pointers?');
      for (let i = 0; i < 32; i++) {
        await notify(i % 2 === 0 ? 'reply' : 'mention', {
          to: [asker],
          by: helper,
          threadId,
          postId: null,
          now: minutesAfter(NOON, i),
        });
      }

      const signedOut = await server.app.inject({
        method: 'GET',
        url: '/functions/v1/notifications',
      });
      expect(signedOut.statusCode).toBe(401);

      const list = await bell(asker);
      expect(list.unread).toBe(32);
      expect(list.items).toHaveLength(30);
      expect(list.items[0]).toEqual({
        id: expect.any(String) as unknown,
        kind: 'mention',
        threadId,
        threadTitle: 'Arrays decay to pointers?',
        postId: null,
        actor: {
          id: helper.userId,
          name: 'Ada Lovelace',
          handle: 'ada-lovelace',
          moderator: false,
        },
        createdAt: minutesAfter(NOON, 31).toISOString(),
        read: false,
      });
      expect(list.items.at(-1)!.createdAt).toBe(minutesAfter(NOON, 2).toISOString());

      const [first, second] = list.items;
      // Someone else's ids change nothing of theirs.
      const theirs = await markRead(stranger, { ids: [first!.id] });
      expect(theirs.json()).toEqual({ unread: 0 });
      expect((await bell(asker)).unread).toBe(32);

      const some = await markRead(asker, { ids: [first!.id, second!.id] });
      expect(some.statusCode).toBe(200);
      expect(some.json()).toEqual({ unread: 30 });
      const after = await bell(asker);
      expect(after.items.slice(0, 3).map((item) => item.read)).toEqual([true, true, false]);

      const invalid = await markRead(asker, { ids: 'all' });
      expect(invalid.statusCode).toBe(400);
      const all = await markRead(asker, {});
      expect(all.json()).toEqual({ unread: 0 });
      expect((await bell(asker)).items.every((item) => item.read)).toBe(true);
    });
  });
}
