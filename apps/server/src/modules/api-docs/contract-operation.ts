import type { ApiRoute } from '@kamao/contract/api-route';
import { jsonSchemaOf, type JsonSchema } from './json-schema.ts';

/** An OpenAPI 3.1 operation object, as far as this document fills one. */
export type Operation = Record<string, unknown>;

const ERROR_ANSWER = { $ref: '#/components/responses/Error' };

/** `/a/:code` in Fastify's syntax as OpenAPI writes it: `/a/{code}`. */
export function openApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:([A-Za-z_]\w*)/g, '{$1}');
}

/** "shortLinkFirstPage" → "Short link first page": a readable summary from the table's name. */
export function summaryOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Each property of an object schema as one parameter (path, query or header). */
function parametersOf(schema: JsonSchema, where: 'path' | 'query' | 'header'): JsonSchema[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const SECURITY: Record<ApiRoute['auth'], unknown[]> = {
  public: [],
  // No cookie is fine; with one, the answer speaks of that member.
  optional: [{}, { sessionCookie: [] }],
  member: [{ sessionCookie: [] }],
  admin: [{ sessionCookie: [] }],
};

const AUTH_NOTE: Record<ApiRoute['auth'], string> = {
  public: 'Open to anyone; the session is not read.',
  optional: 'Open to anyone; with a valid session cookie the answer concerns that member.',
  member: 'Needs a member session cookie.',
  admin: "Needs an administrator's session cookie.",
};

/** The OpenAPI operation of one entry of the contract's route tables. */
export function contractOperation(key: string, route: ApiRoute, tag: string): Operation {
  const parameters = [
    ...(route.params ? parametersOf(jsonSchemaOf(route.params, 'input'), 'path') : []),
    ...(route.query ? parametersOf(jsonSchemaOf(route.query, 'input'), 'query') : []),
    ...(route.headers ? parametersOf(jsonSchemaOf(route.headers, 'input'), 'header') : []),
  ];
  const takesInput = parameters.length > 0 || route.body !== undefined;
  const changesState = route.method !== 'GET';
  const responses: Record<string, unknown> = {
    200: {
      description: 'Done.',
      content: {
        'application/json': { schema: route.answer ? jsonSchemaOf(route.answer, 'output') : {} },
      },
    },
    ...(takesInput ? { 400: { $ref: '#/components/responses/BadRequest' } } : {}),
    ...(route.auth === 'member' || route.auth === 'admin'
      ? { 401: { $ref: '#/components/responses/SessionRequired' } }
      : {}),
    ...(route.auth === 'admin' || changesState
      ? { 403: { $ref: '#/components/responses/Forbidden' } }
      : {}),
    '4XX': ERROR_ANSWER,
  };
  return {
    operationId: key,
    summary: summaryOf(key),
    description: [
      AUTH_NOTE[route.auth],
      changesState
        ? 'A request naming an Origin must name this site (see Cross-site requests above).'
        : '',
    ]
      .filter(Boolean)
      .join(' '),
    tags: [tag],
    security: SECURITY[route.auth],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(route.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}
