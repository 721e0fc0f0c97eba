import { z } from '@domain/zod';
import { RATE_LIMIT_WINDOW_SECONDS } from './auth';
import { FIELD_NOTES } from './field-notes';
import type { NamedSchema, TeamApiOperation } from './operation';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from './pagination';
import { teamApiErrorSchema } from './schemas';

/*
 * The OpenAPI 3.1 document of the team API, built when the server starts from the operations'
 * own zod schemas (JSON Schema 2020-12, the dialect of OpenAPI 3.1).
 */

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = Record<string, unknown> & {
  openapi: '3.1.0';
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, JsonSchema> } & Record<string, unknown>;
};

export const OPENAPI_PATH = '/api/v1/openapi.json';
export const SECURITY_SCHEME = 'teamApiKey';
const ERROR_SCHEMA = 'Error';
const SCHEMA_REF = (name: string) => `#/components/schemas/${name}`;

/** A schema as OpenAPI embeds it: no $schema or $id of its own (the document sets the dialect). */
function embedded(schema: JsonSchema): JsonSchema {
  const rest = { ...schema };
  delete rest.$schema;
  delete rest.$id;
  return rest;
}

/** zod's options for the document: whole numbers without the safe-integer bounds zod adds. */
const jsonSchemaOptions = {
  unrepresentable: 'any',
  override({ jsonSchema }: { jsonSchema: JsonSchema }) {
    if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
    if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  },
} as const;

/** The named schemas as components, each reference between them a $ref. */
function componentSchemas(named: readonly NamedSchema[]): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  const seen = new Set<string>();
  for (const { name, schema } of named) {
    if (seen.has(name) || registry.has(schema)) continue;
    seen.add(name);
    registry.add(schema, { id: name });
  }
  const { schemas } = z.toJSONSchema(registry, { ...jsonSchemaOptions, uri: SCHEMA_REF });
  const components: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    components[name] = withFieldNotes(name, embedded(schema));
  }
  return components;
}

/** Describes the fields whose schema carries no description, from the API's notes. */
function withFieldNotes(name: string, schema: JsonSchema): JsonSchema {
  const notes = FIELD_NOTES[name];
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!notes || !properties) return schema;
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties).map(([field, property]) => [
        field,
        property.description === undefined && notes[field]
          ? { ...property, description: notes[field] }
          : property,
      ]),
    ),
  };
}

function parameters(where: 'path' | 'query', schema: z.ZodObject | undefined) {
  if (!schema) return [];
  return Object.entries(schema.shape).map(([name, field]) => {
    const { description, ...json } = embedded(
      z.toJSONSchema(field as z.ZodType, { ...jsonSchemaOptions, io: 'input' }),
    );
    return {
      name,
      in: where,
      required: where === 'path' || !(field as z.ZodType).isOptional(),
      ...(typeof description === 'string' ? { description } : {}),
      schema: json,
    };
  });
}

const json = (name: string) => ({
  'application/json': { schema: { $ref: SCHEMA_REF(name) } },
});

const errorResponse = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: json(ERROR_SCHEMA),
});

const RATE_HEADERS = {
  'X-RateLimit-Limit': {
    description: `Requests this key may make in ${RATE_LIMIT_WINDOW_SECONDS} seconds.`,
    schema: { type: 'integer' },
  },
  'X-RateLimit-Remaining': {
    description: 'Requests left in the current window.',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Reset': {
    description: 'Seconds until the window starts again.',
    schema: { type: 'integer' },
  },
};

