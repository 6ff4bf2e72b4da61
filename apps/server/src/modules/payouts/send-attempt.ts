import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { payoutAttempts, users, withdrawalMethods, withdrawals } from '../../db/schema/index.ts';
import type {
  PayoutDestination,
  PayoutProvider,
  PayoutRequest,
  SendOutcome,
} from '../../integrations/payouts/payout-provider.ts';
import { applyPayoutNews, type PayoutAttempt } from './payout-news.ts';
import { providerNamed, type PayoutEngine } from './payout-engine.ts';

/**
 * How long a process may take over one attempt's provider call before another may: longer than
 * any client's timeout, so a live sender is never overtaken, and short enough that a dead one's
 * attempt is picked up within a minute.
 */
export const LEASE_MS = 60 * 1000;
const FIRST_RETRY_MS = 5 * 1000;
const LONGEST_RETRY_MS = 10 * 60 * 1000;

/** The wait before the next try of a create call that ended unknown: 5 s, 10 s, 20 s… 10 min. */
export const retryDelayMs = (tries: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, tries - 1), LONGEST_RETRY_MS);

const leaseFree = () =>
  or(isNull(payoutAttempts.leaseUntil), lt(payoutAttempts.leaseUntil, sql`now()`));

/**
 * Takes an attempt for this process: a conditional update that only one process can win (the
 * attempt still in the given state, due, its lease free or run out), committed before anything
 * is asked of the provider. Null when another process has it, or it is no longer due.
 */
