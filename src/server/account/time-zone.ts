import type { Kysely } from 'kysely';
import { DEFAULT_SETTINGS } from '@domain/settings-defaults';
import { TIME_ZONES } from '@domain/challenge-rules';
import type { Database } from '../db/schema';
import { storedPreferences } from './stored-settings';

/**
 * The real zone of stored Preferences (the JSON text of user_settings.preferences, or undefined
 * without a row): their time zone setting, SPEC's default Pacific when unset or unreadable.
 */
export function timeZoneOfStoredPreferences(stored: string | undefined): string {
  const choice = storedPreferences(stored).timezone;
  return TIME_ZONES[choice] ?? TIME_ZONES[DEFAULT_SETTINGS.preferences.timezone];
}

/** The learner's time zone (their Preferences setting, SPEC's default Pacific), as a real zone. */
export async function learnerTimeZone(db: Kysely<Database>, userId: string): Promise<string> {
  const row = await db
    .selectFrom('user_settings')
    .select('preferences')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return timeZoneOfStoredPreferences(row?.preferences);
}
