import type { Redis } from 'ioredis';
import type { SharedState } from './shared-state.ts';

// INCR and the window's expiry in one step: a key can never be left counting without an end.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}`;

// A hit taken back only from a window that still runs, never below zero.
const UNHIT_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  redis.call('DECR', KEYS[1])
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
    const [count, msLeft] = (await this.redis.eval(
      HIT_SCRIPT,
      1,
      this.prefix + key,
      Math.max(1, Math.ceil(windowMs)),
    )) as [number, number];
    return { count, msLeft };
  }

  async unhit(key: string): Promise<void> {
    await this.redis.eval(UNHIT_SCRIPT, 1, this.prefix + key);
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
