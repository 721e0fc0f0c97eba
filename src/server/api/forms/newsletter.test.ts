import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailsTo,
  startListeningServer,
  uniqueEmail,
  type ListeningServer,
} from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import type { OutboxEntry } from '@server/mail/mailer';
import { sendNewsletterIssue } from '@server/newsletter/newsletter-issue';

const PUBLIC_URL = 'https://codenest.example';
const SAME_ANSWER = { status: 'check_your_inbox' };

/** A mail's header fields as the .eml file has them, folded lines joined, each ending in CRLF. */
async function rawHeaders(mail: OutboxEntry): Promise<string> {
  const raw = await fs.readFile(mail.file, 'utf8');
  return `\r\n${raw.slice(0, raw.indexOf('\r\n\r\n') + 2)}`.replace(/\r\n[ \t]+/g, ' ');
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const linkIn = (text: string, path: string) =>
  text.match(new RegExp(`${PUBLIC_URL}/functions/v1/newsletter/${path}\\?token=[\\w-]+`))?.[0];

for (const dialect of testDialects()) {
  describe(`newsletter double opt-in [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect, {
        PUBLIC_URL,
        FORM_RATE_LIMIT: '100',
      });
    });
    afterAll(() => server.close());

    /** The mailed link, opened on the test server (PUBLIC_URL names the public address). */
    const open = (link: string, init: RequestInit = {}) =>
      fetch(link.replace(PUBLIC_URL, server.url), init);

    const subscribe = (email: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/functions/v1/newsletter`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${server.app.keys.anonKey}`,
          ...headers,
        },
        body: JSON.stringify({ email }),
      });

    const row = (email: string) =>
      server.app.database.db
        .selectFrom('newsletter_subscriptions')
        .selectAll()
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();

    async function confirmed(email: string): Promise<OutboxEntry> {
      expect((await subscribe(email)).status).toBe(200);
      const mail = (await mailsTo(server, email)).at(-1)!;
      expect((await open(mail.link!, { method: 'POST' })).status).toBe(200);
      return mail;
    }

    it('answers a new, a pending and a subscribed address alike', async () => {
      const email = uniqueEmail('reader');
      const answers: { status: number; type: string | null; body: string }[] = [];
      const answer = async () => {
        const response = await subscribe(email);
        answers.push({
          status: response.status,
          type: response.headers.get('content-type'),
          body: await response.text(),
        });
      };
      await answer(); // new
      await answer(); // pending
      const link = (await mailsTo(server, email)).at(-1)!.link!;
      expect((await open(link, { method: 'POST' })).status).toBe(200);
      await answer(); // subscribed

      expect(JSON.parse(answers[0]!.body)).toEqual(SAME_ANSWER);
      expect(answers[0]!.status).toBe(200);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);

      // What differs goes to the address's own mailbox.
      expect((await mailsTo(server, email)).map((mail) => mail.subject)).toEqual([
        'Confirm your subscription to the CodeNest newsletter',
        'Confirm your subscription to the CodeNest newsletter',
        'You are already subscribed to the CodeNest newsletter',
      ]);
      expect((await row(email))?.confirmed_at).not.toBeNull();
    });

    it('mails one confirmation, with one-click unsubscribe headers and links on PUBLIC_URL', async () => {
      const email = uniqueEmail('optin');
      const response = await subscribe(email, {
        'x-forwarded-host': 'attacker.example',
        'x-forwarded-proto': 'http',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(SAME_ANSWER);

      const mails = await mailsTo(server, email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe('Confirm your subscription to the CodeNest newsletter');
      const confirm = linkIn(mail.text, 'confirm');
      const unsubscribe = linkIn(mail.text, 'unsubscribe');
      expect(confirm).toBe(mail.link);
      expect(unsubscribe).toBeDefined();
      expect(mail.html).toContain(`href="${confirm}"`);
      expect(mail.html).toContain(`href="${unsubscribe}"`);
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      const headers = await rawHeaders(mail);
      expect(headers).toContain(`\r\nList-Unsubscribe: <${unsubscribe}>\r\n`);
      expect(headers).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
      expect(headers).not.toContain('attacker.example');

      // Pending, with only the hash of the link's token kept, for 24 hours.
      const stored = await row(email);
      const token = tokenOf(confirm!);
      expect(stored).toMatchObject({
        confirmed_at: null,
        confirm_token_hash: crypto.createHash('sha256').update(token).digest('hex'),
        unsubscribe_token: tokenOf(unsubscribe!),
      });
      expect(JSON.stringify(stored)).not.toContain(token);
      const life = Date.parse(stored!.confirm_expires_at!) - Date.parse(stored!.created_at);
      expect(life).toBe(24 * 60 * 60 * 1000);
    });

    it('confirms when the page’s button is pressed, not when the link is opened, and once', async () => {
      const email = uniqueEmail('confirm');
      await subscribe(email);
      const link = (await mailsTo(server, email))[0]!.link!;

      const page = await open(link);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await page.text();
      expect(html).toContain('<h1>Confirm your subscription</h1>');
      expect(html).toContain(`<strong>${email.toLowerCase()}</strong>`);
      expect(html).toContain(
        `<form method="post" action="/functions/v1/newsletter/confirm?token=${tokenOf(link)}">`,
      );
      expect((await row(email))?.confirmed_at).toBeNull();

      const confirmedPage = await open(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      });
      expect(confirmedPage.status).toBe(200);
      expect(await confirmedPage.text()).toContain('<h1>You are subscribed</h1>');
      expect(await row(email)).toMatchObject({
        confirm_token_hash: null,
        confirm_expires_at: null,
      });
      expect((await row(email))?.confirmed_at).not.toBeNull();

      const again = await open(link, { method: 'POST' });
      expect(again.status).toBe(404);
      expect(await again.text()).toContain('<h1>This link no longer works</h1>');
      const cut = await open(link.slice(0, -3));
      expect(cut.status).toBe(400);
      expect(await cut.text()).toContain('<h1>This link is incomplete</h1>');
    });

    it('sends a pending address a new link when it is entered again; the older one stops working', async () => {
      const email = uniqueEmail('again');
      await subscribe(email);
      await subscribe(email);
      const [first, second] = await mailsTo(server, email);
      expect(first!.link).not.toBe(second!.link);
      expect(linkIn(first!.text, 'unsubscribe')).toBe(linkIn(second!.text, 'unsubscribe'));
      expect((await open(first!.link!, { method: 'POST' })).status).toBe(404);
      expect((await open(second!.link!, { method: 'POST' })).status).toBe(200);
    });

    it('forgets an address whose owner did not confirm in time', async () => {
      const email = uniqueEmail('late');
      await subscribe(email);
      const link = (await mailsTo(server, email))[0]!.link!;
      const expired = new Date(Date.now() - 1000).toISOString();
      await server.app.database.db
        .updateTable('newsletter_subscriptions')
        .set({ confirm_expires_at: expired })
        .where('email', '=', email.toLowerCase())
        .execute();

      expect((await open(link)).status).toBe(404);
      expect((await open(link, { method: 'POST' })).status).toBe(404);
      expect((await row(email))?.confirmed_at).toBeNull();
      // The next sign-up, of anyone, clears the expired ones.
      await subscribe(uniqueEmail('next'));
      expect(await row(email)).toBeUndefined();
    });

    it('unsubscribes with one POST to the mailed link, and shows a page to a browser first', async () => {
      const email = uniqueEmail('leaving');
      const unsubscribe = linkIn((await confirmed(email)).text, 'unsubscribe')!;

      const page = await open(unsubscribe);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<h1>Unsubscribe from the newsletter?</h1>');
      expect(html).toContain(`<strong>${email.toLowerCase()}</strong>`);
      expect(html).toContain(
        `<form method="post" action="/functions/v1/newsletter/unsubscribe?token=${tokenOf(unsubscribe)}">`,
      );
      expect(await row(email)).toBeDefined();

      // RFC 8058: the mail reader posts this body, with no key, cookie or other confirmation.
      const oneClick = await open(unsubscribe, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).toBe(200);
      expect(await oneClick.text()).toContain('<h1>You are unsubscribed</h1>');
      expect(await row(email)).toBeUndefined();

      const twice = await open(unsubscribe, { method: 'POST' });
      expect(twice.status).toBe(200);
      const after = await open(unsubscribe);
      expect(await after.text()).toContain('<h1>You are not subscribed</h1>');
    });

    it('takes the one-click body as multipart form data too', async () => {
      const email = uniqueEmail('multipart');
      const unsubscribe = linkIn((await confirmed(email)).text, 'unsubscribe')!;
      const body = new FormData();
      body.set('List-Unsubscribe', 'One-Click');
      const response = await open(unsubscribe, { method: 'POST', body });
      expect(response.status).toBe(200);
      expect(await row(email)).toBeUndefined();
    });

    it('mails an issue to confirmed subscribers only, each with their one-click unsubscribe', async () => {
      const reader = uniqueEmail('issue');
      await confirmed(reader);
      const pending = uniqueEmail('pending');
      await subscribe(pending);
      const deps = {
        db: server.app.database.db,
        mailer: server.app.mailer,
        publicUrl: server.config.publicUrl,
      };
      const issue = {
        subject: 'CodeNest newsletter #1',
        markdown: '# Pointers, gently\n\nA puzzle: what does `*p++` do?\n\n<script>x</script>',
      };

      const subscribed = await deps.db
        .selectFrom('newsletter_subscriptions')
        .select('email')
        .where('confirmed_at', 'is not', null)
        .execute();
      expect(await sendNewsletterIssue(deps, issue)).toEqual({
        sent: subscribed.length,
        failed: [],
      });
      const mails = await mailsTo(server, reader);
      const mail = mails.at(-1)!;
      expect(mail.subject).toBe('CodeNest newsletter #1');
      const unsubscribe = linkIn(mail.text, 'unsubscribe')!;
      expect(unsubscribe).toBe(linkIn(mails[0]!.text, 'unsubscribe'));
      expect(mail.text).toContain('# Pointers, gently');
      expect(mail.html).toContain('<h1>Pointers, gently</h1>');
      expect(mail.html).toContain('&lt;script&gt;');
      expect(mail.html).toContain(`href="${unsubscribe}"`);
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(await rawHeaders(mail)).toContain(`\r\nList-Unsubscribe: <${unsubscribe}>\r\n`);
      expect((await mailsTo(server, pending)).map((m) => m.subject)).toEqual([
        'Confirm your subscription to the CodeNest newsletter',
      ]);

      // After a one-click unsubscribe, the next issue does not reach the address.
      expect((await open(unsubscribe, { method: 'POST' })).status).toBe(200);
      await sendNewsletterIssue(deps, issue);
      expect(
        (await mailsTo(server, reader)).filter((m) => m.subject === issue.subject),
      ).toHaveLength(1);
    });
  });
}

describe('newsletter sign-ups of one address', () => {
  let server: ListeningServer;
  beforeAll(async () => {
    server = await startListeningServer(
      { name: 'sqlite' },
      { FORM_RATE_LIMIT: '2', TRUST_PROXY: 'true' },
    );
  });
  afterAll(() => server.close());

  it('mail it only a few times, however many visitors enter it', async () => {
    const email = uniqueEmail('target');
    const from = (ip: string) =>
      fetch(`${server.url}/functions/v1/newsletter`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${server.app.keys.anonKey}`,
          'x-forwarded-for': ip,
        },
        body: JSON.stringify({ email }),
      });
    expect((await from('198.51.100.1')).status).toBe(200);
    expect((await from('198.51.100.2')).status).toBe(200);
    const third = await from('198.51.100.3');
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({
      code: 'too_many_requests',
      message: 'Too many sign-ups for this e-mail address. Please wait 15 minutes and try again.',
    });
    expect(await mailsTo(server, email)).toHaveLength(2);
  });
});
