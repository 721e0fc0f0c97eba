import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { TEAM_API_KEYS_MAX } from '@domain/team-api-keys';
import type { ApiKey, ApiKeyCreated } from '@domain/team-api-keys-api';
import { hashToken, randomToken } from '../auth/tokens';
import type { Database, TeamApiKeysTable } from '../db/schema';
import { HttpError } from '../http/errors';
import { teamPlanOf, type TeamAccess, type TeamRow } from './access';
import { displayNameOf } from './invites';

/*
 * Read-only keys of the team API (/api/v1). A key is `cnk_` and 32 random bytes: it is shown
 * once, and only its SHA-256 is kept, with its first characters to tell keys apart in a list.
 */

type Db = Kysely<Database>;
export type ApiKeyRow = Selectable<TeamApiKeysTable>;

export const API_KEY_PREFIX = 'cnk_';
/** What a key looks like: anything else is not a key, and is refused without a look-up. */
export const API_KEY_PATTERN = /^cnk_[A-Za-z0-9_-]{43}$/;
/** The characters of a key a list shows: `cnk_` and the first 8 of its random part. */
const SHOWN_CHARACTERS = API_KEY_PREFIX.length + 8;
/** A key's last use is written at most this often, so a busy key is not a write per request. */
const LAST_USED_EVERY_MS = 60_000;

export const TEAM_INACTIVE_FOR_API =
  "This team's Enterprise subscription is not active, so its API keys do not work. The owner can renew it at /pricing.";

function newKey(): string {
  return `${API_KEY_PREFIX}${randomToken(32)}`;
}

async function requireActiveTeam(db: Db, team: TeamRow): Promise<void> {
  if (!(await isTeamActive(db, team))) {
    throw new HttpError(409, 'team_inactive', TEAM_INACTIVE_FOR_API);
  }
}

async function liveKeyCount(db: Db, teamId: string): Promise<number> {
  const row = await db
    .selectFrom('team_api_keys')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('team_id', '=', teamId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** POST /functions/v1/team-api-keys: a new read-only key; the answer is the only copy of it. */
export async function createApiKey(
  db: Db,
  access: TeamAccess,
  createdBy: string,
  name: string,
): Promise<ApiKeyCreated> {
  await requireActiveTeam(db, access.team);
  if ((await liveKeyCount(db, access.team.id)) >= TEAM_API_KEYS_MAX) {
    throw new HttpError(
      409,
      'too_many_api_keys',
      `Your team has ${TEAM_API_KEYS_MAX} API keys, the most it can have. Revoke one you no longer use, then create the new one.`,
    );
  }
  const key = newKey();
  const id = crypto.randomUUID();
  await db
    .insertInto('team_api_keys')
    .values({
      id,
      team_id: access.team.id,
      name,
      scope: 'read',
      key_hash: hashToken(key),
      key_prefix: key.slice(0, SHOWN_CHARACTERS),
      created_by: createdBy,
      created_at: new Date().toISOString(),
      last_used_at: null,
      revoked_at: null,
    })
    .execute();
  return { id, key };
}

/** The team's live keys, newest first, with who created them: never the key itself. */
export async function apiKeysOf(db: Db, teamId: string): Promise<ApiKey[]> {
  const rows = await db
    .selectFrom('team_api_keys')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  const creatorIds = [...new Set(rows.flatMap((row) => (row.created_by ? [row.created_by] : [])))];
  const creators =
    creatorIds.length === 0
      ? []
      : await db.selectFrom('users').selectAll().where('id', 'in', creatorIds).execute();
  const nameOf = new Map(creators.map((user) => [user.id, displayNameOf(user)]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.key_prefix,
    scope: row.scope,
    createdAt: row.created_at,
    createdBy: row.created_by ? (nameOf.get(row.created_by) ?? null) : null,
    lastUsedAt: row.last_used_at,
  }));
}

/** DELETE /functions/v1/team-api-keys: the key stops working at once. */
export async function revokeApiKey(db: Db, teamId: string, keyId: string): Promise<void> {
  const result = await db
    .updateTable('team_api_keys')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', keyId)
    .where('team_id', '=', teamId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new HttpError(404, 'api_key_not_found', 'No live API key with this id in your team.');
  }
}

/** The live key `key` is, with its team; null for a revoked, unknown or malformed key. */
export async function findApiKey(
  db: Db,
  key: string,
): Promise<{ key: ApiKeyRow; team: TeamRow } | null> {
  if (!API_KEY_PATTERN.test(key)) return null;
  const row = await db
    .selectFrom('team_api_keys')
    .selectAll()
    .where('key_hash', '=', hashToken(key))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const team = await db
    .selectFrom('teams')
    .selectAll()
    .where('id', '=', row.team_id)
    .executeTakeFirst();
  return team ? { key: row, team } : null;
}

/**
 * Notes that the key was used: at most once a minute (the condition holds for one writer when
 * replicas race), so the list's "last used" is right to the minute.
 */
export async function markApiKeyUsed(db: Db, row: ApiKeyRow, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - LAST_USED_EVERY_MS).toISOString();
  if (row.last_used_at !== null && row.last_used_at > before) return;
  await db
    .updateTable('team_api_keys')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', row.id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', before)]))
    .execute();
}

/** Whether the team's owner still has a live Enterprise subscription (the API works only then). */
export async function isTeamActive(db: Db, team: TeamRow): Promise<boolean> {
  return (await teamPlanOf(db, team.owner_id)).active;
}
