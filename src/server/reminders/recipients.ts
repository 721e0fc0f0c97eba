import type { Kysely } from 'kysely';
import { firstName } from '@domain/profile';
import type { NotificationSettings } from '@domain/account';
import { storedNotificationSettings } from '../account/stored-settings';
import { timeZoneOfStoredPreferences } from '../account/time-zone';
import { metadataOf } from '../auth/users';
import type { Database } from '../db/schema';

/** A learner a scheduled message may go to. */
export interface Recipient {
  userId: string;
  email: string;
  /** How a mail greets them (SPEC's first-name rule). */
  firstName: string;
  timeZone: string;
  createdAt: string;
}

/**
 * The learners with a confirmed address whose `setting` is on (unset settings count as their
 * defaults; null takes everyone), with their zone. `only` narrows them to some accounts.
 */
export async function recipientsWanting(
  db: Kysely<Database>,
  setting: keyof NotificationSettings | null,
  only?: readonly string[],
): Promise<Recipient[]> {
  if (only?.length === 0) return [];
  let query = db
    .selectFrom('users')
    .leftJoin('user_settings', 'user_settings.user_id', 'users.id')
    .selectAll('users')
    .select(['user_settings.notifications', 'user_settings.preferences'])
    .where('users.email_confirmed_at', 'is not', null);
  if (only) query = query.where('users.id', 'in', [...only]);
  const rows = await query.execute();
  return rows
    .filter((row) => setting === null || storedNotificationSettings(row.notifications)[setting])
    .map((row) => {
      const metadata = metadataOf(row);
      return {
        userId: row.id,
        email: row.email,
        firstName: firstName({
          email: row.email,
          user_metadata: metadata.user,
          app_metadata: metadata.app,
        }),
        timeZone: timeZoneOfStoredPreferences(row.preferences ?? undefined),
        createdAt: row.created_at,
      };
    });
}
