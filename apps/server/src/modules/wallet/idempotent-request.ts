import { IDEMPOTENCY_KEY_REUSED } from '@kamao/contract/idempotency-key';
import { AppError, conflict } from '../../lib/app-error.ts';
import { IdempotencyConflictError } from '../../ledger/errors.ts';

/** What an attempt returns when its insert found the client's key already taken. */
export const KEY_TAKEN = Symbol('idempotency key taken');

/** The 409 for a key reused with other details: nothing is written. */
export const keyReused = () => conflict(IDEMPOTENCY_KEY_REUSED);

/**
 * Runs a money command at most once per client key (the Idempotency-Key header; ours). The
 * key's first effect is looked up first (unless findFirst is false): a retry of the same
 * request gets the first answer (replay), a different request a 409 (replay throws keyReused).
 * Otherwise the command is attempted afresh; a failed first attempt wrote nothing, so it does
 * not hold the key.
 *
 * Parallel requests with one key are settled by the database: the loser's attempt waits for
 * the winner's transaction (on the member's locked rows, or on the key's unique index) and then
 * finds the key taken (KEY_TAKEN), and the loser answers from the winner's row. A loser whose
 * checks ran after the winner committed (and saw the balance it spent) fails with a 4xx; it too
 * answers from the winner's row when there is one.
 */
export async function runOncePerKey<Answer, First>(steps: {
  find: () => Promise<First | undefined>;
  replay: (first: First) => Answer;
  attempt: () => Promise<Answer | typeof KEY_TAKEN>;
  /**
   * false: attempt first, and look the key up only when the attempt finds it taken or fails.
   * For a command that is one transaction whose insert of the key comes before any effect: a
   * new request, the usual case, then saves the lookup's round trip, a retry pays an attempt.
   */
  findFirst?: boolean;
}): Promise<Answer> {
  if (steps.findFirst !== false) {
    const first = await steps.find();
    if (first !== undefined) return steps.replay(first);
  }
  let outcome: Answer | typeof KEY_TAKEN;
  try {
    outcome = await steps.attempt();
  } catch (error) {
    if (!(error instanceof AppError || error instanceof IdempotencyConflictError)) throw error;
    const winner = await steps.find();
    if (winner === undefined) throw error;
    return steps.replay(winner);
  }
  if (outcome !== KEY_TAKEN) return outcome;
  const winner = await steps.find();
  // The key's row is committed before the insert reports it taken; rows are never deleted.
  if (winner === undefined) throw new Error('Idempotency key taken but its row is missing');
  return steps.replay(winner);
}

/** The outcome of an attempt made without a key, whose insert cannot find a key taken. */
export function withoutKey<Answer>(outcome: Answer | typeof KEY_TAKEN): Answer {
  if (outcome === KEY_TAKEN) throw new Error('An attempt without a key found its key taken');
  return outcome;
}
