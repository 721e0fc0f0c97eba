import Fastify, { type FastifyInstance } from 'fastify';
import { validate as validateOpenApi } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { startTestServer, type TestServer } from '@tests/helpers/server';
import type { OpenApiDocument } from './openapi';
import { routePath } from './operation';
import { TEAM_API_OPERATIONS } from './operations';
import { registerTeamApiRoutes } from './routes';

/** The GET routes registerTeamApiRoutes adds, as Fastify records them. */
async function registeredRoutes(): Promise<string[]> {
  const app = Fastify();
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    if (route.method === 'GET') routes.push(route.url);
  });
  app.decorate('config', loadConfig({ LOG_LEVEL: 'silent' }));
  app.decorate('redis', undefined);
  // The routes read the database only when called.
  app.decorate('database', {} as FastifyInstance['database']);
  registerTeamApiRoutes(app);
  await app.ready();
  await app.close();
  return routes.sort();
}

/** Every `$ref` in the document, wherever it is. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  );
}

function resolve(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      document,
    );
}

describe('the OpenAPI document of the team API', () => {
  let server: TestServer;
  let document: OpenApiDocument;
  beforeAll(async () => {
    server = await startTestServer({
      PUBLIC_URL: 'https://learn.school.example',
      TEAM_API_RATE_LIMIT: '90',
    });
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/v1/openapi.json',
      // The document's address is the configured one, never the request's.
      headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json<OpenApiDocument>();
  });
  afterAll(() => server.close());

  it('is a valid OpenAPI 3.1 document, served without a key', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: 'https://learn.school.example' }]);
    // The parser dereferences what it is given: it gets a copy.
    const result = await validateOpenApi(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.specification).toBe('OpenAPI');
  });

  it('resolves every $ref within the document', () => {
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(10);
    const dangling = refs.filter((ref) => resolve(document, ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it('describes every route the team API registers, and nothing else', async () => {
    const documented = Object.keys(document.paths).map(routePath).sort();
    expect(documented).toEqual(await registeredRoutes());
    expect(documented).toEqual([
      '/api/v1/assignments',
      '/api/v1/assignments/:assignmentId/status',
      '/api/v1/members',
      '/api/v1/members/:userId',
      '/api/v1/openapi.json',
      '/api/v1/progress',
      '/api/v1/team',
    ]);
    for (const operation of TEAM_API_OPERATIONS) {
      const described = document.paths[operation.path]?.get;
      expect(described).toMatchObject({
        operationId: operation.operationId,
        summary: operation.summary,
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: { $ref: `#/components/schemas/${operation.answer.name}` },
              },
            },
          },
        },
      });
    }
  });

  it('asks for the bearer key and states the rate limit and the pagination', () => {
    expect(document.security).toEqual([{ teamApiKey: [] }]);
    expect(document.components.securitySchemes).toMatchObject({
      teamApiKey: { type: 'http', scheme: 'bearer' },
    });
    expect(document['x-rate-limit']).toMatchObject({ requests: 90, windowSeconds: 60 });
    expect(document.paths['/api/v1/openapi.json']?.get?.security).toEqual([]);
    expect(document.paths['/api/v1/members']?.get?.parameters).toEqual([
      {
        name: 'limit',
        in: 'query',
        required: false,
        description: 'How many items the page holds: 1 to 100, 50 if left out.',
        schema: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
      },
      {
        name: 'cursor',
        in: 'query',
        required: false,
        description:
          'Where the page starts: the `nextCursor` of the previous page. Leave it out for the first page.',
        schema: { type: 'string', maxLength: 500, pattern: '^[A-Za-z0-9_-]+$' },
      },
    ]);
    expect(document.paths['/api/v1/members/{userId}']?.get?.parameters).toMatchObject([
      { name: 'userId', in: 'path', required: true },
    ]);
  });

  it("describes each field of the answers from the routes' own schemas", () => {
    const schemas = document.components.schemas;
    expect(Object.keys(schemas).sort()).toEqual([
      'Assignment',
      'AssignmentList',
      'AssignmentStatus',
      'AssignmentStatusList',
      'Error',
      'LessonProgress',
      'MemberPage',
      'MemberProgress',
      'MemberStats',
      'ProgressPage',
      'Team',
    ]);
    for (const [name, schema] of Object.entries(schemas)) {
      const properties = schema.properties as Record<string, { description?: string }>;
      for (const [field, property] of Object.entries(properties)) {
        expect(property.description, `${name}.${field}`).toMatch(/\S/);
      }
    }
    expect(schemas.MemberPage).toMatchObject({
      required: ['data', 'nextCursor'],
      properties: {
        data: { type: 'array', items: { $ref: '#/components/schemas/MemberStats' } },
        nextCursor: { type: ['string', 'null'] },
      },
    });
    expect(schemas.Error).toMatchObject({ required: ['error', 'code', 'message'] });
  });
});
