import { z } from '@domain/zod';
import { HttpError } from '@server/http/errors';

/*
 * Pages of the team API's lists: `limit` items (1 to 100, 50 by default) after an opaque
 * `cursor`, answered as `{ data, nextCursor }`; nextCursor is null on the last page. Items are
 * in the order of their ids, which never change, so walking the pages meets each one once even
 * while people join or leave. The order is JavaScript's, never the database's collation.
 */

export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 100;

const CURSOR_PROBLEM =
  'is not a cursor of this API: pass the nextCursor of the previous page as it was, or leave it out for the first page';

/** What a cursor carries: the id of the last member of the previous page. */
interface CursorPosition {
  after: string;
}

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

function decodeCursor(cursor: string): CursorPosition | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      typeof value === 'object' &&
      value !== null &&
      'after' in value &&
      typeof value.after === 'string' &&
      value.after !== ''
    ) {
      return { after: value.after };
    }
  } catch {
    // not base64url JSON: the same answer as any other stranger
  }
  return null;
}

export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ message: `must be a number of items from 1 to ${PAGE_LIMIT_MAX}` })
    .int(`must be a whole number of items from 1 to ${PAGE_LIMIT_MAX}`)
    .min(1, `must be from 1 to ${PAGE_LIMIT_MAX}`)
    .max(PAGE_LIMIT_MAX, `must be from 1 to ${PAGE_LIMIT_MAX}`)
    .default(PAGE_LIMIT_DEFAULT)
    .describe(
      `How many items the page holds: 1 to ${PAGE_LIMIT_MAX}, ${PAGE_LIMIT_DEFAULT} if left out.`,
    ),
  cursor: z
    .string()
    .max(500, CURSOR_PROBLEM)
    .regex(/^[A-Za-z0-9_-]+$/, CURSOR_PROBLEM)
    .optional()
    .describe(
      'Where the page starts: the `nextCursor` of the previous page. Leave it out for the first page.',
    ),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Where a page starts (null: at the beginning); a cursor that is not one of ours is a 400. */
export function pageStart(query: PageQuery): string | null {
  if (query.cursor === undefined) return null;
  const position = decodeCursor(query.cursor);
  if (!position) throw new HttpError(400, 'validation_failed', `cursor: ${CURSOR_PROBLEM}.`);
  return position.after;
}

/** An answer page's schema: `data` of `item`, and the cursor of the next page. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    data: z.array(item),
    nextCursor: z
      .string()
      .nullable()
      .describe('Pass it as `cursor` to get the next page; null on the last page.'),
  });
}

export interface Page<Item> {
  data: Item[];
  nextCursor: string | null;
}

/**
 * One page of `items` already sorted by `idOf` (ascending, unique): those after the cursor,
 * `limit` of them. `items` may hold one more than the page (fetched to know whether there is a
 * next page) or all of them.
 */
export function pageOf<Item>(
  items: readonly Item[],
  idOf: (item: Item) => string,
  query: PageQuery,
): Page<Item> {
  const after = pageStart(query);
  const rest = after === null ? items : items.filter((item) => idOf(item) > after);
  const data = rest.slice(0, query.limit);
  const last = data.at(-1);
  return {
    data,
    nextCursor: rest.length > query.limit && last ? encodeCursor({ after: idOf(last) }) : null,
  };
}
