import type { Redis } from 'ioredis';
import type { SharedState } from './shared-state.ts';

// INCR and the window's expiry in one step: a key can never be left counting without an end.
// Each key's count and milliseconds left, in the keys' order.
const HIT_SCRIPT = `
local answers = {}
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  local left = redis.call('PTTL', key)
  if left < 0 then
    redis.call('PEXPIRE', key, ARGV[1])
    left = tonumber(ARGV[1])
  end
  answers[i] = {count, left}
end
return answers`;

// A hit taken back only from a window that still runs, never below zero.
const UNHIT_SCRIPT = `
for _, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 1 and tonumber(redis.call('GET', key)) > 0 then
    redis.call('DECR', key)
  end
end
return 0`;

/** SharedState in Redis (REDIS_URL): keys expire by themselves. */
export class RedisSharedState implements SharedState {
  readonly backend = 'redis' as const;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'kamao:state:',
  ) {}

  async hit(key: string, windowMs: number): Promise<{ count: number; msLeft: number }> {
    const [answer] = await this.hitMany([key], windowMs);
    return answer!;
  }

  async hitMany(
    keys: readonly string[],
    windowMs: number,
  ): Promise<{ count: number; msLeft: number }[]> {
    if (keys.length === 0) return [];
    const answers = (await this.redis.eval(
      HIT_SCRIPT,
      keys.length,
      ...keys.map((key) => this.prefix + key),
      Math.max(1, Math.ceil(windowMs)),
    )) as [number, number][];
    return answers.map(([count, msLeft]) => ({ count, msLeft }));
  }

  async unhit(key: string): Promise<void> {
    await this.unhitMany([key]);
  }

  async unhitMany(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.redis.eval(UNHIT_SCRIPT, keys.length, ...keys.map((key) => this.prefix + key));
  }

  async claimOnce(key: string, ttlMs: number): Promise<boolean> {
    const answer = await this.redis.set(
      this.prefix + key,
      '1',
      'PX',
      Math.max(1, Math.ceil(ttlMs)),
      'NX',
    );
    return answer === 'OK';
  }

  async claim(key: string, ttlMs: number): Promise<{ claimed: boolean; msLeft: number }> {
    if (await this.claimOnce(key, ttlMs)) return { claimed: true, msLeft: ttlMs };
    // PTTL answers -2 for a key that expired in between: then there is nothing to wait.
    return { claimed: false, msLeft: Math.max(0, await this.redis.pttl(this.prefix + key)) };
  }
}
