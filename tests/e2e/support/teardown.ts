import pg from 'pg';

/** Drops the run's PostgreSQL schema (the data folder stays for a look after a failure). */
export default async function teardown(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const runId = process.env.E2E_RUN_ID;
  if (!url || !runId) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS e2e_${runId} CASCADE`);
  } finally {
    await client.end();
  }
}
