/**
 * 20 calls in flight together, their starts spread `spreadMs` apart: some wait on the first one's
 * rows or idempotency key, some check the balance just after it committed.
 */
export const twentyTogether = <T>(call: () => Promise<T>, spreadMs = 2) =>
  Promise.all(
    Array.from({ length: 20 }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * spreadMs));
      return call();
    }),
  );
