import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiRoute } from '@kamao/contract/api-route';

/**
 * The instance a route plugin is handed, for the functions that register one group of its routes
 * (so the contract's zod schemas still type each handler's request).
 */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

type Defined<T> = Exclude<T, undefined>;

/**
 * A contract route's zod schemas in Fastify's shape, so a route declares its payload and answer
 * by naming the contract entry (one schema for form and server: docs/style.md#the-web-app).
 */
export function schemaOf<R extends ApiRoute>(
  route: R,
): {
  params: R extends { params: infer P } ? Defined<P> : undefined;
  body: R extends { body: infer B } ? Defined<B> : undefined;
  querystring: R extends { query: infer Q } ? Defined<Q> : undefined;
  response: R extends { answer: infer A } ? { 200: Defined<A> } : undefined;
} {
  // Absent parts are left out rather than set to undefined: Fastify warns (FSTWRN001) about a
  // schema key that is present but empty.
  return {
    ...(route.params && { params: route.params }),
    ...(route.body && { body: route.body }),
    ...(route.query && { querystring: route.query }),
    ...(route.answer && { response: { 200: route.answer } }),
  } as never;
}

/**
 * The body of an `{obj}` route as the server validates it: by then the request guard has opened
 * a sealed `obj` (plugins/request-guards.ts), so only the plain payload is accepted.
 */
export function openedEnvelope<S extends z.ZodType>(payload: S): z.ZodObject<{ obj: S }>;
export function openedEnvelope<S extends z.ZodType, K extends string>(
  payload: S,
  field: K,
): z.ZodObject<Record<K, S>>;
export function openedEnvelope(payload: z.ZodType, field = 'obj') {
  return z.strictObject({ [field]: payload });
}
