import { sql } from 'kysely';
import type { DatabaseHandle } from '@server/db/index';

/**
 * Every table of the migrated database with its columns, as the database itself reports them
 * (SQLite's table_info pragma, PostgreSQL's information_schema for the schema in use).
 */
export async function schemaTables(database: DatabaseHandle): Promise<Record<string, string[]>> {
  const rows =
    database.dialect === 'sqlite'
      ? await sql<{ table_name: string; column_name: string }>`
          select m.name as table_name, p.name as column_name
          from sqlite_master m join pragma_table_info(m.name) p
          where m.type = 'table' and m.name not like 'sqlite_%'
          order by m.name, p.cid`.execute(database.db)
      : await sql<{ table_name: string; column_name: string }>`
          select table_name, column_name from information_schema.columns
          where table_schema = current_schema()
          order by table_name, ordinal_position`.execute(database.db);
  const tables: Record<string, string[]> = {};
  for (const { table_name, column_name } of rows.rows) {
    (tables[table_name] ??= []).push(column_name);
  }
  return tables;
}

/** Every row of a table, whatever its columns. */
export async function allRows(
  database: DatabaseHandle,
  table: string,
): Promise<Record<string, unknown>[]> {
  const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
    database.db,
  );
  return result.rows;
}