function operationObject(operation: TeamApiOperation) {
  const input = [...parameters('path', operation.params), ...parameters('query', operation.query)];
  return {
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    description: operation.description,
    ...(input.length > 0 ? { parameters: input } : {}),
    responses: {
      '200': {
        description: operation.summary,
        headers: RATE_HEADERS,
        content: json(operation.answer.name),
      },
      ...(input.length > 0
        ? { '400': errorResponse('A parameter is not valid: `message` names it.') }
        : {}),
      '401': errorResponse(
        'No key, a key that is revoked or mistyped, or something else than a team API key.',
        { 'WWW-Authenticate': { schema: { type: 'string' } } },
      ),
      '403': errorResponse("The team's Enterprise subscription is not active."),
      ...(operation.notFound ? { '404': errorResponse(operation.notFound) } : {}),
      '429': errorResponse('This key made too many requests: wait as Retry-After says.', {
        'Retry-After': {
          description: 'Seconds to wait before the next request.',
          schema: { type: 'integer' },
        },
      }),
    },
  };
}

const TAGS = [
  { name: 'Team', description: 'The team the key belongs to.' },
  { name: 'Members', description: 'The people in the team and their figures.' },
  { name: 'Progress', description: 'Lesson by lesson, what each member has done.' },
  { name: 'Assignments', description: 'What the managers assigned, and who has done it.' },
];

/**
 * The document: every operation of the table with its parameters and answer, the bearer key
 * scheme, the rate limit and the pagination (as x- extensions the docs page reads).
 */
export function buildOpenApiDocument(input: {
  publicUrl: string;
  rateLimitPerMinute: number;
  operations: readonly TeamApiOperation[];
  nested: readonly NamedSchema[];
}): OpenApiDocument {
  const { operations } = input;
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of operations) {
    paths[operation.path] = { ...paths[operation.path], get: operationObject(operation) };
  }
  paths[OPENAPI_PATH] = {
    get: {
      operationId: 'getOpenApiDocument',
      tags: ['Team'],
      summary: 'This document',
      description: 'The OpenAPI 3.1 document of the team API. It needs no key.',
      security: [],
      responses: {
        '200': {
          description: 'The OpenAPI 3.1 document.',
          content: { 'application/json': { schema: { type: 'object' } } },
        },
      },
    },
  };
  const usedTags = new Set(operations.map((operation) => operation.tag));
  return {
    openapi: '3.1.0',
    info: {
      title: 'CodeNest team API',
      version: '1.0.0',
      summary: 'Read-only access to one team: its members, their progress and assignments.',
      description:
        "The team API of the Enterprise plan reads one team's data: the team, its members and their figures, each member's progress lesson by lesson, and the assignments with each member's status. It only reads: nothing can be changed through it.",
    },
    servers: [{ url: input.publicUrl }],
    tags: TAGS.filter((tag) => usedTags.has(tag.name)),
    security: [{ [SECURITY_SCHEME]: [] }],
    paths,
    components: {
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'cnk_…',
          description:
            "Send a team API key in the header `Authorization: Bearer cnk_…`. The team's owner and managers create keys at /team, in the API keys tab; a key is shown once, reads its own team only, and stops working at once when it is revoked. Session tokens are not accepted.",
        },
      },
      schemas: componentSchemas([
        ...operations.map((operation) => operation.answer),
        ...input.nested,
        { name: ERROR_SCHEMA, schema: teamApiErrorSchema },
      ]),
    },
    'x-rate-limit': {
      requests: input.rateLimitPerMinute,
      windowSeconds: RATE_LIMIT_WINDOW_SECONDS,
      description: `Each key may make ${input.rateLimitPerMinute} requests a minute, counted on its own. Past that the answer is 429 with \`Retry-After\`, the seconds to wait. The answers to a valid key carry \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\`.`,
    },
    'x-pagination': {
      defaultLimit: PAGE_LIMIT_DEFAULT,
      maxLimit: PAGE_LIMIT_MAX,
      description: `Lists answer \`{ data, nextCursor }\`. Ask for up to ${PAGE_LIMIT_MAX} items with \`limit\` (${PAGE_LIMIT_DEFAULT} by default); while \`nextCursor\` is not null, pass it as \`cursor\` for the next page. A cursor is opaque: use it as it came.`,
    },
  };
}
