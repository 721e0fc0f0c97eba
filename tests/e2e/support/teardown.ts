import { dropSchema } from '@tests/helpers/pg-schemas';

/** Drops the run's PostgreSQL schema (the data folder stays for a look after a failure). */
export default async function teardown(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const runId = process.env.E2E_RUN_ID;
  if (url && runId) await dropSchema(url, `e2e_${runId}`);
}
