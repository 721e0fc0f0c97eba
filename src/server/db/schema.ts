import type { Generated } from 'kysely';

/**
 * Tables as Kysely sees them. Portable across SQLite and PostgreSQL: ids are text (UUIDs),
 * timestamps are ISO-8601 text, JSON documents are text.
 */
export interface UsersTable {
  id: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: string | null;
  user_metadata: string;
  app_metadata: string;
  created_at: string;
  updated_at: string;
}

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}

export interface Database {
  users: UsersTable;
  app_meta: AppMetaTable;
}
