import { describe, expect, it } from 'vitest';
import { RestError } from './errors';
import { MAX_FILTERS, MAX_LIST_VALUES, parseList, parseReadQuery, splitQuery } from './query';
import { negotiate } from './routes';
import { exposedTable, type TableSpec } from './tables';

const completions = exposedTable('lesson_completions')!;
const exercises = exposedTable('exercise_completions')!;

/** The PostgREST error a parse throws, as { status, code, message, details }. */
function failure(parse: () => unknown) {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(RestError);
    const rest = error as RestError;
    return { status: rest.statusCode, ...rest.body() };
  }
  throw new Error('expected the parse to fail');
}

const parse = (query: string, table: TableSpec = completions) => parseReadQuery(table, query);

describe('the allow-list', () => {
  it('exposes the four learning tables and nothing else, never an inherited property', () => {
    expect(exposedTable('course_progress')?.owner).toBe('user_id');
    expect([...exposedTable('lesson_drafts')!.columns.keys()]).toEqual([
      'user_id',
      'lesson_id',
      'kind',
      'code',
      'updated_at',
    ]);
    for (const name of ['users', 'sessions', 'user_settings', 'constructor', '__proto__']) {
      expect(exposedTable(name), name).toBeUndefined();
    }
  });
});

describe('select', () => {
  it('reads *, column lists, aliases and quoted names', () => {
    expect(parse('').select.map((item) => item.column)).toEqual([
      'user_id',
      'course_id',
      'lesson_id',
      'completed_at',
      'time_spent_minutes',
      'attempts',
    ]);
    expect(parse('select=lesson_id,%20attempts').select).toEqual([
      { column: 'lesson_id', key: 'lesson_id' },
      { column: 'attempts', key: 'attempts' },
    ]);
    expect(parse('select=lesson:lesson_id,"attempts"').select).toEqual([
      { column: 'lesson_id', key: 'lesson' },
      { column: 'attempts', key: 'attempts' },
    ]);
    expect(parse('select=').select).toEqual([]);
    // Only the first select counts, as in PostgREST; a bare key is ignored.
    expect(parse('select=attempts&select=lesson_id&select').select).toEqual([
      { column: 'attempts', key: 'attempts' },
    ]);
  });

  it('answers PostgreSQL and PostgREST errors for what it cannot select', () => {
    expect(failure(() => parse('select=lesson_id,secret'))).toMatchObject({
      status: 400,
      code: '42703',
      message: 'column lesson_completions.secret does not exist',
    });
    expect(failure(() => parse('select=*,lessons(*)'))).toMatchObject({
      status: 400,
      code: 'PGRST200',
      message:
        "Could not find a relationship between 'lesson_completions' and 'lessons' in the schema cache",
    });
    expect(failure(() => parse('select=...lessons(*)'))).toMatchObject({ code: 'PGRST200' });
    expect(failure(() => parse('select=count()'))).toMatchObject({ code: 'PGRST123' });
    expect(failure(() => parse('select=attempts.sum()'))).toMatchObject({ code: 'PGRST123' });
    expect(failure(() => parse('select=attempts::text'))).toMatchObject({ code: 'PGRST127' });
    expect(failure(() => parse('select=lesson_id->a'))).toMatchObject({ code: 'PGRST127' });
    const trailing = failure(() => parse('select=lesson_id,'));
    expect(trailing).toMatchObject({ status: 400, code: 'PGRST100' });
    expect(trailing.message).toContain('failed to parse select parameter (lesson_id,)');
    expect(failure(() => parse('select=*x'))).toMatchObject({ code: 'PGRST100' });
  });
});

