import type { z } from 'zod';

/**
 * The shape of one HTTP call, shared by the member table (api-routes.ts) and the operator
 * console's table (admin/admin-routes.ts): both sides read the same entry, the server to register
 * and validate the route, the web client to build the request and check the answer.
 *
 * auth: 'member' answers 401 with a session flag (session-flags.ts) without a valid session;
 * 'admin' also answers 403 for a member who is not an operator; 'optional' identifies a member
 * when there is one; 'public' ignores the session.
 */
export type ApiAuth = 'member' | 'public' | 'optional' | 'admin';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Fastify's syntax: a `:name` segment is filled from `params` (pathOf). */
  path: string;
  auth: ApiAuth;
  params?: z.ZodType;
  body?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the route reads (idempotency-key.ts), other headers passed through. */
  headers?: z.ZodType;
  answer?: z.ZodType;
}

/** What a client sends as the path parameters of route R. */
export type ParamsOf<R extends ApiRoute> = R extends { params: infer S extends z.ZodType }
  ? z.input<S>
  : never;
/** What a client sends as the body of route R (never when the route takes none). */
export type BodyOf<R extends ApiRoute> = R extends { body: infer S extends z.ZodType }
  ? z.input<S>
  : never;
/** What a client sends as the query string of route R. */
export type QueryOf<R extends ApiRoute> = R extends { query: infer S extends z.ZodType }
  ? z.input<S>
  : never;
/** What a successful answer of route R holds. */
export type AnswerOf<R extends ApiRoute> = R extends { answer: infer S extends z.ZodType }
  ? z.output<S>
  : unknown;

/**
 * The path of a call: each `:name` segment replaced by its encoded parameter. A missing
 * parameter is a programming error, so it throws rather than sending `/undefined`.
 */
export function pathOf(route: Pick<ApiRoute, 'path'>, params?: unknown): string {
  return route.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${route.path} needs the parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}
