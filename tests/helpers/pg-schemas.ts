import crypto from 'node:crypto';
import pg from 'pg';

/** A fresh PostgreSQL schema name for one test run. */
export function throwawaySchemaName(prefix = 'test'): string {
  return `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}
