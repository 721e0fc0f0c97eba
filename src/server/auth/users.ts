import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../db/schema';

export type UserRow = Selectable<UsersTable>;
type Metadata = Record<string, unknown>;

/** SPEC §3 User, in the shape GoTrue answers with (what the Supabase client stores). */
export interface UserObject {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  email_confirmed_at: string | null;
  confirmed_at: string | null;
  phone: string;
  last_sign_in_at: string | null;
  app_metadata: Metadata;
  user_metadata: Metadata;
  identities: {
    identity_id: string;
    id: string;
    user_id: string;
    identity_data: { email: string; email_verified: boolean; sub: string };
    provider: 'email';
    created_at: string;
    updated_at: string;
    last_sign_in_at: string | null;
  }[];
  factors: never[];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
  /** Only in the sign-up answer: when the confirmation mail just went out. */
  confirmation_sent_at?: string;
}

/** Addresses compare without case or surrounding blanks. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function parseMetadata(text: string): Metadata {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Metadata) : {};
  } catch {
    return {};
  }
}

export function metadataOf(row: UserRow): { user: Metadata; app: Metadata } {
  return { user: parseMetadata(row.user_metadata), app: parseMetadata(row.app_metadata) };
}

/** The identity id is stable per user without storing it: derived from the user id. */
function identityId(userId: string): string {
  const hex = crypto.createHash('sha256').update(`identity:${userId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function toUserObject(row: UserRow): UserObject {
  const { user, app } = metadataOf(row);
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    email_confirmed_at: row.email_confirmed_at,
    confirmed_at: row.email_confirmed_at,
    phone: '',
    last_sign_in_at: row.last_sign_in_at,
    app_metadata: app,
    user_metadata: user,
    identities: [
      {
        identity_id: identityId(row.id),
        id: row.id,
        user_id: row.id,
        identity_data: {
          email: row.email,
          email_verified: row.email_confirmed_at !== null,
          sub: row.id,
        },
        provider: 'email',
        created_at: row.created_at,
        updated_at: row.updated_at,
        last_sign_in_at: row.last_sign_in_at,
      },
    ],
    factors: [],
    created_at: row.created_at,
    updated_at: row.updated_at,
    is_anonymous: false,
  };
}

export const nowIso = () => new Date().toISOString();

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function createUser(
  db: Kysely<Database>,
  input: { email: string; passwordHash: string; userMetadata: Metadata; confirmed: boolean },
): Promise<UserRow> {
  const now = nowIso();
  const row: UserRow = {
    id: crypto.randomUUID(),
    email: normalizeEmail(input.email),
    encrypted_password: input.passwordHash,
    email_confirmed_at: input.confirmed ? now : null,
    user_metadata: JSON.stringify(input.userMetadata),
    app_metadata: JSON.stringify({ provider: 'email', providers: ['email'] }),
    created_at: now,
    updated_at: now,
    last_sign_in_at: null,
    signup_contested: 0,
  };
  await db.insertInto('users').values(row).execute();
  return row;
}

export async function updateUser(
  db: Kysely<Database>,
  id: string,
  changes: Partial<
    Pick<
      UserRow,
      'encrypted_password' | 'email_confirmed_at' | 'last_sign_in_at' | 'signup_contested'
    >
  > & {
    userMetadata?: Metadata;
  },
): Promise<UserRow> {
  const { userMetadata, ...columns } = changes;
  await db
    .updateTable('users')
    .set({
      ...columns,
      ...(userMetadata ? { user_metadata: JSON.stringify(userMetadata) } : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
  const row = await findUserById(db, id);
  if (!row) throw new Error(`User ${id} vanished during an update`);
  return row;
}
