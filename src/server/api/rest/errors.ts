/** The body PostgREST answers every error with; supabase-js hands it over as `error`. */
export interface PostgrestErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

/** An error answered in PostgREST's shape, with PostgREST's (or PostgreSQL's) code and status. */
export class RestError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'RestError';
  }

  body(): PostgrestErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** What the filters, order and limits understand, for the details of a parse error. */
const FILTER_HELP =
  'Filters are column=operator.value with eq, neq, gt, gte, lt, lte, in.(a,b) or is.null (is.not_null), optionally negated as not.eq.value.';
const ORDER_HELP =
  'Order is order=column, column.asc or column.desc, each optionally followed by .nullsfirst or .nullslast, several separated by commas.';
const SELECT_HELP =
  'Select lists columns of the table separated by commas (select=lesson_id,completed_at), * for all of them, or alias:column.';

/** PGRST100: a query parameter that does not parse; the message says which one and why. */
export function parseError(
  what: 'filter' | 'order' | 'select parameter' | 'limit' | 'offset' | 'tree path',
  input: string,
  reason: string,
): RestError {
  const help =
    what === 'filter'
      ? FILTER_HELP
      : what === 'order'
        ? ORDER_HELP
        : what === 'select parameter'
          ? SELECT_HELP
          : what === 'tree path'
            ? 'A filter names a column of the table: column=eq.value.'
            : `${what === 'limit' ? 'Limit' : 'Offset'} is a whole number of rows: ${what}=10.`;
  return new RestError(400, 'PGRST100', `failed to parse ${what} (${input}): ${reason}`, help);
}

/** PGRST205, as PostgREST answers for a table outside its schema cache. */
export const tableNotFound = (name: string) =>
  new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);

/** 42703, PostgreSQL's undefined_column, as PostgREST relays it. */
export const columnNotFound = (table: string, column: string) =>
  new RestError(400, '42703', `column ${table}.${column} does not exist`);

/** PGRST200: this API exposes no relationships, so every embedding finds none. */
export const noRelationship = (table: string, relation: string) =>
  new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${table}' and '${relation}' in the schema cache`,
    `Searched for a foreign key relationship between '${table}' and '${relation}' in the schema 'public', but no matches were found.`,
  );

/** PGRST108: a parameter scoped to an embedded resource when nothing is embedded. */
export const notEmbedded = (resource: string) =>
  new RestError(
    400,
    'PGRST108',
    `'${resource}' is not an embedded resource in this request`,
    null,
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  );

/** PGRST127: part of PostgREST's language this read-only subset does not offer. */
export const notImplemented = (details: string) =>
  new RestError(400, 'PGRST127', 'Feature not implemented', details);

/** PGRST123: aggregates are off, as in PostgREST's default configuration. */
export const aggregatesNotAllowed = () =>
  new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');

/** 22P02 and 22003: a value PostgreSQL could not read as an integer column's value. */
export const invalidInteger = (value: string) =>
  new RestError(400, '22P02', `invalid input syntax for type integer: "${value}"`);
export const integerOutOfRange = (value: string) =>
  new RestError(400, '22003', `value "${value}" is out of range for type integer`);

/** 22021: PostgreSQL text cannot hold a NUL character. */
export const nulInText = () =>
  new RestError(400, '22021', 'invalid byte sequence for encoding "UTF8": 0x00');

/** 42804: `is.true`, `is.false` and `is.unknown` need a boolean column. */
export const notBoolean = (test: string, kind: string) =>
  new RestError(
    400,
    '42804',
    `argument of IS ${test.toUpperCase()} must be type boolean, not type ${kind}`,
  );

/** PGRST116: `.single()` (Accept: application/vnd.pgrst.object+json) needs exactly one row. */
export const singularity = (rows: number) =>
  new RestError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${rows} rows`,
  );

/** PGRST103: an offset past the end of the counted rows. */
export const offsetOutOfRange = (offset: number, total: number) =>
  new RestError(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    `An offset of ${offset} was requested, but there are only ${total} rows.`,
  );

/** PGRST103 as well: a negative limit. */
export const negativeLimit = () =>
  new RestError(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    'Limit should be greater than or equal to zero.',
  );

/** PGRST106: only the public schema is exposed. */
export const unacceptableSchema = (schema: string) =>
  new RestError(
    406,
    'PGRST106',
    `Invalid schema: ${schema}`,
    null,
    'Only the following schemas are exposed: public',
  );

/** PGRST107: an Accept header that names nothing this API answers with. */
export const mediaTypeNotAvailable = (types: string[]) =>
  new RestError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);

/** PGRST117: this API is read-only; learners' records change through checked functions. */
export const readOnly = (method: string) =>
  new RestError(
    405,
    'PGRST117',
    `Unsupported HTTP method: ${method}. /rest/v1 is read-only: changes go through /functions/v1, which checks each one.`,
    null,
    'Read with GET (supabase.from(table).select()); save progress, drafts and settings with supabase.functions.invoke().',
    { allow: 'GET, HEAD' },
  );

/** PGRST125: a path below a table, or no table at all. */
export const invalidPath = () =>
  new RestError(
    404,
    'PGRST125',
    'Invalid path specified in request URL',
    'Read a table at /rest/v1/<table>.',
  );
