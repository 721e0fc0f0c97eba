import type { Selectable } from 'kysely';
import type { Database } from '@server/db/schema';

/** How a column's values are compared and validated: text, or a 32-bit integer. */
export type ColumnKind = 'text' | 'integer';

/** The kind a column of the schema must be declared with: numbers are integers, the rest text. */
type KindOf<Value> = NonNullable<Value> extends number ? 'integer' : 'text';

/** One exposed table: whose rows each caller sees, and the columns a client may read. */
interface ExposedTable<Name extends keyof Database> {
  /** Holds the owner's user id: every query is filtered to the caller's own rows on it. */
  owner: keyof Database[Name] & string;
  /** Readable columns, in the order `select=*` answers them. Columns left out stay private. */
  columns: {
    readonly [Column in keyof Database[Name] & string]?: KindOf<
      Selectable<Database[Name]>[Column & keyof Selectable<Database[Name]>]
    >;
  };
}

type ExposedTables = { readonly [Name in keyof Database]?: ExposedTable<Name> };

/**
 * Every table /rest/v1 serves, with its readable columns. A table or column that is not
 * listed here does not exist for clients (PGRST205, 42703); adding a table is one entry.
 */
const EXPOSED = {
  course_progress: {
    owner: 'user_id',
    columns: {
      user_id: 'text',
      course_id: 'text',
      current_lesson_id: 'text',
      started_at: 'text',
      last_accessed_at: 'text',
    },
  },
  lesson_completions: {
    owner: 'user_id',
    columns: {
      user_id: 'text',
      course_id: 'text',
      lesson_id: 'text',
      completed_at: 'text',
      time_spent_minutes: 'integer',
      attempts: 'integer',
    },
  },
  exercise_completions: {
    owner: 'user_id',
    columns: {
      user_id: 'text',
      course_id: 'text',
      lesson_id: 'text',
      attempts: 'integer',
      first_passed_at: 'text',
      last_checked_at: 'text',
    },
  },
  lesson_drafts: {
    owner: 'user_id',
    columns: {
      user_id: 'text',
      lesson_id: 'text',
      kind: 'text',
      code: 'text',
      updated_at: 'text',
    },
  },
  challenge_completions: {
    owner: 'user_id',
    columns: {
      id: 'text',
      user_id: 'text',
      challenge_id: 'text',
      day: 'text',
      points: 'integer',
      completed_at: 'text',
    },
  },
  user_subscriptions: {
    owner: 'user_id',
    columns: {
      user_id: 'text',
      plan: 'text',
      subscription_status: 'text',
      current_period_end: 'text',
      trial_end: 'text',
      cancel_at_period_end: 'integer',
      quantity: 'integer',
      updated_at: 'text',
    },
  },
} as const satisfies ExposedTables;

/** An exposed table as the query code sees it: names checked against the allow-list only. */
export interface TableSpec {
  name: keyof typeof EXPOSED;
  owner: string;
  /** Column name → kind, in `select=*` order. */
  columns: ReadonlyMap<string, ColumnKind>;
}

const specs: ReadonlyMap<string, TableSpec> = new Map(
  Object.entries(EXPOSED).map(([name, table]): [string, TableSpec] => [
    name,
    {
      name: name as TableSpec['name'],
      owner: table.owner,
      columns: new Map(Object.entries(table.columns)),
    },
  ]),
);

/** The exposed table of that name, or undefined (never an inherited property such as `constructor`). */
export function exposedTable(name: string): TableSpec | undefined {
  return specs.get(name);
}
