import { expect, it } from 'vitest';
import { describeEachDatabase } from '@tests/helpers/databases';
import { migrateToLatest } from './index';
import { migrations } from './migrations/index';

describeEachDatabase('database layer', (db) => {
  it('has applied every migration, and running them again changes nothing', async () => {
    const applied = await db.handle.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(applied.map((row) => (row as { name: string }).name)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(db.handle)).toEqual([]);
  });

  it('stores and reads back a user row with its JSON metadata', async () => {
    const now = new Date().toISOString();
    await db.handle.db
      .insertInto('users')
      .values({
        id: crypto.randomUUID(),
        email: 'ada@example.com',
        encrypted_password: 'hash',
        email_confirmed_at: null,
        user_metadata: JSON.stringify({ name: 'Ada', first_login: true }),
        app_metadata: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const row = await db.handle.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'ada@example.com')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.user_metadata)).toEqual({ name: 'Ada', first_login: true });
    expect(row.created_at).toBe(now);
  });

  it('rejects a second user with the same e-mail', async () => {
    const now = new Date().toISOString();
    const insert = () =>
      db.handle.db
        .insertInto('users')
        .values({
          id: crypto.randomUUID(),
          email: 'twice@example.com',
          encrypted_password: 'hash',
          email_confirmed_at: null,
          user_metadata: '{}',
          app_metadata: '{}',
          created_at: now,
          updated_at: now,
        })
        .execute();
    await insert();
    await expect(insert()).rejects.toThrow();
  });

  it('answers the health ping', async () => {
    await expect(db.handle.ping()).resolves.toBeUndefined();
  });
});
