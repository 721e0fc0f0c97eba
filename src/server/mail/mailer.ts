import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail is about, logged in outbox mode so a local install can follow it. */
  link?: string;
  /** Where answers go (the visitor who wrote through the contact form). */
  replyTo?: string;
  /** More header fields, e.g. List-Unsubscribe on newsletter mails. */
  headers?: Record<string, string>;
}

/** What the outbox keeps beside each message (.eml) for people and tests to read. */
export interface OutboxEntry extends MailMessage {
  from: string;
  sentAt: string;
  file: string;
}

export const OUTBOX_DIR = 'outbox';

/**
 * Sends mail through SMTP when SMTP_URL is set; otherwise writes each message to
 * DATA_DIR/outbox (an .eml file and a .json summary) and logs its link.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly outbox: string | null;

  constructor(
    private readonly options: { smtpUrl: string | undefined; from: string; dataDir: string },
    private readonly log: FastifyBaseLogger,
  ) {
    if (options.smtpUrl) {
      this.transport = nodemailer.createTransport(options.smtpUrl);
      this.outbox = null;
    } else {
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
      this.outbox = path.join(options.dataDir, OUTBOX_DIR);
    }
  }

  get mode(): 'smtp' | 'outbox' {
    return this.outbox ? 'outbox' : 'smtp';
  }

  async send(message: MailMessage): Promise<void> {
    const info = (await this.transport.sendMail({
      from: this.options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      ...(message.headers ? { headers: message.headers } : {}),
    })) as { message?: Buffer; messageId?: string };
    if (!this.outbox) {
      this.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      return;
    }
    await fs.mkdir(this.outbox, { recursive: true, mode: 0o700 });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const base = `${stamp}-${crypto.randomBytes(4).toString('hex')}`;
    const file = path.join(this.outbox, `${base}.eml`);
    await fs.writeFile(file, info.message ?? '', { mode: 0o600 });
    const entry: OutboxEntry = {
      ...message,
      from: this.options.from,
      sentAt: new Date().toISOString(),
      file,
    };
    await fs.writeFile(path.join(this.outbox, `${base}.json`), JSON.stringify(entry, null, 2), {
      mode: 0o600,
    });
    this.log.info(
      { to: message.to, subject: message.subject, link: message.link, file },
      'mail written to the outbox',
    );
  }
}

/** The outbox's messages, oldest first (for the local install's operators and the tests). */
export async function readOutbox(dataDir: string): Promise<OutboxEntry[]> {
  const dir = path.join(dataDir, OUTBOX_DIR);
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const entries = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(
        async (name) => JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as OutboxEntry,
      ),
  );
  return entries;
}
