import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase } from '@tests/helpers/databases';
import { schemaTables } from '@tests/helpers/schema-tables';
import { PERSONAL_DATA, classificationProblems } from './personal-data';

describeEachDatabase('personal data classification', (database) => {
  afterAll(async () => {
    await sql`drop table if exists wiki_pages`.execute(database.handle.db);
  });

  it('classifies every table of the migrated schema, and only tables that exist', async () => {
    const schema = await schemaTables(database.handle);
    expect(Object.keys(schema)).toEqual(expect.arrayContaining(Object.keys(PERSONAL_DATA)));
    expect(classificationProblems(schema)).toEqual([]);
  });

  it('fails on a table added without saying what deleting an account does to it', async () => {
    await sql`create table wiki_pages (id text primary key, user_id text, body text)`.execute(
      database.handle.db,
    );
    const schema = await schemaTables(database.handle);
    expect(classificationProblems(schema)).toEqual([
      'wiki_pages: not classified in src/server/db/personal-data.ts; say what deleting an account does to its rows',
    ]);
    await sql`drop table wiki_pages`.execute(database.handle.db);
  });

  it('fails on a personal-looking column in a table said to hold none, or kept by anonymising', async () => {
    const schema = await schemaTables(database.handle);
    const changed = {
      ...schema,
      billing_events: [...(schema.billing_events ?? []), 'customer_email'],
      app_meta: [...(schema.app_meta ?? []), 'owner_name'],
      contact_messages: [...(schema.contact_messages ?? []), 'phone'],
    };
    expect(classificationProblems(changed)).toEqual([
      'app_meta.owner_name: looks like personal data in a table said to hold none',
      'billing_events.customer_email: looks like personal data in a table said to hold none',
      'contact_messages.phone: looks like personal data, and anonymising keeps it',
    ]);
  });

  it('fails on a classified table or column that does not exist', async () => {
    const schema = await schemaTables(database.handle);
    const withoutDrafts = Object.fromEntries(
      Object.entries(schema).filter(([table]) => table !== 'lesson_drafts'),
    );
    expect(
      classificationProblems({
        ...withoutDrafts,
        contact_messages: (schema.contact_messages ?? []).filter((column) => column !== 'subject'),
      }),
    ).toEqual([
      'contact_messages.subject: named, but no such column',
      'lesson_drafts: classified, but no such table',
    ]);
  });
});
