import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { DatabaseSharedState } from './database-shared-state.ts';
import { sharedStateRateLimitStore } from './rate-limit-store.ts';
import type { SharedState } from './shared-state.ts';

describe('route limits counted in the shared state', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('keeps one counter per route and client, named by the route', async () => {
    const counted = new DatabaseSharedState(database.db);
    const keys: string[] = [];
    const state: SharedState = {
      backend: counted.backend,
      hit: (key, windowMs) => {
        keys.push(key);
        return counted.hit(key, windowMs);
      },
      hitMany: (many, windowMs) => {
        keys.push(...many);
        return counted.hitMany(many, windowMs);
      },
      unhit: (key) => counted.unhit(key),
      unhitMany: (many) => counted.unhitMany(many),
      claimOnce: (key, ttlMs) => counted.claimOnce(key, ttlMs),
      claim: (key, ttlMs) => counted.claim(key, ttlMs),
    };
    const app = Fastify();
    await app.register(rateLimit, { global: false, store: sharedStateRateLimitStore(state) });
    const limited = { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } };
    app.get('/a', limited, async () => 'a');
    app.post('/b', limited, async () => 'b');
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await app.inject('/a')).statusCode);
      statuses.push((await app.inject({ method: 'POST', url: '/b' })).statusCode);
      // The third call of /a is over its limit; /b counts on its own.
      expect(statuses).toEqual([200, 200, 429, 200]);
      expect([...new Set(keys)]).toEqual(['rate:GET/a:127.0.0.1', 'rate:POST/b:127.0.0.1']);
    } finally {
      await app.close();
    }
  });
});
