import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedState } from './shared-state.ts';

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store over SharedState, so a route's limit of N is N across every
 * server process. Used without Redis; with Redis the plugin's own Redis store is used.
 */
export function sharedStateRateLimitStore(state: SharedState): FastifyRateLimitStoreCtor {
  class SharedStateStore {
    private readonly prefix: string;

    // The plugin builds its root store with its options object (`new Store(globalParams)`),
    // which as a prefix made every key start "[object Object]"; only a child's prefix counts.
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'rate:';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      state.hit(this.prefix + key, timeWindow).then(
        ({ count, msLeft }) => callback(null, { current: count, ttl: msLeft }),
        (error: Error) => callback(error),
      );
    }

    // One counter space per route, as the plugin's own stores do.
    child(routeOptions: RouteInfo): SharedStateStore {
      const method = [routeOptions.routeInfo?.method ?? ''].flat().join(',');
      return new SharedStateStore(`${this.prefix}${method}${routeOptions.routeInfo?.url ?? ''}:`);
    }
  }
  return SharedStateStore as unknown as FastifyRateLimitStoreCtor;
}
