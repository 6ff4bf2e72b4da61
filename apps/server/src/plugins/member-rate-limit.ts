// Here, not in a module: route config of the rate-limit plugin that wallet, ptc, advertiser and gift codes share.
import type { FastifyRequest } from 'fastify';

/**
 * A per-member brake for money calls (route config.rateLimit): counted after the session check
 * (hook preHandler, so request.member is set) and keyed by member, so members behind one
 * address (a shared phone network, the e2e run) do not throttle each other.
 */
export function memberRateLimit(max: number, timeWindow: string | number) {
  return {
    rateLimit: {
      max,
      timeWindow,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `member:${request.member?.id ?? request.ip}`,
    },
  };
}
