import { describe, expect, it } from 'vitest';
import { ApiDocsError, curlOf, readApiDocs, typeOf } from './openapi-view';

const document = {
  openapi: '3.1.0',
  info: { title: 'CodeNest team API', version: '1.0.0', summary: 'Read one team.' },
  servers: [{ url: 'https://learn.example/' }],
  tags: [
    { name: 'Members', description: 'The people.' },
    { name: 'Unused', description: 'No operation.' },
  ],
  security: [{ teamApiKey: [] }],
  paths: {
    '/api/v1/members/{userId}': {
      get: {
        operationId: 'getMember',
        tags: ['Members'],
        summary: "One member's figures",
        description: 'One person.',
        parameters: [
          {
            name: 'userId',
            in: 'path',
            required: true,
            description: 'Their id.',
            schema: { type: 'string' },
          },
        ],
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Page' } } },
          },
          '404': { description: 'Not in your team.' },
        },
      },
    },
    '/api/v1/openapi.json': {
      get: { operationId: 'doc', summary: 'This document', security: [], responses: {} },
    },
  },
  components: {
    securitySchemes: { teamApiKey: { type: 'http', scheme: 'bearer', description: 'Send it.' } },
    schemas: {
      Page: {
        type: 'object',
        properties: {
          data: { type: 'array', items: { $ref: '#/components/schemas/Member' } },
          nextCursor: { type: ['string', 'null'], description: 'Next.' },
        },
        required: ['data', 'nextCursor'],
      },
      Member: {
        type: 'object',
        properties: {
          role: { type: 'string', enum: ['owner', 'member'] },
          counts: { type: 'object', properties: { done: { type: 'integer' } } },
          self: { $ref: '#/components/schemas/Member' },
        },
        required: ['role'],
      },
      Error: {
        type: 'object',
        properties: { code: { type: 'string', description: 'A code.' } },
        required: ['code'],
      },
    },
  },
  'x-rate-limit': { description: 'Slowly.' },
};

describe('the docs page reading the OpenAPI document', () => {
  it('names types in words', () => {
    expect(typeOf({ type: ['string', 'null'] })).toBe('string or null');
    expect(typeOf({ type: 'integer', minimum: 1, maximum: 100, default: 50 })).toBe(
      'integer, 1 to 100, default 50',
    );
    expect(typeOf({ type: 'array', items: { $ref: '#/components/schemas/Member' } })).toBe(
      'array of Member',
    );
    expect(typeOf({ type: 'string', enum: ['done', 'late'] })).toBe('one of done, late');
    expect(typeOf({})).toBe('any');
  });

  it('writes an example request with the key from the environment', () => {
    expect(
      curlOf({
        baseUrl: 'https://learn.example',
        path: '/api/v1/members/{userId}',
        query: [],
        needsKey: true,
      }),
    ).toBe(
      'curl -H "Authorization: Bearer $CODENEST_API_KEY" \\\n  "https://learn.example/api/v1/members/USER_ID"',
    );
    expect(
      curlOf({ baseUrl: 'https://x', path: '/api/v1/members', query: ['limit'], needsKey: true }),
    ).toContain('"https://x/api/v1/members?limit=50"');
    expect(
      curlOf({ baseUrl: 'https://x', path: '/api/v1/openapi.json', query: [], needsKey: false }),
    ).toBe('curl "https://x/api/v1/openapi.json"');
  });

  it('groups the operations by tag, with their parameters, answer and statuses', () => {
    const docs = readApiDocs(document);
    expect(docs).toMatchObject({
      title: 'CodeNest team API',
      baseUrl: 'https://learn.example',
      auth: 'Send it.',
      rateLimit: 'Slowly.',
      pagination: null,
      errorFields: [{ name: 'code', type: 'string', required: true, description: 'A code.' }],
    });
    expect(docs.tags.map((tag) => [tag.name, tag.operations.map((op) => op.id)])).toEqual([
      ['Members', ['getMember']],
      ['Other', ['doc']],
    ]);
    const [member] = docs.tags[0]!.operations;
    expect(member).toMatchObject({
      method: 'GET',
      needsKey: true,
      parameters: [
        { name: 'userId', in: 'path', type: 'string', required: true, description: 'Their id.' },
      ],
      responses: [
        { status: '200', description: 'ok' },
        { status: '404', description: 'Not in your team.' },
      ],
    });
    expect(member!.answer).toEqual([
      {
        name: 'Page',
        fields: [
          { name: 'data', type: 'array of Member', required: true, description: '' },
          { name: 'nextCursor', type: 'string or null', required: true, description: 'Next.' },
        ],
      },
      {
        name: 'Member',
        fields: [
          { name: 'role', type: 'one of owner, member', required: true, description: '' },
          { name: 'counts', type: 'object', required: false, description: '' },
          { name: 'self', type: 'Member', required: false, description: '' },
        ],
      },
      {
        name: 'Member.counts',
        fields: [{ name: 'done', type: 'integer', required: false, description: '' }],
      },
    ]);
    expect(docs.tags[1]!.operations[0]!.needsKey).toBe(false);
  });

  it('refuses what is not an OpenAPI 3.1 document', () => {
    expect(() => readApiDocs({ swagger: '2.0' })).toThrow(ApiDocsError);
    expect(() => readApiDocs('<html>')).toThrow(
      'The server answered something other than an OpenAPI 3.1 document.',
    );
  });
});
