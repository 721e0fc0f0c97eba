import {
  aggregatesNotAllowed,
  columnNotFound,
  integerOutOfRange,
  invalidInteger,
  negativeLimit,
  noRelationship,
  notBoolean,
  notEmbedded,
  notImplemented,
  nulInText,
  parseError,
  RestError,
} from './errors';
import type { ColumnKind, TableSpec } from './tables';

/*
 * The part of PostgREST's query language that supabase-js's query builder produces for
 * reads, parsed by PostgREST's grammar (ApiRequest/QueryParams.hs): select, filters, order,
 * limit and offset. Everything that comes out names allow-listed columns only and carries
 * values already checked against their column's kind, so the database sees no surprise.
 */

export interface SelectedColumn {
  column: string;
  /** The key in the answer: the column's name, or its alias (`alias:column`). */
  key: string;
}

export type FilterValue = string | number;

export type Comparison = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte';

export type Filter = { column: string; negate: boolean } & (
  | { op: Comparison; value: FilterValue }
  | { op: 'in'; values: FilterValue[] }
  | { op: 'is'; value: 'null' | 'not_null' }
);

export interface OrderTerm {
  column: string;
  direction: 'asc' | 'desc';
  nulls: 'first' | 'last';
}

export interface ReadQuery {
  /** Empty for `select=`: each row answers as `{}`. */
  select: SelectedColumn[];
  filters: Filter[];
  order: OrderTerm[];
  limit: number | undefined;
  offset: number;
}

/** More conditions than this would only come from a runaway client (and SQLite nests them). */
export const MAX_FILTERS = 100;
/** Values in one `in.(…)` list. */
export const MAX_LIST_VALUES = 1000;

const COMPARISONS: ReadonlySet<string> = new Set<Comparison>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
]);
/** PostgREST operators outside this read subset: refused with PGRST127, not taken for typos. */
const NOT_OFFERED: ReadonlySet<string> = new Set([
  'like',
  'ilike',
  'match',
  'imatch',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'isdistinct',
]);
const OPERATORS_OFFERED = 'use eq, neq, gt, gte, lt, lte, in or is';
const JSON_PATHS = 'JSON paths (-> and ->>) are not supported: name whole columns.';

/** A position in one parameter's text, with PostgREST's lexical rules. */
class Cursor {
  pos = 0;
  constructor(readonly text: string) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  peek(ahead = 0): string {
    return this.text[this.pos + ahead] ?? '';
  }

  startsWith(prefix: string): boolean {
    return this.text.startsWith(prefix, this.pos);
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }

  /** Where parsing stopped, for an error's reason. */
  here(): string {
    return this.done ? 'end of input' : `"${this.peek()}" at position ${this.pos + 1}`;
  }
}

const IDENTIFIER_CHAR = /^[\p{L}\p{N}_ $]$/u;

/**
 * `"quoted"` (with backslash escapes), or identifier characters (letters, digits, `_`, space,
 * `$`) in runs joined by dashes that do not start an arrow; each run is trimmed.
 */
function readFieldName(cursor: Cursor): string | null {
  if (cursor.peek() === '"') return readQuoted(cursor);
  const runs: string[] = [];
  for (;;) {
    const start = cursor.pos;
    while (!cursor.done && IDENTIFIER_CHAR.test(cursor.peek())) cursor.pos += 1;
    if (cursor.pos === start) return null;
    runs.push(cursor.text.slice(start, cursor.pos).trim());
    if (cursor.peek() === '-' && cursor.peek(1) !== '>') {
      cursor.pos += 1;
      continue;
    }
    return runs.join('-');
  }
}

/** A double-quoted value where `\x` stands for x; null (and the cursor unmoved) when unclosed. */
function readQuoted(cursor: Cursor): string | null {
  const { text } = cursor;
  let index = cursor.pos + 1;
  let value = '';
  while (index < text.length) {
    const char = text[index];
    if (char === '"') {
      cursor.pos = index + 1;
      return value;
    }
    if (char === '\\') {
      const escaped = text.codePointAt(index + 1);
      if (escaped === undefined) return null;
      const literal = String.fromCodePoint(escaped);
      value += literal;
      index += 1 + literal.length;
      continue;
    }
    value += char;
    index += 1;
  }
  return null;
}

