import type { Kysely, Selectable } from 'kysely';
import { DELETED_USER, type CommunityAuthor, type ModerationLogEntry } from '@domain/community';
import type { Database, ModerationLogTable } from '../db/schema';
import { authorOf } from './authors';
import { newCommunityId } from './ids';

type Db = Kysely<Database>;
type LogRow = Selectable<ModerationLogTable>;

/** How many entries the moderators' page shows. */
const MODERATION_LOG_SHOWN = 100;

/** `post by Ada Lovelace in “Why does my loop never end?”` */
export function postLabel(authorName: string | null, threadTitle: string): string {
  return `post by ${authorName ?? DELETED_USER} in “${threadTitle}”`;
}

/** `thread “Why does my loop never end?”` */
export function threadLabel(title: string): string {
  return `thread “${title}”`;
}

/** `Ada Lovelace (@ada-lovelace)` */
export function accountLabel(name: string, handle: string): string {
  return `${name} (@${handle})`;
}

/** Writes who did what to what, and why: every moderation action goes through here. */
export async function writeModerationLog(
  db: Db,
  entry: Omit<LogRow, 'id' | 'created_at'> & { now: Date },
): Promise<LogRow> {
  const { now, ...fields } = entry;
  const row: LogRow = { id: newCommunityId(now), ...fields, created_at: now.toISOString() };
  await db.insertInto('moderation_log').values(row).execute();
  return row;
}

export function logEntryOf(row: LogRow, authors: Map<string, CommunityAuthor>): ModerationLogEntry {
  return {
    id: row.id,
    moderator: authorOf(authors, row.moderator_id),
    action: row.action,
    target: row.target_label,
    reason: row.reason,
    createdAt: row.created_at,
  };
}

/** The entries the moderators' page shows, newest first. */
export async function recentLogRows(db: Db): Promise<LogRow[]> {
  return db
    .selectFrom('moderation_log')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MODERATION_LOG_SHOWN)
    .execute();
}
