import type { Redis } from 'ioredis';

export interface RedisLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * The one Redis connection of a server process (REDIS_URL): shared state, the rate-limit store
 * and the Socket.IO adapter use it (the adapter duplicates it for its blocking reads). It
 * reconnects by itself; a command sent while it is down waits in the offline queue and fails
 * after a few retries, so a call answers an error instead of hanging.
 */
export async function connectRedis(url: string, log: RedisLog): Promise<Redis> {
  // Loaded only when REDIS_URL is set: a site without Redis starts without it.
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 3,
    connectTimeout: 5_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  let down = false;
  redis.on('error', (err: Error) => {
    if (!down) log.warn({ err }, 'redis connection lost; retrying');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info({}, 'redis connection back');
    down = false;
  });
  await redis.connect();
  return redis;
}