export async function claimAttempt(
  engine: PayoutEngine,
  attemptId: bigint,
  states: readonly PayoutAttempt['state'][],
): Promise<PayoutAttempt | null> {
  const [claimed] = await engine.db
    .update(payoutAttempts)
    .set({
      leaseUntil: sql`now() + make_interval(secs => ${LEASE_MS / 1000})`,
      leaseBy: engine.workerId,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(payoutAttempts.id, attemptId),
        inArray(payoutAttempts.state, [...states]),
        lte(payoutAttempts.nextTryAt, sql`now()`),
        leaseFree(),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** Attempts due in these states, oldest due first, for a driver to claim one by one. */
export async function dueAttemptIds(
  engine: PayoutEngine,
  states: readonly PayoutAttempt['state'][],
  limit: number,
): Promise<bigint[]> {
  const rows = await engine.db
    .select({ id: payoutAttempts.id })
    .from(payoutAttempts)
    .where(
      and(
        inArray(payoutAttempts.state, [...states]),
        lte(payoutAttempts.nextTryAt, sql`now()`),
        leaseFree(),
      ),
    )
    .orderBy(asc(payoutAttempts.nextTryAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Sends one attempt whose create call has not been answered yet, outside any transaction: the
 * attempt (with its key) was committed first and is claimed by this process. A retry first asks
 * the provider whether the earlier call reached it (a create that succeeded while its answer was
 * lost), and sends again under the same key only when it did not. The outcome is recorded after:
 * accepted → the provider's state (payout-news.ts); refused → the attempt failed, the withdrawal
 * left Pending for the operator (docs/product/withdraw.md#paying-through-a-provider); unknown →
 * tried again later under the same key.
 */
export async function sendAttempt(engine: PayoutEngine, attemptId: bigint): Promise<void> {
  const attempt = await claimAttempt(engine, attemptId, ['sending']);
  if (!attempt) return;
  const provider = await providerNamed(engine, attempt.provider);
  if (!provider) {
    await recordUnknown(engine, attempt, 'The provider is not connected any more.');
    return;
  }
  if (attempt.tries > 0) {
    let found;
    try {
      found = await provider.find({
        referenceId: attempt.withdrawalId,
        idempotencyKey: attempt.idempotencyKey,
        providerPayoutId: attempt.providerPayoutId,
      });
    } catch (error) {
      await recordUnknown(engine, attempt, errorText(error));
      return;
    }
    if (found) {
      await applyPayoutNews(engine.db, attempt.id, found);
      return;
    }
  }
  const request = await payoutRequest(engine, attempt);
  await engine.db
    .update(payoutAttempts)
    .set({ tries: sql`${payoutAttempts.tries} + 1`, updatedAt: sql`now()` })
    .where(eq(payoutAttempts.id, attempt.id));
  const outcome = await callSend(provider, request);
  await recordOutcome(engine, attempt, outcome);
}

async function callSend(provider: PayoutProvider, request: PayoutRequest): Promise<SendOutcome> {
  try {
    return await provider.send(request);
  } catch (error) {
    // A client answers unknown itself; anything thrown is just as unknown.
    return { kind: 'unknown', reason: errorText(error) };
  }
}

export async function recordOutcome(
  engine: PayoutEngine,
  attempt: PayoutAttempt,
  outcome: SendOutcome,
): Promise<void> {
  engine.log.info(
    { withdrawalId: attempt.withdrawalId, key: attempt.idempotencyKey, outcome: outcome.kind },
    'payout create call answered',
  );
  if (outcome.kind === 'accepted') {
    await applyPayoutNews(engine.db, attempt.id, outcome.payout);
  } else if (outcome.kind === 'refused') {
    // The money never left, and the provider says this key will never pay: the attempt is over.
    await engine.db
      .update(payoutAttempts)
      .set({
        state: 'failed',
        reason: outcome.reason,
        providerStatus: 'refused',
        nextTryAt: null,
        leaseUntil: null,
        leaseBy: null,
        settledAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(payoutAttempts.id, attempt.id), eq(payoutAttempts.state, 'sending')));
  } else {
    await recordUnknown(engine, attempt, outcome.reason);
  }
}

/** Not known whether the provider has it: the same key again after a back-off. */
async function recordUnknown(
  engine: PayoutEngine,
  attempt: PayoutAttempt,
  reason: string,
): Promise<void> {
  const [row] = await engine.db
    .select({ tries: payoutAttempts.tries })
    .from(payoutAttempts)
    .where(eq(payoutAttempts.id, attempt.id));
  const delay = retryDelayMs(Math.max(1, row?.tries ?? 1));
  engine.log.warn(
    { withdrawalId: attempt.withdrawalId, key: attempt.idempotencyKey, reason, retryInMs: delay },
    'payout create call not answered; tried again later under the same key',
  );
  await engine.db
    .update(payoutAttempts)
    .set({
      reason: reason.slice(0, 500),
      nextTryAt: new Date(Date.now() + delay),
      leaseUntil: null,
      leaseBy: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(payoutAttempts.id, attempt.id), eq(payoutAttempts.state, 'sending')));
}

/** What the provider is asked to pay, from the withdrawal and its member. */
async function payoutRequest(engine: PayoutEngine, attempt: PayoutAttempt): Promise<PayoutRequest> {
  const [row] = await engine.db
    .select({
      memberId: withdrawals.memberId,
      account: withdrawals.accountInformation,
      kind: withdrawalMethods.kind,
      name: users.name,
      email: users.email,
      mobile: users.mobileNumber,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.memberId))
    .leftJoin(withdrawalMethods, eq(withdrawalMethods.name, withdrawals.method))
    .where(eq(withdrawals.id, attempt.withdrawalId));
  if (!row) throw new Error(`Payout attempt ${attempt.id} has no withdrawal`);
  return {
    idempotencyKey: attempt.idempotencyKey,
    referenceId: attempt.withdrawalId,
    amountPaise: Number(attempt.amountPaise),
    beneficiary: {
      name: row.name,
      email: row.email || null,
      phone: row.mobile,
      memberId: row.memberId,
    },
    destination: destinationOf(row.kind ?? 'other', row.account),
    narration: 'Kamao payout',
  };
}

/** The bound account as a destination: a UPI ID, or `<number> <IFSC>` (payout-account.ts). */
function destinationOf(kind: string, account: string): PayoutDestination {
  if (kind === 'bank') {
    const [accountNumber = '', ifsc = ''] = account.split(/\s+/);
    return { kind: 'bank', accountNumber, ifsc };
  }
  return { kind: 'upi', vpa: account };
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);