describe('filters', () => {
  it('reads each operator, negation, and values that contain dots', () => {
    expect(parse('lesson_id=eq.l.0.1&attempts=gte.2&completed_at=not.lt.2024').filters).toEqual([
      { column: 'lesson_id', negate: false, op: 'eq', value: 'l.0.1' },
      { column: 'attempts', negate: false, op: 'gte', value: 2 },
      { column: 'completed_at', negate: true, op: 'lt', value: '2024' },
    ]);
    for (const op of ['neq', 'gt', 'lte']) {
      expect(parse(`course_id=${op}.c`).filters[0]).toMatchObject({ op, value: 'c' });
    }
    expect(parse('first_passed_at=is.null', exercises).filters[0]).toMatchObject({
      op: 'is',
      value: 'null',
    });
    expect(parse('first_passed_at=not.is.NULL', exercises).filters[0]).toMatchObject({
      op: 'is',
      value: 'null',
      negate: true,
    });
    expect(parse('first_passed_at=is.not_null', exercises).filters[0]).toMatchObject({
      value: 'not_null',
    });
    // "+" is a space in a query string.
    expect(parse('lesson_id=eq.a+b').filters[0]).toMatchObject({ value: 'a b' });
  });

  it('reads in.(…) lists by PostgREST quoting rules', () => {
    expect(parseList('(a,b)', '')).toEqual(['a', 'b']);
    expect(parseList('("a,b","c)d",e)', '')).toEqual(['a,b', 'c)d', 'e']);
    expect(parseList('("say \\"hi\\"","back\\\\slash")', '')).toEqual(['say "hi"', 'back\\slash']);
    // A quote that does not close an element is an ordinary character.
    expect(parseList('(say"hi",x)', '')).toEqual(['say"hi"', 'x']);
    expect(parseList('("ab"c)', '')).toEqual(['"ab"c']);
    expect(parseList('()', '')).toEqual([]);
    expect(parseList('(a,,b)', '')).toEqual(['a', '', 'b']);
    expect(parse('attempts=in.(1,%202)').filters[0]).toMatchObject({ op: 'in', values: [1, 2] });
    expect(parse('lesson_id=not.in.(%22x,y%22)').filters[0]).toMatchObject({
      op: 'in',
      negate: true,
      values: ['x,y'],
    });
    expect(failure(() => parse('lesson_id=in.(a,b'))).toMatchObject({ code: 'PGRST100' });
    expect(failure(() => parse('lesson_id=in.a,b'))).toMatchObject({ code: 'PGRST100' });
    expect(failure(() => parse('lesson_id=in.(a)x'))).toMatchObject({ code: 'PGRST100' });
  });

  it('checks values against their column as PostgreSQL would', () => {
    expect(parse('attempts=eq.%20-3%20').filters[0]).toMatchObject({ value: -3 });
    expect(failure(() => parse('attempts=eq.many'))).toMatchObject({
      status: 400,
      code: '22P02',
      message: 'invalid input syntax for type integer: "many"',
    });
    expect(failure(() => parse('attempts=in.(1,1.5)'))).toMatchObject({ code: '22P02' });
    expect(failure(() => parse('attempts=gt.2147483648'))).toMatchObject({
      code: '22003',
      message: 'value "2147483648" is out of range for type integer',
    });
    expect(parse('attempts=gt.-2147483648').filters[0]).toMatchObject({ value: -2147483648 });
    expect(failure(() => parse('lesson_id=eq.a%00b'))).toMatchObject({ code: '22021' });
    expect(failure(() => parse('lesson_id=is.true'))).toMatchObject({
      code: '42804',
      message: 'argument of IS TRUE must be type boolean, not type text',
    });
  });

  it('says what is wrong with a malformed filter', () => {
    const unknown = failure(() => parse('lesson_id=foo.1'));
    expect(unknown).toMatchObject({ status: 400, code: 'PGRST100' });
    expect(unknown.message).toBe(
      'failed to parse filter (foo.1): unknown operator "foo": use eq, neq, gt, gte, lt, lte, in or is',
    );
    expect(failure(() => parse('lesson_id=l-01')).message).toContain('unknown operator "l-01"');
    expect(failure(() => parse('lesson_id=eq')).message).toContain(
      'expected "." after the operator eq',
    );
    expect(failure(() => parse('lesson_id=')).code).toBe('PGRST100');
    expect(failure(() => parse('lesson_id=is.maybe')).message).toContain('is. takes null');
    expect(failure(() => parse('lesson_id=eq(any).{a,b}'))).toMatchObject({ code: 'PGRST127' });
    expect(failure(() => parse('lesson_id=like.l*'))).toMatchObject({
      status: 400,
      code: 'PGRST127',
      message: 'Feature not implemented',
    });
    expect(failure(() => parse('lessons.id=eq.1'))).toMatchObject({
      code: 'PGRST108',
      message: "'lessons' is not an embedded resource in this request",
    });
    expect(failure(() => parse('code->a=eq.1'))).toMatchObject({ code: 'PGRST127' });
    expect(failure(() => parse('les(son=eq.1'))).toMatchObject({ code: 'PGRST100' });
    expect(failure(() => parse('secret=eq.1'))).toMatchObject({
      code: '42703',
      message: 'column lesson_completions.secret does not exist',
    });
    expect(failure(() => parse('or=(attempts.eq.1,attempts.eq.2)'))).toMatchObject({
      code: 'PGRST127',
    });
    expect(failure(() => parse('lessons.order=id'))).toMatchObject({ code: 'PGRST108' });
  });

  it('caps the number of filters and of listed values', () => {
    const many = Array.from({ length: MAX_FILTERS + 1 }, () => 'attempts=gt.0').join('&');
    expect(failure(() => parse(many))).toMatchObject({ status: 400, code: 'PGRST100' });
    expect(parse(many.split('&').slice(1).join('&')).filters).toHaveLength(MAX_FILTERS);
    const list = Array.from({ length: MAX_LIST_VALUES + 1 }, (_, i) => i).join(',');
    expect(failure(() => parse(`attempts=in.(${list})`))).toMatchObject({ code: 'PGRST100' });
  });
});