/** One `key=value` pair; value null for a bare `key` (PostgREST ignores those). */
interface Param {
  key: string;
  value: string | null;
}

/** URL decoding as PostgREST does it: `+` is a space; broken escapes never throw. */
function decodeComponent(text: string): string {
  return new URLSearchParams(`v=${text}`).get('v') ?? '';
}

export function splitQuery(queryString: string): Param[] {
  return queryString
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const equals = part.indexOf('=');
      return equals < 0
        ? { key: decodeComponent(part), value: null }
        : {
            key: decodeComponent(part.slice(0, equals)),
            value: decodeComponent(part.slice(equals + 1)),
          };
    });
}

function requireColumn(table: TableSpec, column: string): ColumnKind {
  const kind = table.columns.get(column);
  if (!kind) throw columnNotFound(table.name, column);
  return kind;
}

/** A value as its column's type reads it, with PostgreSQL's errors for what it cannot read. */
function columnValue(kind: ColumnKind, raw: string): FilterValue {
  if (kind === 'text') {
    if (raw.includes('\u0000')) throw nulInText();
    return raw;
  }
  if (!/^\s*[+-]?\d+\s*$/.test(raw)) throw invalidInteger(raw);
  const value = Number(raw.trim());
  if (value < -2147483648 || value > 2147483647) throw integerOutOfRange(raw);
  return value === 0 ? 0 : value;
}

export function parseSelect(table: TableSpec, text: string): SelectedColumn[] {
  const cursor = new Cursor(text);
  const items: SelectedColumn[] = [];
  cursor.skipSpaces();
  if (cursor.done) return items;
  for (;;) {
    cursor.skipSpaces();
    items.push(...parseSelectItem(table, text, cursor));
    cursor.skipSpaces();
    if (cursor.done) return items;
    if (cursor.peek() !== ',') {
      throw parseError('select parameter', text, `unexpected ${cursor.here()}`);
    }
    cursor.pos += 1;
  }
}

function parseSelectItem(table: TableSpec, text: string, cursor: Cursor): SelectedColumn[] {
  if (cursor.startsWith('...')) {
    cursor.pos += 3;
    const relation = readFieldName(cursor);
    if (relation === null) {
      throw parseError('select parameter', text, `unexpected ${cursor.here()} after "..."`);
    }
    throw noRelationship(table.name, relation);
  }
  if (cursor.peek() === '*') {
    cursor.pos += 1;
    if (!cursor.done && cursor.peek() !== ',') {
      throw parseError('select parameter', text, `unexpected ${cursor.here()} after "*"`);
    }
    return [...table.columns.keys()].map((column) => ({ column, key: column }));
  }
  let alias: string | undefined;
  let name = readFieldName(cursor);
  if (name !== null && cursor.peek() === ':' && cursor.peek(1) !== ':') {
    cursor.pos += 1;
    alias = name;
    name = readFieldName(cursor);
  }
  if (name === null) {
    if (cursor.startsWith('count()')) throw aggregatesNotAllowed();
    throw parseError(
      'select parameter',
      text,
      `unexpected ${cursor.here()}: expected a column name, alias:column or *`,
    );
  }
  if (name === 'count' && cursor.startsWith('()')) throw aggregatesNotAllowed();
  if (cursor.peek() === '(' || cursor.peek() === '!') throw noRelationship(table.name, name);
  if (cursor.startsWith('->')) throw notImplemented(JSON_PATHS);
  if (cursor.startsWith('::')) {
    throw notImplemented('Casts (column::type) are not supported: columns answer as stored.');
  }
  if (/^\.(sum|avg|count|max|min)\(\)/.test(cursor.text.slice(cursor.pos))) {
    throw aggregatesNotAllowed();
  }
  requireColumn(table, name);
  return [{ column: name, key: alias ?? name }];
}

