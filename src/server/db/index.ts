import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
  type MigrationProvider,
} from 'kysely';
import type { Config } from '../config';
import pg from 'pg';
import { migrations } from './migrations/index';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL: the schema chosen with `pgSchema`, if any. */
  schema: string | undefined;
  /** A cheap round trip used by /health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, SQLite in `sqliteFile`. */
  databaseUrl?: string | undefined;
  sqliteFile?: string;
  /** PostgreSQL only: work inside this schema (created when missing). Tests use it for isolation. */
  pgSchema?: string;
}

/** The database a configuration names: PostgreSQL at DATABASE_URL (in DATABASE_SCHEMA), else SQLite in DATA_DIR. */
export function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'>,
): DatabaseHandle {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    ...(config.databaseSchema ? { pgSchema: config.databaseSchema } : {}),
    sqliteFile: path.join(config.dataDir, 'codenest.sqlite'),
  });
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    if (options.pgSchema && !/^[a-z_][a-z0-9_]*$/.test(options.pgSchema)) {
      throw new Error(`Invalid PostgreSQL schema name: ${options.pgSchema}`);
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return handle(db, 'postgres', options.pgSchema);
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // Only the server's user may read the data; SQLite gives its -wal and -shm files the
    // same permissions.
    fs.closeSync(fs.openSync(file, 'a', 0o600));
    fs.chmodSync(file, 0o600);
  }
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return handle(db, 'sqlite', undefined);
}

function handle(
  db: Kysely<Database>,
  dialect: Dialect,
  schema: string | undefined,
): DatabaseHandle {
  return {
    db,
    dialect,
    schema,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Brings the schema up to date; safe to run at every start and from several replicas at once. */
export async function migrateToLatest(database: DatabaseHandle): Promise<string[]> {
  const { db } = database;
  if (database.schema)
    await sql`create schema if not exists ${sql.id(database.schema)}`.execute(db);
  // On PostgreSQL the bookkeeping tables go in the schema we work in: Kysely otherwise looks
  // them up in any schema, and another installation's tables in `public` would fool it.
  const migrationTableSchema =
    database.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `Database migration ${failed} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