describe('order, limit and offset', () => {
  it('reads several terms with PostgreSQL null ordering unless told', () => {
    expect(
      parse('order=course_id,completed_at.desc,attempts.asc.nullsfirst,lesson_id.nullslast').order,
    ).toEqual([
      { column: 'course_id', direction: 'asc', nulls: 'last' },
      { column: 'completed_at', direction: 'desc', nulls: 'first' },
      { column: 'attempts', direction: 'asc', nulls: 'first' },
      { column: 'lesson_id', direction: 'asc', nulls: 'last' },
    ]);
  });

  it('refuses malformed order terms and unknown columns', () => {
    const up = failure(() => parse('order=lesson_id.up'));
    expect(up).toMatchObject({ status: 400, code: 'PGRST100' });
    expect(up.message).toContain('failed to parse order (lesson_id.up)');
    expect(failure(() => parse('order=lesson_id.descc'))).toMatchObject({ code: 'PGRST100' });
    expect(failure(() => parse('order=lesson_id,'))).toMatchObject({ code: 'PGRST100' });
    expect(failure(() => parse('order=secret.desc'))).toMatchObject({ code: '42703' });
    expect(failure(() => parse('order=lessons(id)'))).toMatchObject({ code: 'PGRST108' });
  });

  it('reads limit and offset as whole numbers', () => {
    expect(parse('limit=5&offset=10')).toMatchObject({ limit: 5, offset: 10 });
    expect(parse('limit=0')).toMatchObject({ limit: 0, offset: 0 });
    expect(parse('limit=1&limit=2')).toMatchObject({ limit: 2 });
    expect(failure(() => parse('limit=abc'))).toMatchObject({ status: 400, code: 'PGRST100' });
    expect(failure(() => parse('limit=abc')).message).toBe(
      'failed to parse limit (abc): expected a whole number',
    );
    expect(failure(() => parse('limit=1.5'))).toMatchObject({ code: 'PGRST100' });
    expect(failure(() => parse('offset=-1'))).toMatchObject({ code: 'PGRST100' });
    expect(failure(() => parse('limit=-1'))).toMatchObject({ status: 416, code: 'PGRST103' });
  });
});

describe('the query string and the Accept header', () => {
  it('splits and decodes like PostgREST, never throwing on broken escapes', () => {
    expect(splitQuery('a=1&b&c=x%2Cy+z&&d=%E0%A4%A')).toEqual([
      { key: 'a', value: '1' },
      { key: 'b', value: null },
      { key: 'c', value: 'x,y z' },
      { key: 'd', value: '\uFFFD%A' },
    ]);
  });

  it('answers arrays or one object, and 406 for what it cannot produce', () => {
    expect(negotiate(undefined)).toMatchObject({ singular: false });
    expect(negotiate('text/html,application/xhtml+xml,*/*;q=0.8')).toMatchObject({
      singular: false,
      contentType: 'application/json; charset=utf-8',
    });
    expect(negotiate('application/vnd.pgrst.object+json')).toMatchObject({
      singular: true,
      contentType: 'application/vnd.pgrst.object+json; charset=utf-8',
    });
    expect(negotiate('application/vnd.pgrst.array+json;nulls=stripped')).toMatchObject({
      singular: false,
      stripNulls: true,
    });
    expect(negotiate('application/json;q=0.5, application/vnd.pgrst.object+json')).toMatchObject({
      singular: true,
    });
    expect(failure(() => negotiate('text/csv'))).toMatchObject({
      status: 406,
      code: 'PGRST107',
      message: 'None of these media types are available: text/csv',
    });
  });
});