export function parseOrder(table: TableSpec, text: string): OrderTerm[] {
  const cursor = new Cursor(text);
  const terms: OrderTerm[] = [];
  for (;;) {
    cursor.skipSpaces();
    const column = readFieldName(cursor);
    if (column === null) {
      throw parseError('order', text, `unexpected ${cursor.here()}: expected a column name`);
    }
    if (cursor.peek() === '(') throw notEmbedded(column);
    if (cursor.startsWith('->')) throw notImplemented(JSON_PATHS);
    let direction: OrderTerm['direction'] = 'asc';
    if (cursor.startsWith('.asc')) {
      cursor.pos += '.asc'.length;
    } else if (cursor.startsWith('.desc')) {
      cursor.pos += '.desc'.length;
      direction = 'desc';
    }
    // PostgreSQL's defaults, spelled out so that SQLite sorts nulls the same way.
    let nulls: OrderTerm['nulls'] = direction === 'asc' ? 'last' : 'first';
    if (cursor.startsWith('.nullsfirst')) {
      cursor.pos += '.nullsfirst'.length;
      nulls = 'first';
    } else if (cursor.startsWith('.nullslast')) {
      cursor.pos += '.nullslast'.length;
      nulls = 'last';
    }
    cursor.skipSpaces();
    if (!cursor.done && cursor.peek() !== ',') {
      throw parseError(
        'order',
        text,
        `unexpected ${cursor.here()}: a column may be followed by .asc or .desc, then .nullsfirst or .nullslast`,
      );
    }
    requireColumn(table, column);
    terms.push({ column, direction, nulls });
    if (cursor.done) return terms;
    cursor.pos += 1;
  }
}

/** The column a filter's key names; paths into embedded resources and JSON are refused. */
function parseFilterKey(key: string): string {
  const cursor = new Cursor(key);
  const path: string[] = [];
  let name = readFieldName(cursor);
  while (name !== null && cursor.peek() === '.') {
    path.push(name);
    cursor.pos += 1;
    name = readFieldName(cursor);
  }
  if (name === null) {
    throw parseError('tree path', key, `unexpected ${cursor.here()}: expected a column name`);
  }
  if (cursor.startsWith('->')) throw notImplemented(JSON_PATHS);
  if (!cursor.done) throw parseError('tree path', key, `unexpected ${cursor.here()}`);
  if (path[0] !== undefined) throw notEmbedded(path[0]);
  return name;
}

/**
 * The elements of `(a,b,"c,d")`: an element in double quotes may hold commas and parentheses,
 * with `\"` and `\\` inside; a quote that is not followed by `,` or `)` is an ordinary character.
 * `()` is the empty list.
 */
export function parseList(operand: string, value: string): string[] {
  const cursor = new Cursor(operand);
  cursor.skipSpaces();
  if (cursor.peek() !== '(') {
    throw parseError('filter', value, 'in. takes a list in parentheses: in.(a,b)');
  }
  cursor.pos += 1;
  cursor.skipSpaces();
  const items: string[] = [];
  if (cursor.peek() === ')') {
    cursor.pos += 1;
  } else {
    for (;;) {
      let item: string | null = null;
      if (cursor.peek() === '"') {
        const start = cursor.pos;
        item = readQuoted(cursor);
        if (item !== null && cursor.peek() !== ',' && cursor.peek() !== ')') {
          item = null;
          cursor.pos = start;
        }
      }
      if (item === null) {
        const start = cursor.pos;
        while (!cursor.done && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.pos += 1;
        item = cursor.text.slice(start, cursor.pos);
      }
      items.push(item);
      if (cursor.peek() === ')') {
        cursor.pos += 1;
        break;
      }
      if (cursor.done) {
        throw parseError('filter', value, 'the list after in. has no closing ")"');
      }
      cursor.pos += 1;
    }
  }
  cursor.skipSpaces();
  if (!cursor.done) {
    throw parseError('filter', value, `unexpected ${cursor.here()} after the list`);
  }
  return items;
}

export function parseFilter(table: TableSpec, key: string, value: string): Filter {
  const column = parseFilterKey(key);
  const negate = value.startsWith('not.');
  const expression = negate ? value.slice('not.'.length) : value;
  const match = /^([a-z]+)(\([^).]*\))?\./.exec(expression);
  if (!match) {
    const word = /^[^.(]*/.exec(expression)?.[0] ?? '';
    const known = COMPARISONS.has(word) || word === 'in' || word === 'is';
    throw parseError(
      'filter',
      value,
      known
        ? `expected "." after the operator ${word}`
        : `unknown operator "${word}": ${OPERATORS_OFFERED}`,
    );
  }
  const operator = match[1] ?? '';
  const quantifier = match[2];
  const operand = expression.slice(match[0].length);
  if (NOT_OFFERED.has(operator)) {
    throw notImplemented(`The ${operator} operator is not supported here: ${OPERATORS_OFFERED}.`);
  }
  if (quantifier !== undefined) {
    if (COMPARISONS.has(operator)) {
      throw notImplemented(
        `Quantifiers such as ${operator}${quantifier} are not supported here: use in.(a,b).`,
      );
    }
    throw parseError('filter', value, `unexpected "(" after ${operator}`);
  }

  if (operator === 'in') {
    const items = parseList(operand, value);
    if (items.length > MAX_LIST_VALUES) {
      throw new RestError(
        400,
        'PGRST100',
        `too many values in in.(…) (${items.length}): at most ${MAX_LIST_VALUES}`,
        'Split the list over several requests.',
      );
    }
    const kind = requireColumn(table, column);
    return { column, negate, op: 'in', values: items.map((item) => columnValue(kind, item)) };
  }
  if (operator === 'is') {
    const test = operand.toLowerCase();
    if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(test)) {
      throw parseError(
        'filter',
        value,
        `is. takes null, not_null, true, false or unknown, not "${operand}"`,
      );
    }
    const kind = requireColumn(table, column);
    if (test !== 'null' && test !== 'not_null') throw notBoolean(test, kind);
    return { column, negate, op: 'is', value: test };
  }
  if (!COMPARISONS.has(operator)) {
    throw parseError('filter', value, `unknown operator "${operator}": ${OPERATORS_OFFERED}`);
  }
  const kind = requireColumn(table, column);
  return { column, negate, op: operator as Comparison, value: columnValue(kind, operand) };
}

