import { and, asc, eq, gte, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import { payoutAttempts, withdrawalMethods, withdrawals } from '../../db/schema/index.ts';
import type { PayoutProvider } from '../../integrations/payouts/payout-provider.ts';
import { publishEvent } from '../../db/domain-events.ts';
import { AppError } from '../../lib/app-error.ts';
import { connectedProvider, type PayoutEngine } from './payout-engine.ts';
import { canSend, capReached, nextIndianMidnight, startPayout } from './start-payout.ts';

const BATCH = 20;
const ONE_RUPEE = 1000n;

const payableKinds = (provider: PayoutProvider) =>
  (['upi', 'bank'] as const).filter((kind) => canSend(provider, kind));

/**
 * Payouts that waited for the daily cap: on the next Indian day each is sent if the day's cap
 * has room for it (its state becomes sending, for a driver to send), or waits another day.
 */
export async function releaseWaitingPayouts(engine: PayoutEngine): Promise<void> {
  const due = await engine.db
    .select({ id: payoutAttempts.id })
    .from(payoutAttempts)
    .where(and(eq(payoutAttempts.state, 'waiting'), lt(payoutAttempts.sendAfter, sql`now()`)))
    .orderBy(asc(payoutAttempts.createdAt))
    .limit(BATCH);
  for (const { id } of due) {
    await engine.db.transaction(async (tx) => {
      const connected = await connectedProvider(engine, tx);
      if (!connected) return;
      const [attempt] = await tx
        .select()
        .from(payoutAttempts)
        .where(and(eq(payoutAttempts.id, id), eq(payoutAttempts.state, 'waiting')))
        .for('update');
      if (!attempt) return;
      const now = new Date();
      if (await capReached(tx, connected.settings, attempt.amountPaise, now)) {
        const later = nextIndianMidnight(now);
        await tx
          .update(payoutAttempts)
          .set({ sendAfter: later, nextTryAt: later })
          .where(eq(payoutAttempts.id, id));
        return;
      }
      await tx
        .update(payoutAttempts)
        .set({
          state: 'sending',
          sendAfter: null,
          nextTryAt: sql`now()`,
          sentAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(payoutAttempts.id, id));
      await publishEvent(tx, { type: 'payouts.due', withdrawalId: attempt.withdrawalId });
    });
  }
}

/**
 * Auto pay: withdrawals requested since auto pay was turned on, below its amount and not held by
 * the risk rules, that were never sent, are sent now. This looks at the withdrawals themselves,
 * so one requested while every process was down is sent when one is back. One the provider
 * cannot pay (its method, or less than ₹1) is not picked: it stays in the queue for the operator.
 */
export async function autoPayRequestedWithdrawals(engine: PayoutEngine): Promise<void> {
  const connected = await connectedProvider(engine);
  const { settings } = connected ?? {};
  if (!settings?.autoPay || settings.autoPayBelow === null || !settings.autoPaySince) return;
  const kinds = payableKinds(connected!.provider);
  if (kinds.length === 0) return;
  const candidates = await engine.db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .innerJoin(withdrawalMethods, eq(withdrawalMethods.name, withdrawals.method))
    .where(
      and(
        eq(withdrawals.status, 'Pending'),
        inArray(withdrawalMethods.kind, kinds),
        gte(withdrawals.amount, ONE_RUPEE),
        isNull(withdrawals.heldAt),
        lt(withdrawals.amount, settings.autoPayBelow),
        gte(withdrawals.createdAt, settings.autoPaySince),
        notExists(
          engine.db
            .select({ one: sql`1` })
            .from(payoutAttempts)
            .where(eq(payoutAttempts.withdrawalId, withdrawals.id)),
        ),
      ),
    )
    .orderBy(asc(withdrawals.createdAt))
    .limit(BATCH);
  for (const { id } of candidates) {
    try {
      await engine.db.transaction((tx) =>
        startPayout(engine, tx, { withdrawalId: id, sentBy: null }),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Refused (a method it cannot pay, below ₹1, taken by a parallel send): the operator's.
      engine.log.info({ withdrawalId: id, why: error.errorMsg }, 'auto pay left a withdrawal');
    }
  }
}
