/**
 * State that every server process must agree on (docs/design.md#several-processes): a counter kept
 * in one process's memory lets N processes allow N times a limit, and a single-use key
 * remembered by one process can be used once more on every other. Kept in the database, or in
 * Redis when REDIS_URL is set.
 */
export interface SharedState {
  readonly backend: 'database' | 'redis';
  /**
   * Counts one hit on key. The window starts at the key's first hit and lasts windowMs; the
   * answer is the count within it (this hit included) and the milliseconds it has left.
   */
  hit(key: string, windowMs: number): Promise<{ count: number; msLeft: number }>;
  /**
   * hit on several keys in one round trip (a login counts its account and its network at once);
   * the answers come in the keys' order. The keys must be distinct.
   */
  hitMany(keys: readonly string[], windowMs: number): Promise<{ count: number; msLeft: number }[]>;
  /** Takes one hit back from key's current window (an attempt counted ahead that went well). */
  unhit(key: string): Promise<void>;
  /** unhit on several keys in one round trip. */
  unhitMany(keys: readonly string[]): Promise<void>;
  /** True for the first claim of key until it expires ttlMs later; false for every other. */
  claimOnce(key: string, ttlMs: number): Promise<boolean>;
  /**
   * claimOnce that also tells a refused caller how long the standing claim has left (a turn that
   * is not free yet: how long to wait).
   */
  claim(key: string, ttlMs: number): Promise<{ claimed: boolean; msLeft: number }>;
}