function parseRowCount(what: 'limit' | 'offset', raw: string): number {
  const text = raw.trim();
  if (!/^-?\d+$/.test(text)) throw parseError(what, raw, 'expected a whole number');
  const count = Number(text);
  if (count < 0) {
    if (what === 'limit') throw negativeLimit();
    throw parseError('offset', raw, 'an offset cannot be negative');
  }
  return count === 0 ? 0 : Math.min(count, Number.MAX_SAFE_INTEGER);
}

/** Keys whose last part is one of these belong to the query's shape, not to a column filter. */
const SHAPE_KEYS = new Set(['order', 'limit', 'offset', 'and', 'or']);

/** Parses a read's query string against one exposed table; throws PostgREST's errors. */
export function parseReadQuery(table: TableSpec, queryString: string): ReadQuery {
  let select: string | undefined;
  let order: string | undefined;
  let limit: string | undefined;
  let offset: string | undefined;
  const filters: Param[] = [];
  for (const param of splitQuery(queryString)) {
    const { key, value } = param;
    if (value === null) continue;
    if (key === 'select') {
      select ??= value;
      continue;
    }
    // Write parameters mean nothing to a read, as in PostgREST.
    if (key === 'columns' || key === 'on_conflict') continue;
    const segments = key.split('.');
    const last = segments[segments.length - 1] ?? '';
    if (!SHAPE_KEYS.has(last)) {
      filters.push(param);
      continue;
    }
    const scope = segments.slice(0, -1).filter((segment) => segment !== 'not');
    if (scope[0] !== undefined) throw notEmbedded(scope.join('.'));
    if (last === 'and' || last === 'or') {
      throw notImplemented(
        'Logical trees (or=, and=) are not supported here: the filters of a request all apply together, and in.(a,b) matches any of several values.',
      );
    }
    if (segments.length > 1) throw notEmbedded(segments.slice(0, -1).join('.'));
    if (last === 'order') order ??= value;
    else if (last === 'limit') limit = value;
    else offset = value;
  }
  if (filters.length > MAX_FILTERS) {
    throw new RestError(
      400,
      'PGRST100',
      `too many filters (${filters.length}): at most ${MAX_FILTERS}`,
      'Combine values of one column with in.(a,b).',
    );
  }
  return {
    select: parseSelect(table, select ?? '*'),
    filters: filters.map(({ key, value }) => parseFilter(table, key, value ?? '')),
    order: order === undefined ? [] : parseOrder(table, order),
    limit: limit === undefined ? undefined : parseRowCount('limit', limit),
    offset: offset === undefined ? 0 : parseRowCount('offset', offset),
  };
}
