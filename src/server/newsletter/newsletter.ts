import type { Kysely } from 'kysely';
import { hashToken, randomToken } from '../auth/tokens';
import type { Database } from '../db/schema';

/*
 * The newsletter list with double opt-in: an address entered in the newsletter box is pending
 * until the link mailed to it is followed; a pending address whose link expired is removed.
 * Only confirmed addresses receive the newsletter, and each mail carries the address's
 * unsubscribe link.
 */

/** How long a confirmation link works; a pending address is removed after it. */
export const CONFIRMATION_LIFE_MS = 24 * 60 * 60 * 1000;

/** Paths under /functions/v1 that the mailed links open. */
export const CONFIRM_PATH = '/newsletter/confirm';
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

const link = (publicUrl: string, path: string, token: string) =>
  `${publicUrl}/functions/v1${path}?token=${encodeURIComponent(token)}`;

/** Links in mails, built on PUBLIC_URL. */
export const confirmLink = (publicUrl: string, token: string) =>
  link(publicUrl, CONFIRM_PATH, token);
export const unsubscribeLink = (publicUrl: string, token: string) =>
  link(publicUrl, UNSUBSCRIBE_PATH, token);

type Db = Kysely<Database>;

export type SubscribeOutcome =
  /** New or still pending: a fresh confirmation link (older ones stop working). */
  | { state: 'pending'; confirmToken: string; unsubscribeToken: string }
  | { state: 'confirmed'; unsubscribeToken: string };

/** Puts an address (normalized) on the list as pending, unless it is already confirmed. */
export async function subscribe(
  db: Db,
  email: string,
  now = new Date(),
): Promise<SubscribeOutcome | null> {
  await removeExpiredPending(db, now);
  const confirmToken = randomToken();
  const confirmation = {
    confirm_token_hash: hashToken(confirmToken),
    confirm_expires_at: new Date(now.getTime() + CONFIRMATION_LIFE_MS).toISOString(),
  };
  const pending = await db
    .insertInto('newsletter_subscriptions')
    .values({
      email,
      unsubscribe_token: randomToken(),
      confirmed_at: null,
      created_at: now.toISOString(),
      ...confirmation,
    })
    .onConflict((conflict) =>
      conflict
        .column('email')
        .doUpdateSet(confirmation)
        .where('newsletter_subscriptions.confirmed_at', 'is', null),
    )
    .returning('unsubscribe_token')
    .executeTakeFirst();
  if (pending) {
    return { state: 'pending', confirmToken, unsubscribeToken: pending.unsubscribe_token };
  }
  const confirmed = await db
    .selectFrom('newsletter_subscriptions')
    .select('unsubscribe_token')
    .where('email', '=', email)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  // Null only when the address was unsubscribed in between: nothing to say to it then.
  return confirmed ? { state: 'confirmed', unsubscribeToken: confirmed.unsubscribe_token } : null;
}

/** The pending address a confirmation token belongs to, while its link works. */
export async function pendingAddress(
  db: Db,
  confirmToken: string,
  now = new Date(),
): Promise<string | undefined> {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select('email')
    .where('confirm_token_hash', '=', hashToken(confirmToken))
    .where('confirm_expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.email;
}

/** Confirms the address of a working confirmation link; false for any other token. */
export async function confirm(db: Db, confirmToken: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscriptions')
    .set({ confirmed_at: now.toISOString(), confirm_token_hash: null, confirm_expires_at: null })
    .where('confirm_token_hash', '=', hashToken(confirmToken))
    .where('confirm_expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The address an unsubscribe token belongs to, pending or confirmed. */
export async function subscribedAddress(
  db: Db,
  unsubscribeToken: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select('email')
    .where('unsubscribe_token', '=', unsubscribeToken)
    .executeTakeFirst();
  return row?.email;
}

/** Takes the address off the list; a token already used, or unknown, changes nothing. */
export async function unsubscribe(db: Db, unsubscribeToken: string): Promise<void> {
  await db
    .deleteFrom('newsletter_subscriptions')
    .where('unsubscribe_token', '=', unsubscribeToken)
    .execute();
}

/** Forgets the pending addresses whose owners did not confirm in time. */
export async function removeExpiredPending(db: Db, now = new Date()): Promise<void> {
  await db
    .deleteFrom('newsletter_subscriptions')
    .where('confirmed_at', 'is', null)
    .where('confirm_expires_at', '<=', now.toISOString())
    .execute();
}

/** Who receives the newsletter: confirmed addresses only. */
export function confirmedSubscribers(
  db: Db,
): Promise<{ email: string; unsubscribe_token: string }[]> {
  return db
    .selectFrom('newsletter_subscriptions')
    .select(['email', 'unsubscribe_token'])
    .where('confirmed_at', 'is not', null)
    .orderBy('email')
    .execute();
}
