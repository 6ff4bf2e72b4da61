import { z } from 'zod';
import type { ApiRoute } from '@kamao/contract/api-routes';

type Defined<T> = Exclude<T, undefined>;

/**
 * A contract route's zod schemas in Fastify's shape, so a route declares its payload and answer
 * by naming the contract entry (STYLE.md "One schema for form and server").
 */
export function schemaOf<R extends ApiRoute>(
  route: R,
): {
  body: R extends { body: infer B } ? Defined<B> : undefined;
  querystring: R extends { query: infer Q } ? Defined<Q> : undefined;
  response: R extends { answer: infer A } ? { 200: Defined<A> } : undefined;
} {
  return {
    body: route.body,
    querystring: route.query,
    response: route.answer ? { 200: route.answer } : undefined,
  } as never;
}

/**
 * The body of an `{obj}` route as the server validates it: by then the request guard has opened
 * a sealed `obj` (plugins/request-guards.ts), so only the plain payload is accepted.
 */
export function openedEnvelope<S extends z.ZodType>(payload: S) {
  return z.strictObject({ obj: payload });
}
