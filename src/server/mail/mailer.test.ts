import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newClient,
  startListeningServer,
  uniqueEmail,
  type ListeningServer,
} from '@tests/helpers/auth';
import { readOutbox } from './mailer';
import { listUnsubscribeHeaders } from './newsletter-templates';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('mail through SMTP_URL', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let server: ListeningServer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const address = smtp.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    server = await startListeningServer(
      { name: 'sqlite' },
      {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'CodeNest <hello@codenest.test>',
        TEAM_EMAIL: 'team@codenest.test',
      },
    );
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the confirmation mail to the SMTP server, with a text and an HTML part', async () => {
    const email = uniqueEmail('smtp').toLowerCase();
    const { error } = await newClient(server).auth.signUp({
      email,
      password: 'correct-horse-42',
      options: { data: { name: 'Sam' } },
    });
    expect(error).toBeNull();
    await expect.poll(() => received.length).toBe(1);
    const mail = received[0]!;
    expect(mail.from).toBe('hello@codenest.test');
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toContain('Subject: Confirm your CodeNest account');
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(mail.raw).toContain('/auth/v1/verify?token=');
    // Nothing goes to the outbox when SMTP is configured.
    expect(await readOutbox(server.dataDir)).toEqual([]);
  });

  it('sends a message’s own header fields, such as one-click unsubscribe', async () => {
    const link = 'https://codenest.example/functions/v1/newsletter/unsubscribe?token=abc';
    await server.app.mailer.send({
      to: 'reader@example.com',
      subject: 'CodeNest newsletter #1',
      text: 'Hello',
      html: '<p>Hello</p>',
      headers: listUnsubscribeHeaders(link),
    });
    await expect
      .poll(() => received.some((mail) => mail.to.includes('reader@example.com')))
      .toBe(true);
    const mail = received.find((each) => each.to.includes('reader@example.com'))!;
    const headers = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toContain(`List-Unsubscribe: <${link}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
