// Here, not in a module: the limit of the money calls whose movement is one statement (the conversion).
import { TOO_MANY_REQUESTS_MESSAGE } from '@kamao/contract/error-texts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { tooManyRequests } from '../lib/app-error.ts';
import { CountedHit } from '../shared-state/counted-hit.ts';
import type { SharedState } from '../shared-state/shared-state.ts';
import { memberRateLimit } from './member-rate-limit.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's per-member limit, counted with its movement: memberMoneyLimit below. */
    memberMoneyLimit?: { max: number; windowMs: number };
  }
  interface FastifyRequest {
    /**
     * This request's hit on its route's memberMoneyLimit, for the handler to hand to its
     * movement (postMovement's `select: hit.select`); undefined with Redis, where the plugin
     * counts up front.
     */
    moneyLimitHit?: CountedHit;
  }
}

/**
 * Route config of a money call limited per member like memberRateLimit, whose count costs no
 * round trip of its own: with Redis the rate-limit plugin counts it there as for any route;
 * without, the call's movement counts it in its own statement (request.moneyLimitHit) and a
 * movement over the limit moves nothing and answers 429.
 */
export const memberMoneyLimit = (max: number, windowMs: number) => ({
  memberMoneyLimit: { max, windowMs },
});

// Remembered refusals are pruned when there are more than this many.
const REMEMBERED_REFUSALS = 10_000;

/**
 * Before the rate-limit plugin is registered (its onRoute hook reads config.rateLimit, which
 * this one's sets with Redis). Without Redis:
 * - A call the movement did not count (it failed before, or its movement is inside a larger
 *   transaction) is counted on its own before its answer is sent, so every call counts.
 * - A key the database found over its limit is refused here until its window ends, without the
 *   database: the count only grows within a window, so the refusal stays true that long. Calls
 *   that never reach a movement (each one failing) are braked by it too.
 */
export function installMemberMoneyLimits(
  app: FastifyInstance,
  options: { sharedState: SharedState; redis: boolean },
) {
  // A copy of what the database decided, not the count itself: each process learns a refusal
  // from its own calls, and one that has not still asks the database, which refuses alike.
  const refusedUntil = new Map<string, number>();
  const remember = (key: string, msLeft: number) => {
    if (refusedUntil.size >= REMEMBERED_REFUSALS) {
      const now = Date.now();
      for (const [k, until] of refusedUntil) if (until <= now) refusedUntil.delete(k);
    }
    refusedUntil.set(key, Date.now() + msLeft);
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const limit = route.config?.memberMoneyLimit;
    if (!limit) return;
    if (options.redis) {
      route.config = { ...route.config, ...memberRateLimit(limit.max, limit.windowMs) };
      return;
    }
    // Keyed as the rate-limit plugin keys a route's counter: one counter per route and member.
    const methods = [route.method].flat().join(',');
    const prefix = `rate:${methods}${route.url}:member:`;

    const takeHit = async (request: FastifyRequest, reply: FastifyReply) => {
      const key = prefix + (request.member?.id ?? request.ip);
      const until = refusedUntil.get(key) ?? 0;
      if (until > Date.now()) {
        reply.header('retry-after', Math.ceil((until - Date.now()) / 1000));
        throw tooManyRequests(TOO_MANY_REQUESTS_MESSAGE);
      }
      request.moneyLimitHit = new CountedHit(key, limit.max, limit.windowMs);
    };
    const settleHit = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const hit = request.moneyLimitHit;
      if (!hit) return payload;
      const state = hit.state;
      hit.state = 'closed';
      if (state === 'pending') {
        const { count, msLeft } = await options.sharedState.hit(hit.key, hit.windowMs);
        if (count > hit.max) remember(hit.key, msLeft);
      } else if (state === 'refused') {
        remember(hit.key, hit.msLeft);
        reply.header('retry-after', Math.ceil(hit.msLeft / 1000));
      }
      return payload;
    };
    // After the route's own hooks: the session check (onRequest) has set request.member.
    route.preHandler = [route.preHandler ?? []].flat().concat(takeHit);
    route.onSend = [route.onSend ?? []].flat().concat(settleHit);
  });
}
