import { msg, t } from '@web/i18n/translate';

/*
 * The team API's OpenAPI 3.1 document, read into what its documentation page shows: the key,
 * the rate limit, the pagination, and each operation with its parameters, its answer's fields
 * and an example request. Only what the page shows is read; anything else is left alone. The
 * document's own texts stay as written; the types are put into words in the interface's language.
 */

type Json = Record<string, unknown>;

export interface FieldView {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface SchemaView {
  /** The component's name, or `Parent.field` for an object written inside another. */
  name: string;
  fields: FieldView[];
}

export interface ResponseView {
  status: string;
  description: string;
}

export interface OperationView {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  needsKey: boolean;
  parameters: (FieldView & { in: string })[];
  /** The answer's schema, then each schema it refers to, in the order met. */
  answer: SchemaView[];
  responses: ResponseView[];
  curl: string;
}

export interface TagView {
  name: string;
  description: string;
  operations: OperationView[];
}

export interface ApiDocsView {
  title: string;
  version: string;
  summary: string;
  description: string;
  baseUrl: string;
  auth: string;
  rateLimit: string | null;
  pagination: string | null;
  errorFields: FieldView[];
  tags: TagView[];
}

const REF_PREFIX = '#/components/schemas/';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;
const objectAt = (value: Json, key: string): Json => {
  const inner = value[key];
  return isObject(inner) ? inner : {};
};

export class ApiDocsError extends Error {
  override name = 'ApiDocsError';
}

/** A schema's type in words: `string or null`, `array of MemberStats`, `integer, 1 to 100`. */
export function typeOf(schema: Json): string {
  const ref = text(schema.$ref);
  if (ref.startsWith(REF_PREFIX)) return ref.slice(REF_PREFIX.length);
  if (Array.isArray(schema.enum)) {
    return t('one of {{values}}', { values: schema.enum.map(String).join(', ') });
  }
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(
    (type): type is string => typeof type === 'string',
  );
  const named = types
    .filter((type) => type !== 'null')
    .map((type) =>
      type === 'array' ? t('array of {{type}}', { type: typeOf(objectAt(schema, 'items')) }) : type,
    );
  let words =
    named.length === 0
      ? 'any'
      : named.reduce((first, second) => t('{{first}} or {{second}}', { first, second }));
  const { minimum, maximum } = schema;
  if (typeof minimum === 'number' && typeof maximum === 'number') {
    words = t('{{type}}, {{minimum}} to {{maximum}}', { type: words, minimum, maximum });
  }
  const fallback = schema.default;
  if (
    typeof fallback === 'number' ||
    typeof fallback === 'string' ||
    typeof fallback === 'boolean'
  ) {
    words = t('{{type}}, default {{value}}', { type: words, value: String(fallback) });
  }
  return types.includes('null')
    ? t('{{first}} or {{second}}', { first: words, second: 'null' })
    : words;
}

/** Where a field's schema leads: a component it refers to, or an object written in place. */
function inner(schema: Json): { ref: string } | { inline: Json } | null {
  const ref = text(schema.$ref);
  if (ref.startsWith(REF_PREFIX)) return { ref: ref.slice(REF_PREFIX.length) };
  const items = objectAt(schema, 'items');
  if (schema.type === 'array' && Object.keys(items).length > 0) return inner(items);
  if (isObject(schema.properties)) return { inline: schema };
  return null;
}

function fieldsOf(schema: Json): FieldView[] {
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  return Object.entries(objectAt(schema, 'properties')).map(([name, property]) => {
    const field = isObject(property) ? property : {};
    return {
      name,
      type: typeOf(field),
      required: required.includes(name),
      description: text(field.description),
    };
  });
}

/** The answer's schema and every schema under it, each once. */
function schemaViews(components: Json, name: string): SchemaView[] {
  const views: SchemaView[] = [];
  const seen = new Set<string>();
  const visit = (viewName: string, schema: Json) => {
    if (seen.has(viewName)) return;
    seen.add(viewName);
    views.push({ name: viewName, fields: fieldsOf(schema) });
    for (const [field, property] of Object.entries(objectAt(schema, 'properties'))) {
      const next = isObject(property) ? inner(property) : null;
      if (!next) continue;
      if ('ref' in next) visit(next.ref, objectAt(components, next.ref));
      else visit(`${viewName}.${field}`, next.inline);
    }
  };
  visit(name, objectAt(components, name));
  return views;
}

function answerName(operation: Json): string {
  const content = objectAt(objectAt(objectAt(operation, 'responses'), '200'), 'content');
  const ref = text(objectAt(objectAt(content, 'application/json'), 'schema').$ref);
  return ref.startsWith(REF_PREFIX) ? ref.slice(REF_PREFIX.length) : '';
}

/** An example request: the key from an environment variable, a path parameter in capitals. */
export function curlOf(input: {
  baseUrl: string;
  path: string;
  query: readonly string[];
  needsKey: boolean;
}): string {
  const path = input.path.replace(/\{([A-Za-z]+)\}/g, (_match, name: string) =>
    name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase(),
  );
  const query = input.query.includes('limit') ? '?limit=50' : '';
  const url = `${input.baseUrl}${path}${query}`;
  return input.needsKey
    ? `curl -H "Authorization: Bearer $CODENEST_API_KEY" \\\n  "${url}"`
    : `curl "${url}"`;
}

function operationView(
  document: Json,
  path: string,
  method: string,
  operation: Json,
  baseUrl: string,
): OperationView {
  const components = objectAt(objectAt(document, 'components'), 'schemas');
  const parameters = (Array.isArray(operation.parameters) ? operation.parameters : [])
    .filter(isObject)
    .map((parameter) => ({
      name: text(parameter.name),
      in: text(parameter.in),
      type: typeOf(objectAt(parameter, 'schema')),
      required: parameter.required === true,
      description: text(parameter.description),
    }));
  const security = Array.isArray(operation.security) ? operation.security : document.security;
  const needsKey = Array.isArray(security) && security.length > 0;
  const name = answerName(operation);
  return {
    id: text(operation.operationId, `${method}-${path}`),
    method: method.toUpperCase(),
    path,
    summary: text(operation.summary),
    description: text(operation.description),
    needsKey,
    parameters,
    answer: name ? schemaViews(components, name) : [],
    responses: Object.entries(objectAt(operation, 'responses')).map(([status, response]) => ({
      status,
      description: text(isObject(response) ? response.description : undefined),
    })),
    curl: curlOf({
      baseUrl,
      path,
      query: parameters.filter((parameter) => parameter.in === 'query').map((p) => p.name),
      needsKey,
    }),
  };
}

/** The page's view of the document; a document that is not OpenAPI 3.1 is an ApiDocsError. */
export function readApiDocs(document: unknown): ApiDocsView {
  if (!isObject(document) || !text(document.openapi).startsWith('3.1')) {
    throw new ApiDocsError(
      msg('The server answered something other than an OpenAPI 3.1 document.'),
    );
  }
  const info = objectAt(document, 'info');
  const servers = Array.isArray(document.servers) ? document.servers.filter(isObject) : [];
  const baseUrl = text(servers[0]?.url).replace(/\/+$/, '');
  const components = objectAt(document, 'components');
  const schemes = Object.values(objectAt(components, 'securitySchemes')).filter(isObject);
  const tagList = (Array.isArray(document.tags) ? document.tags : []).filter(isObject);
  const tags = new Map<string, TagView>(
    tagList.map((tag) => [
      text(tag.name),
      { name: text(tag.name), description: text(tag.description), operations: [] },
    ]),
  );
  for (const [path, item] of Object.entries(objectAt(document, 'paths'))) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const tagName = text(Array.isArray(operation.tags) ? operation.tags[0] : undefined, 'Other');
      const tag = tags.get(tagName) ?? { name: tagName, description: '', operations: [] };
      tags.set(tagName, tag);
      tag.operations.push(operationView(document, path, method, operation, baseUrl));
    }
  }
  return {
    title: text(info.title, 'API'),
    version: text(info.version),
    summary: text(info.summary),
    description: text(info.description),
    baseUrl,
    auth: text(schemes[0]?.description),
    rateLimit: text(objectAt(document, 'x-rate-limit').description) || null,
    pagination: text(objectAt(document, 'x-pagination').description) || null,
    errorFields: fieldsOf(objectAt(objectAt(components, 'schemas'), 'Error')),
    tags: [...tags.values()].filter((tag) => tag.operations.length > 0),
  };
}
