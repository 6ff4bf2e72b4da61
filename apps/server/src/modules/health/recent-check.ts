/**
 * A check whose good answer stands for `goodForMs` (health checks near the bare
 * route's speed). Checks that arrive while one runs share it; a good answer is reused until it
 * is `goodForMs` old, on the monotonic clock; a bad one never is, so the next check looks again
 * and a recovery shows at once. The embedded database answers a ping before the next request is
 * read, so sharing a running ping alone saved nothing there: each check paid about 0.4 ms of
 * the main thread, and 100 at once waited 76 ms at the 99th percentile.
 *
 * It is this process's view of its own connections, which is what a health check reports, so
 * keeping it in memory is right even with several processes.
 */
export function recentCheck(
  check: () => Promise<boolean>,
  goodForMs: number,
  now: () => number = () => performance.now(),
): () => Promise<boolean> {
  let running: Promise<boolean> | undefined;
  let goodAt: number | undefined;
  return () => {
    const age = goodAt === undefined ? undefined : now() - goodAt;
    if (age !== undefined && age >= 0 && age < goodForMs) return Promise.resolve(true);
    return (running ??= check()
      .then((good) => {
        goodAt = good ? now() : undefined;
        return good;
      })
      .finally(() => {
        running = undefined;
      }));
  };
}
