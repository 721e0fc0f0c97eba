import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '@server/auth/bearer';
import { HttpError } from '@server/http/errors';
import {
  invalidPath,
  mediaTypeNotAvailable,
  offsetOutOfRange,
  readOnly,
  RestError,
  singularity,
  tableNotFound,
  unacceptableSchema,
  type PostgrestErrorBody,
} from './errors';
import { parseReadQuery } from './query';
import { readOwnRows, type ReadResult } from './read';
import { exposedTable } from './tables';

const JSON_TYPE = 'application/json; charset=utf-8';
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** What the answer is: an array, or one object (`.single()`), with or without null fields. */
interface Representation {
  singular: boolean;
  stripNulls: boolean;
  contentType: string;
}

/** Picks the first acceptable media type by quality, as PostgREST does, or answers PGRST107. */
export function negotiate(accept: string | undefined): Representation {
  const offered = (accept ?? '')
    .split(',')
    .map((part, index) => {
      const [type = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const quality = parameters.find((parameter) => /^q=/i.test(parameter));
      return {
        type: type.toLowerCase(),
        stripNulls: parameters.some((parameter) => parameter.toLowerCase() === 'nulls=stripped'),
        quality: quality === undefined ? 1 : Number(quality.slice(2)) || 0,
        index,
      };
    })
    .filter((media) => media.type !== '');
  if (offered.length === 0) return { singular: false, stripNulls: false, contentType: JSON_TYPE };
  offered.sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const media of offered) {
    if (media.quality <= 0) continue;
    if (
      media.type === 'application/json' ||
      media.type === '*/*' ||
      media.type === 'application/*'
    ) {
      return { singular: false, stripNulls: false, contentType: JSON_TYPE };
    }
    const vendor = /^application\/vnd\.pgrst\.(array|object)(\+json)?$/.exec(media.type)?.[1];
    if (vendor) {
      return {
        singular: vendor === 'object',
        stripNulls: media.stripNulls,
        contentType: `application/vnd.pgrst.${vendor}+json${media.stripNulls ? ';nulls=stripped' : ''}; charset=utf-8`,
      };
    }
  }
  throw mediaTypeNotAvailable(offered.map((media) => media.type));
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** `Prefer: count=exact` (planned and estimated are answered exactly: the tables are small). */
function wantsCount(prefer: string | undefined): boolean {
  return (prefer ?? '')
    .split(',')
    .some((preference) => /^count=(exact|planned|estimated)$/i.test(preference.trim()));
}

function sendError(
  reply: FastifyReply,
  status: number,
  headers: Record<string, string>,
  body: PostgrestErrorBody,
) {
  return reply.code(status).headers(headers).type(JSON_TYPE).send(JSON.stringify(body));
}

/**
 * GET (and HEAD) /rest/v1/<table>: the caller's own rows of an exposed table, with the part
 * of PostgREST's language supabase-js's query builder sends. The anon key reads no private row.
 */
async function read(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const caller = await authenticate(request, app);
  const profile = headerText(request.headers['accept-profile']);
  if (profile !== undefined && profile !== 'public') throw unacceptableSchema(profile);
  const { table: name } = request.params as { table: string };
  if (name === '') throw invalidPath();
  const table = exposedTable(name);
  if (!table) throw tableNotFound(name);
  const representation = negotiate(headerText(request.headers.accept));
  const queryStart = request.url.indexOf('?');
  const query = parseReadQuery(table, queryStart < 0 ? '' : request.url.slice(queryStart + 1));
  const counting = wantsCount(headerText(request.headers.prefer));

  const result: ReadResult =
    caller.kind === 'user'
      ? await readOwnRows(app.database.db, table, caller.userId, query, counting)
      : { rows: [], total: counting ? 0 : undefined };

  // Content-Range and status as PostgREST computes them from the offset and the count.
  const { rows, total } = result;
  const lower = query.offset;
  const upper = lower + rows.length - 1;
  if (total !== undefined && lower > total) throw offsetOutOfRange(lower, total);
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  const status = total !== undefined && rows.length < total ? 206 : 200;

  const shaped = representation.stripNulls
    ? rows.map((row) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)))
    : rows;
  let body: unknown = shaped;
  if (representation.singular) {
    if (shaped.length !== 1) throw singularity(shaped.length);
    body = shaped[0];
  }
  return reply
    .code(status)
    .header('content-range', `${range}/${total ?? '*'}`)
    .type(representation.contentType)
    .send(JSON.stringify(body));
}

/** /rest/v1: read-only PostgREST over the exposed tables; errors in PostgREST's shape. */
export async function registerRestRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    (rest, _options, done) => {
      rest.setErrorHandler((error, _request, reply) => {
        if (error instanceof RestError) {
          return sendError(reply, error.statusCode, error.headers, error.body());
        }
        // The bearer check's 401 and 403, in the shape supabase-js expects from this path.
        if (error instanceof HttpError) {
          return sendError(reply, error.statusCode, error.headers, {
            code: error.code,
            details: null,
            hint: null,
            message: error.message,
          });
        }
        throw error;
      });

      rest.get('/:table', (request, reply) => read(app, request, reply));
      // Every other method and path: writes are refused before any body is read (so no
      // write ever reaches the database from here), and nothing lives below a table.
      rest.route({
        method: ['GET', ...WRITE_METHODS],
        url: '/*',
        onRequest: (request, _reply, next) =>
          next(
            request.method === 'GET' || request.method === 'HEAD'
              ? invalidPath()
              : readOnly(request.method),
          ),
        handler: () => Promise.reject(new Error('unreachable: answered on request')),
      });
      done();
    },
    { prefix: '/rest/v1' },
  );
}
