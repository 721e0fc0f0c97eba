import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { newsletterIssueMail, type NewsletterIssue } from '../mail/newsletter-templates';
import { confirmedSubscribers, removeExpiredPending, unsubscribeLink } from './newsletter';

export interface IssueReport {
  sent: number;
  /** Addresses the mail could not be handed to (the mail server refused or was unreachable). */
  failed: string[];
}

/**
 * Mails one issue to every confirmed subscriber, each with their own one-click unsubscribe
 * link (headers and body). An address that fails does not stop the others.
 */
export async function sendNewsletterIssue(
  deps: { db: Kysely<Database>; mailer: Mailer; publicUrl: string },
  issue: NewsletterIssue,
): Promise<IssueReport> {
  await removeExpiredPending(deps.db);
  const report: IssueReport = { sent: 0, failed: [] };
  for (const subscriber of await confirmedSubscribers(deps.db)) {
    const link = unsubscribeLink(deps.publicUrl, subscriber.unsubscribe_token);
    try {
      await deps.mailer.send(newsletterIssueMail(subscriber.email, issue, link));
      report.sent += 1;
    } catch {
      report.failed.push(subscriber.email);
    }
  }
  return report;
}
