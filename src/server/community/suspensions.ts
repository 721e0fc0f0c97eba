import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

export interface Suspension {
  /** Null: until a moderator lifts it. */
  until: string | null;
  reason: string;
}

/** The account's suspension from posting, if one is in force at `now`. */
export async function activeSuspension(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<Suspension | null> {
  const row = await db
    .selectFrom('forum_suspensions')
    .select(['until', 'reason'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.until !== null && row.until <= now.toISOString()) return null;
  return row;
}

/** The sentence a suspended account reads when it tries to post, vote or report. */
export function suspensionMessage(suspension: Suspension): string {
  const until =
    suspension.until === null
      ? 'until a moderator lifts it'
      : `until ${new Date(suspension.until).toUTCString().replace(/ GMT$/, ' UTC')}`;
  return `Your account is suspended from posting in the community ${until}. The moderators gave this reason: ${suspension.reason}`;
}

/** Throws 403 `suspended` while the account is suspended. */
export async function assertNotSuspended(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<void> {
  const suspension = await activeSuspension(db, userId, now);
  if (suspension) throw new HttpError(403, 'suspended', suspensionMessage(suspension));
}
