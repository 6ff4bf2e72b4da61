import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../integrations/redis/redis-connection.ts';
import {
  createTestDatabase,
  openSameDatabaseAgain,
  testEngine,
  type TestDatabase,
} from '../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { redisServerAvailable, startTestRedis, type TestRedis } from '../test/redis-server.ts';
import { DatabaseSharedState } from './database-shared-state.ts';
import { RedisSharedState } from './redis-shared-state.ts';
import type { SharedState } from './shared-state.ts';

const quiet = { warn: () => {}, info: () => {} };
let database: TestDatabase;
let secondProcess: Database;
let redisServer: TestRedis | undefined;
let redisA: Redis | undefined;
let redisB: Redis | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  secondProcess = await openSameDatabaseAgain(database);
  if (redisServerAvailable) {
    redisServer = await startTestRedis();
    redisA = await connectRedis(redisServer.url, quiet);
    redisB = await connectRedis(redisServer.url, quiet);
  }
});
afterAll(async () => {
  await redisA?.quit();
  await redisB?.quit();
  await redisServer?.stop();
  await secondProcess?.close();
  await database?.close();
});

let keys = 0;
const freshKey = (what: string) => `${what}-${Date.now()}-${(keys += 1)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The same behaviour from both backends; "two processes" are two handles on one store. */
function behavesAsSharedState(label: string, make: () => [SharedState, SharedState]) {
  describe(label, () => {
    it('counts hits across processes, exactly, when they come at once', async () => {
      const [a, b] = make();
      const key = freshKey('hits');
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).hit(key, 60_000)),
      );
      expect(answers.map((x) => x.count).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
      );
      for (const answer of answers) {
        expect(answer.msLeft).toBeGreaterThan(50_000);
        expect(answer.msLeft).toBeLessThanOrEqual(60_000);
      }
    });

    it('starts a new window once the old one is over', async () => {
      const [a, b] = make();
      const key = freshKey('window');
      expect((await a.hit(key, 300)).count).toBe(1);
      expect((await b.hit(key, 300)).count).toBe(2);
      await sleep(450);
      const fresh = await b.hit(key, 300);
      expect(fresh.count).toBe(1);
      expect(fresh.msLeft).toBeGreaterThan(200);
    });

    it('takes a hit back in any process, within the window only', async () => {
      const [a, b] = make();
      const key = freshKey('unhit');
      await a.hit(key, 60_000);
      await a.hit(key, 60_000);
      await b.unhit(key);
      expect((await b.hit(key, 60_000)).count).toBe(2);
      await a.unhit(freshKey('absent'));
    });

    it("counts several keys in one call, in the keys' order, exactly when calls overlap", async () => {
      const [a, b] = make();
      // Listed in both orders, so overlapping calls lock the same rows from either end.
      const [first, second] = [freshKey('many-z'), freshKey('many-a')];
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 ? a.hitMany([first, second], 60_000) : b.hitMany([second, first], 60_000),
        ),
      );
      const countsOf = (key: string) =>
        answers
          .map((pair, i) => pair[(i % 2 ? [first, second] : [second, first]).indexOf(key)]!.count)
          .sort((x, y) => x - y);
      const oneToTwenty = Array.from({ length: 20 }, (_, i) => i + 1);
      expect(countsOf(first)).toEqual(oneToTwenty);
      expect(countsOf(second)).toEqual(oneToTwenty);
      await b.unhitMany([first, second]);
      const [afterFirst, afterSecond] = await a.hitMany([first, second], 60_000);
      expect([afterFirst!.count, afterSecond!.count]).toEqual([20, 20]);
      expect(await a.hitMany([], 60_000)).toEqual([]);
    });

    it('lets one of many simultaneous claims of a key win, in any process, until it expires', async () => {
      const [a, b] = make();
      const key = freshKey('claim');
      const claims = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).claimOnce(key, 400)),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await a.claimOnce(key, 400)).toBe(false);
      await sleep(550);
      expect(await b.claimOnce(key, 400)).toBe(true);
    });

    it('tells a refused claim, in another process, how long the standing one has left', async () => {
      const [a, b] = make();
      const key = freshKey('turn');
      expect(await a.claim(key, 5_000)).toEqual({ claimed: true, msLeft: 5_000 });
      const refused = await b.claim(key, 5_000);
      expect(refused.claimed).toBe(false);
      expect(refused.msLeft).toBeGreaterThan(4_000);
      expect(refused.msLeft).toBeLessThanOrEqual(5_000);
    });
  });
}

describe(`shared state on ${testEngine}`, () => {
  behavesAsSharedState('in the database', () => [
    new DatabaseSharedState(database.db),
    new DatabaseSharedState(secondProcess.db),
  ]);
});

describe.runIf(redisServerAvailable)('shared state in Redis', () => {
  behavesAsSharedState('with two connections', () => [
    new RedisSharedState(redisA!),
    new RedisSharedState(redisB!),
  ]);
});
