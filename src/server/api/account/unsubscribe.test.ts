import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsFromStored, type StoredSettings } from '@domain/account';
import { unsubscribeLink, unsubscribeToken } from '@server/account/mail-unsubscribe';
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

const NOW = new Date('2025-03-01T12:00:00.000Z');
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

for (const dialect of testDialects()) {
  describe(`one-click unsubscribe from community mails [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect);
    });
    afterAll(() => server.close());

    const db = () => server.app.database.db;

    /** Someone who chose their settings: community mails on, weekly progress off, a dark theme. */
    async function subscribed(): Promise<Person> {
      const { token, userId } = await signedInUser(server);
      const { email } = await db()
        .selectFrom('users')
        .select('email')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const defaults = settingsFromStored({});
      const saved = await server.app.inject({
        method: 'PUT',
        url: '/functions/v1/settings',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          notifications: {
            ...defaults.notifications,
            communityUpdates: true,
            weeklyProgress: false,
          },
          preferences: { ...defaults.preferences, theme: 'dark' },
          coding: { ...defaults.coding, tabSize: 2 },
        },
      });
      expect(saved.statusCode).toBe(200);
      return { token, userId, email };
    }

    async function settingsOf(who: Person): Promise<StoredSettings> {
      const response = await server.app.inject({
        method: 'GET',
        url: '/functions/v1/settings',
        headers: { authorization: `Bearer ${who.token}` },
      });
      return response.json<StoredSettings>();
    }

    /** The settings `subscribed` saved, with community mails as given. */
    function chosen(communityUpdates: boolean): StoredSettings {
      const defaults = settingsFromStored({});
      return {
        notifications: { ...defaults.notifications, communityUpdates, weeklyProgress: false },
        preferences: { ...defaults.preferences, theme: 'dark' },
        coding: { ...defaults.coding, tabSize: 2 },
      };
    }

    /** The unsubscribe link of a real notification mail to `who`. */
    async function mailedLink(who: Person): Promise<string> {
      const actor = await signedInUser(server);
      const threadId = crypto.randomUUID();
      await db()
        .insertInto('forum_threads')
        .values({
          id: threadId,
          category: 'general',
          lesson_id: null,
          challenge_id: null,
          title: 'Hello from the C course',
          author_id: who.userId,
          created_at: NOW.toISOString(),
          last_activity_at: NOW.toISOString(),
        })
        .execute();
      await createNotifications(server.app, {
        userIds: [who.userId],
        kind: 'reply',
        threadId,
        postId: null,
        actorId: actor.userId,
        now: NOW,
      });
      await notificationMailsSettled(server.app);
      const [mail] = await mailsTo(server, who.email);
      return /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    }

    const oneClick = (link: string) =>
      fetch(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });

    it('turns off community mails, and nothing else, with the one-click POST of the mailed link', async () => {
      const learner = await subscribed();
      const link = await mailedLink(learner);
      expect(link.startsWith(`${server.url}/functions/v1/unsubscribe?token=`)).toBe(true);
      expect(await settingsOf(learner)).toEqual(chosen(true));

      const response = await oneClick(link);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toBe(
        'Turned off: community e-mails: replies to your questions, mentions of you and your accepted answers.\n',
      );
      expect(await settingsOf(learner)).toEqual(chosen(false));

      // Again: still off, still 200.
      expect((await oneClick(link)).status).toBe(200);
      expect(await settingsOf(learner)).toEqual(chosen(false));
    });

    it('takes the one-click body as multipart form data too', async () => {
      const learner = await subscribed();
      const body = new FormData();
      body.set('List-Unsubscribe', 'One-Click');
      const response = await fetch(
        unsubscribeLink(server.app, learner.userId, 'communityUpdates'),
        {
          method: 'POST',
          body,
        },
      );
      expect(response.status).toBe(200);
      expect((await settingsOf(learner)).notifications.communityUpdates).toBe(false);
    });

    it('shows a page with a button on GET, and changes nothing until it is pressed', async () => {
      const learner = await subscribed();
      const link = unsubscribeLink(server.app, learner.userId, 'communityUpdates');

      const page = await fetch(link);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await page.text();
      expect(html).toContain('<h1>Turn these e-mails off?</h1>');
      expect(html).toContain(
        `Press the button and <strong>${learner.email}</strong> will receive no more community e-mails: replies to your questions, mentions of you and your accepted answers from CodeNest.`,
      );
      expect(html).toContain(
        `<form method="post" action="/functions/v1/unsubscribe?token=${encodeURIComponent(tokenOf(link))}">`,
      );
      expect(html).toContain('<a href="/settings">Open your settings</a>');
      expect(await settingsOf(learner)).toEqual(chosen(true));

      // The button: a browser's form post answers a page.
      const pressed = await fetch(link, {
        method: 'POST',
        headers: {
          accept: 'text/html,application/xhtml+xml',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: '',
      });
      expect(pressed.status).toBe(200);
      expect(await pressed.text()).toContain('<h1>E-mails turned off</h1>');
      expect(await settingsOf(learner)).toEqual(chosen(false));
    });

    it('turns off only the setting its token names, for a learner who never saved settings', async () => {
      const { token, userId } = await signedInUser(server);
      const learner = { token, userId, email: '' };
      const response = await oneClick(unsubscribeLink(server.app, userId, 'weeklyProgress'));
      expect(response.status).toBe(200);
      const defaults = settingsFromStored({});
      expect(await settingsOf(learner)).toEqual({
        ...defaults,
        notifications: { ...defaults.notifications, weeklyProgress: false },
      });
    });

    it('refuses forged and tampered tokens with a 400 page, and changes nothing', async () => {
      const ada = await subscribed();
      const bob = await subscribed();
      const adaToken = unsubscribeToken(server.app, ada.userId, 'communityUpdates');
      const [, , adaMac] = adaToken.split('.');
      const flipped = `${adaMac!.slice(0, -2)}${adaMac!.endsWith('AA') ? 'BB' : 'AA'}`;
      const forged = [
        // Ada's signature on Bob's account: a token for A cannot change B.
        `${bob.userId}.communityUpdates.${adaMac}`,
        // Ada's signature on another of her settings.
        `${ada.userId}.emailNotifications.${adaMac}`,
        `${ada.userId}.communityUpdates.${flipped}`,
        `${ada.userId}.communityUpdates.${crypto.randomBytes(32).toString('base64url')}`,
        `${ada.userId}.communityUpdates.`,
        `${ada.userId}.communityUpdates`,
        `${ada.userId}.theme.${adaMac}`,
        `${adaToken}.extra`,
        'not-a-token',
      ];
      for (const token of forged) {
        const link = `${server.url}/functions/v1/unsubscribe?token=${encodeURIComponent(token)}`;
        const page = await fetch(link);
        expect(page.status, token).toBe(400);
        expect(await page.text()).toContain('<h1>This link is incomplete</h1>');
        const posted = await oneClick(link);
        expect(posted.status, token).toBe(400);
        expect(await posted.text()).toBe('This unsubscribe link is incomplete or was changed.\n');
      }
      const missing = await fetch(`${server.url}/functions/v1/unsubscribe`);
      expect(missing.status).toBe(400);
      expect(await settingsOf(ada)).toEqual(chosen(true));
      expect(await settingsOf(bob)).toEqual(chosen(true));

      // Ada's own link changes Ada's settings and not Bob's.
      expect(
        (await oneClick(unsubscribeLink(server.app, ada.userId, 'communityUpdates'))).status,
      ).toBe(200);
      expect(await settingsOf(ada)).toEqual(chosen(false));
      expect(await settingsOf(bob)).toEqual(chosen(true));
    });

    it('answers 404 for an account deleted since the mail', async () => {
      const link = unsubscribeLink(server.app, crypto.randomUUID(), 'communityUpdates');
      const page = await fetch(link);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('<h1>This account no longer exists</h1>');
      expect((await oneClick(link)).status).toBe(404);
    });
  });
}
