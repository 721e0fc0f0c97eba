import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '@server/db/schema';
import type { Filter, ReadQuery } from './query';
import type { TableSpec } from './tables';

/** The most rows one read answers, as Supabase's default `max_rows`; `limit` may ask for fewer. */
export const MAX_ROWS = 1000;

type Value = string | number | null;
/** Table and column names come from the allow-list at run time, so the query is built loosely. */
type LooseDatabase = Record<string, Record<string, Value>>;
type Builder = ExpressionBuilder<LooseDatabase, string>;

export interface ReadResult {
  rows: Record<string, Value>[];
  /** Rows matching the filters, ignoring limit and offset; only when a count was asked for. */
  total: number | undefined;
}

const OPERATORS = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

function condition(eb: Builder, filter: Filter): Expression<SqlBool> {
  const column = eb.ref(filter.column);
  let test: Expression<SqlBool>;
  switch (filter.op) {
    case 'in':
      test = filter.values.length === 0 ? eb.or([]) : eb(column, 'in', filter.values);
      break;
    case 'is':
      test = eb(column, filter.value === 'null' ? 'is' : 'is not', null);
      break;
    default:
      test = eb(column, OPERATORS[filter.op], filter.value);
  }
  return filter.negate ? eb.not(test) : test;
}

/**
 * Runs a parsed read for one owner: the owner condition is always there (the row-level
 * policy), the client's filters are added to it, and every value travels as a parameter.
 */
export async function readOwnRows(
  database: Kysely<Database>,
  table: TableSpec,
  ownerId: string,
  query: ReadQuery,
  withCount: boolean,
): Promise<ReadResult> {
  const db = database as unknown as Kysely<LooseDatabase>;
  const where = (eb: Builder) =>
    eb.and([eb(eb.ref(table.owner), '=', ownerId), ...query.filters.map((f) => condition(eb, f))]);

  const columns = [...new Set(query.select.map((item) => item.column))];
  let rowsQuery = db
    .selectFrom(table.name)
    .select(columns.length > 0 ? columns : [table.owner])
    .where(where);
  for (const term of query.order) {
    rowsQuery = rowsQuery.orderBy(term.column, (ob) => {
      const directed = term.direction === 'asc' ? ob.asc() : ob.desc();
      return term.nulls === 'first' ? directed.nullsFirst() : directed.nullsLast();
    });
  }
  rowsQuery = rowsQuery.limit(Math.min(query.limit ?? MAX_ROWS, MAX_ROWS));
  if (query.offset > 0) rowsQuery = rowsQuery.offset(query.offset);

  const [found, counted] = await Promise.all([
    rowsQuery.execute(),
    withCount
      ? db
          .selectFrom(table.name)
          .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
          .where(where)
          .executeTakeFirst()
      : undefined,
  ]);

  return {
    rows: found.map((row) =>
      Object.fromEntries(query.select.map((item) => [item.key, row[item.column] ?? null])),
    ),
    total: counted === undefined ? undefined : Number(counted.total),
  };
}
