import { TOO_MANY_REQUESTS_MESSAGE } from '@kamao/contract/error-texts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { driverError } from '../db/errors.ts';
import { tooManyRequests } from '../lib/app-error.ts';
import { hitStatement } from './database-shared-state.ts';

/**
 * One request's hit on its per-member limit, kept in the database (no Redis), waiting to be
 * counted by the statement that does the request's work: a money call whose movement is one
 * statement then costs no round trip for its limit (plugins/member-money-limit.ts).
 *
 * - pending: not counted yet; the plugin counts it on its own before the answer is sent.
 * - counted: the work's statement counted it.
 * - refused: the work's statement found the limit reached and did nothing (msLeft: the wait).
 * - closed: the answer is on its way; nothing counts it any more (work the request left behind,
 *   a job, must never be refused for it).
 */
export class CountedHit {
  state: 'pending' | 'counted' | 'refused' | 'closed' = 'pending';
  msLeft = 0;

  constructor(
    readonly key: string,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** selectCountingHit with this hit: what a movement's statement is sent with (postMovement). */
  readonly select = (handle: DbOrTx, expression: SQL) =>
    selectCountingHit(handle, expression, this);
}

// Raised by request_limit_allows (migration 0027) with the window's milliseconds left.
const LIMIT_REACHED = 'KL004';

/**
 * `select <expression> as answer`, in one statement with the hit's count when the hit is pending
 * and the statement is its own transaction: the counter's upsert comes first, and the expression
 * is evaluated only for a count within the limit. Over it, the whole statement is undone (the
 * count included, as a refused call of the plugin's own store would leave the count where it
 * was) and the request gets a 429. Inside a caller's transaction the count would be undone
 * with a later failure of that transaction, so the plugin counts it on its own instead.
 */
export async function selectCountingHit(
  handle: DbOrTx,
  expression: SQL,
  hit: CountedHit | undefined,
) {
  if (hit?.state !== 'pending' || 'rollback' in handle) {
    return handle.execute(sql`select ${expression} as answer`);
  }
  try {
    const answer = await handle.execute(sql`
      with hit as (${hitStatement([hit.key], hit.windowMs)})
      select ${expression} as answer from hit
      where request_limit_allows(hit.count::bigint, ${hit.max}::bigint, hit.ms_left::bigint)`);
    hit.state = 'counted';
    return answer;
  } catch (error) {
    const { code, message = '' } = driverError(error);
    if (code !== LIMIT_REACHED) throw error;
    hit.state = 'refused';
    hit.msLeft = Number(message);
    throw tooManyRequests(TOO_MANY_REQUESTS_MESSAGE);
  }
}
