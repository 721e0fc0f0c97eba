import type { Kysely } from 'kysely';
import { z } from '@domain/zod';
import type { Database } from '@server/db/schema';
import { validate } from '@server/http/validate';
import type { TeamRow } from '@server/teams/access';

/*
 * One operation of the team API, as both the routes and the OpenAPI document read it: its
 * path, what it takes (validated with these schemas) and what it answers (typed with this
 * schema). A change to one is a change to both.
 */

/** What every operation runs with: the team of the caller's key, and nothing of other teams. */
export interface TeamApiContext {
  db: Kysely<Database>;
  team: TeamRow;
  now: Date;
}

/** A schema the document lists under components/schemas, with its name there. */
export interface NamedSchema {
  name: string;
  schema: z.ZodType;
}

export interface TeamApiOperation {
  operationId: string;
  /** The OpenAPI path, with `{name}` for a path parameter. */
  path: `/api/v1/${string}`;
  tag: string;
  summary: string;
  description: string;
  params: z.ZodObject | undefined;
  query: z.ZodObject | undefined;
  answer: NamedSchema;
  /** What the operation may answer besides 200 and the errors every operation has. */
  notFound?: string;
  handle(context: TeamApiContext, input: { params: unknown; query: unknown }): Promise<unknown>;
}

const noInput = z.object({});

/** An operation whose run is type-checked against its schemas; the table keeps it untyped. */
export function defineOperation<
  Answer extends z.ZodType,
  Params extends z.ZodObject = typeof noInput,
  Query extends z.ZodObject = typeof noInput,
>(spec: {
  operationId: string;
  path: `/api/v1/${string}`;
  tag: string;
  summary: string;
  description: string;
  params?: Params;
  query?: Query;
  answer: { name: string; schema: Answer };
  notFound?: string;
  run: (
    context: TeamApiContext & { params: z.infer<Params>; query: z.infer<Query> },
  ) => Promise<z.infer<Answer>>;
}): TeamApiOperation {
  const { run, params, query, ...rest } = spec;
  return {
    ...rest,
    params,
    query,
    handle: (context, input) =>
      run({
        ...context,
        params: validate(params ?? noInput, input.params) as z.infer<Params>,
        query: validate(query ?? noInput, input.query) as z.infer<Query>,
      }),
  };
}

/** `/api/v1/members/{userId}` as Fastify routes it: `/api/v1/members/:userId`. */
export function routePath(path: string): string {
  return path.replace(/\{([A-Za-z]+)\}/g, ':$1');
}
