import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '@server/db/index';
import { dropSchema, throwawaySchemaName } from './pg-schemas';

export interface TestDatabase {
  /** The migrated database of the current dialect; valid inside tests. */
  readonly handle: DatabaseHandle;
}

/** Dialects to run on: SQLite always, PostgreSQL too when DATABASE_URL is set (as in CI). */
export function testDialects(): { name: 'sqlite' | 'postgres'; url?: string }[] {
  const url = process.env.DATABASE_URL;
  return url ? [{ name: 'sqlite' }, { name: 'postgres', url }] : [{ name: 'sqlite' }];
}

/**
 * Runs the suite once per dialect against a fresh, migrated database: a temporary SQLite file,
 * or a PostgreSQL schema of its own that is dropped afterwards.
 */
export function describeEachDatabase(title: string, suite: (db: TestDatabase) => void): void {
  for (const dialect of testDialects()) {
    describe(`${title} [${dialect.name}]`, () => {
      let current: DatabaseHandle | undefined;
      let cleanup: () => Promise<void> = () => Promise.resolve();
      const db: TestDatabase = {
        get handle() {
          if (!current) throw new Error('The test database is not open yet');
          return current;
        },
      };

      beforeAll(async () => {
        if (dialect.url) {
          const url = dialect.url;
          const schema = throwawaySchemaName();
          // migrateToLatest creates the schema.
          current = openDatabase({ databaseUrl: url, pgSchema: schema });
          cleanup = () => dropSchema(url, schema);
        } else {
          const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codenest-db-'));
          current = openDatabase({ sqliteFile: path.join(dir, 'test.sqlite') });
          cleanup = () => {
            fs.rmSync(dir, { recursive: true, force: true });
            return Promise.resolve();
          };
        }
        await migrateToLatest(current);
      });

      afterAll(async () => {
        await current?.close();
        await cleanup();
      });

      suite(db);
    });
  }
}
