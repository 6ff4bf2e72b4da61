import { z } from 'zod';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { encryptedPayloadSchema, errorAnswerSchema } from '@kamao/contract/api-envelope';
import type { ApiRoute } from '@kamao/contract/api-route';
import { apiRoutes } from '@kamao/contract/api-routes';
import { SESSION_FLAGS } from '@kamao/contract/session-flags';
import { contractOperation, openApiPath, type Operation } from './contract-operation.ts';
import { API_DESCRIPTION, SESSION_COOKIE_DESCRIPTION } from './document-texts.ts';
import { jsonSchemaOf } from './json-schema.ts';
import { OTHER_PATHS, OTHER_TAGS } from './other-operations.ts';
import { ROUTE_GROUPS } from './route-groups.ts';

export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, Operation>>;
};

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

function components(sessionCookieName: string) {
  return {
    schemas: {
      Error: jsonSchemaOf(errorAnswerSchema, 'output'),
      SessionError: jsonSchemaOf(
        z.object({ error_msg: z.enum(Object.values(SESSION_FLAGS)) }),
        'output',
      ),
      SealedPayload: {
        ...jsonSchemaOf(encryptedPayloadSchema, 'input'),
        description: 'A payload sealed with AES-256-GCM: v1.<iv>.<ciphertext>, both base64url.',
      },
    },
    responses: {
      Error: { description: 'Refused, with the reason in words.', content: errorContent },
      BadRequest: { description: 'The input is not valid.', content: errorContent },
      SessionRequired: {
        description: 'No valid session: error_msg is a session flag.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/SessionError' } } },
      },
      Forbidden: {
        description: 'Not an operator (console calls), or a cross-site request.',
        content: errorContent,
      },
    },
    securitySchemes: {
      sessionCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: sessionCookieName,
        description: SESSION_COOKIE_DESCRIPTION,
      },
    },
  };
}

/** Which section each contract call is listed under. */
function tagOfKey(): Map<string, string> {
  const tags = new Map<string, string>();
  for (const group of ROUTE_GROUPS) {
    for (const key of Object.keys(group.routes)) tags.set(key, group.tag);
  }
  return tags;
}

/**
 * The OpenAPI 3.1 document of every HTTP call the server answers but its static files and
 * pages: the member and console tables of the contract, and the calls written by hand beside
 * them (other-operations.ts). Built from the same zod schemas the routes validate with.
 */
export function buildOpenApiDocument(options: {
  sessionCookieName: string;
  version: string;
}): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = tagOfKey();
  const table: [string, ApiRoute][] = [
    ...Object.entries(apiRoutes),
    ...Object.entries(adminRoutes),
  ];
  for (const [key, route] of table) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = contractOperation(
      key,
      route,
      tags.get(key) ?? 'Other',
    );
  }
  for (const [path, operations] of Object.entries(OTHER_PATHS)) {
    paths[path] = { ...paths[path], ...operations };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Kamao API', version: options.version, description: API_DESCRIPTION },
    tags: [
      ...ROUTE_GROUPS.map(({ tag, description }) => ({ name: tag, description })),
      ...OTHER_TAGS,
      { name: 'Other', description: 'Calls not yet sorted into a section.' },
    ],
    paths,
    components: components(options.sessionCookieName),
  };
}
