import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfigOrExit } from '@server/config';
import { migrateToLatest, openConfiguredDatabase } from '@server/db/index';
import { sendNewsletterIssue } from '@server/newsletter/newsletter-issue';
import { Mailer } from '@server/mail/mailer';

const USAGE =
  'Usage: node --import tsx scripts/newsletter.ts --subject "CodeNest newsletter #1" issue.md';

/**
 * Mails one issue of the newsletter, a Markdown file, to every confirmed subscriber, with the
 * server's configuration (DATABASE_URL or DATA_DIR, SMTP_URL, MAIL_FROM, PUBLIC_URL for the
 * unsubscribe links). Exits with 1 when an address could not be mailed.
 */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { subject: { type: 'string' } },
    allowPositionals: true,
  });
  const subject = values.subject?.trim();
  const [file, ...extra] = positionals;
  if (!subject || !file || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const markdown = await fs.readFile(file, 'utf8');
  if (markdown.trim() === '') {
    console.error(`${file} is empty: write the issue in it first.`);
    return 2;
  }

  const config = loadConfigOrExit();
  if (config.smtpUrl && !config.publicUrlConfigured) {
    console.error(
      `PUBLIC_URL is not set: the unsubscribe links would point to ${config.publicUrl}. Set it to the site's public address.`,
    );
    return 2;
  }
  const log = pino({ level: config.logLevel });
  const database = openConfiguredDatabase(config);
  try {
    await migrateToLatest(database);
    const mailer = new Mailer(
      { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir },
      log,
    );
    const report = await sendNewsletterIssue(
      { db: database.db, mailer, publicUrl: config.publicUrl },
      { subject, markdown },
    );
    console.log(`Sent "${subject}" to ${report.sent} confirmed subscribers.`);
    if (report.failed.length > 0) {
      console.error(`Could not mail ${report.failed.length}: ${report.failed.join(', ')}`);
      return 1;
    }
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
