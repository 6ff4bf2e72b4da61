import { PAYOUT_PROVIDER_ERRORS } from '@kamao/contract/admin/payout-provider';
import { ADMIN_WITHDRAWAL_ERRORS } from '@kamao/contract/admin/payouts';
import type { PayoutMethodKind } from '@kamao/contract/payout-account';
import { and, eq, gte, inArray, max, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { publishEvent } from '../../db/domain-events.ts';
import {
  payoutAttempts,
  payoutProviderConnection,
  withdrawalMethods,
  withdrawals,
} from '../../db/schema/index.ts';
import type { PayoutProvider } from '../../integrations/payouts/payout-provider.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { kolkataDate, kolkataDayStart } from '../../lib/kolkata-time.ts';
import { payableMilli } from '../wallet/index.ts';
import { connectedProvider, type PayoutEngine } from './payout-engine.ts';
import type { PayoutSettings } from './provider-connection.ts';

declare module '../../db/domain-events.ts' {
  interface DomainEventMap {
    /** A payout attempt is due to be sent; payout drivers may wake before their next look. */
    'payouts.due': { withdrawalId: string };
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The smallest payout the providers make: ₹1, in paise. */
const MIN_PAISE = 100n;
export const OPEN_STATES = ['waiting', 'sending', 'pending'] as const;

/** The idempotency key of a withdrawal's attempt: the same on every retry of that attempt. */
export const attemptKey = (withdrawalId: string, attempt: number) => `${withdrawalId}-${attempt}`;

/** The next Indian midnight after the instant. */
export function nextIndianMidnight(now: Date): Date {
  return new Date(kolkataDayStart(kolkataDate(now)).getTime() + DAY_MS);
}

export interface StartedPayout {
  attemptId: bigint;
  state: 'waiting' | 'sending';
}

/**
 * Makes a withdrawal's next payout attempt, to be sent by a payout driver once this transaction
 * commits (the attempt row and its idempotency key exist before any call to the provider). Refused
 * (409) when payouts are manual, the withdrawal is decided or held, it is already with the
 * provider and not failed, the provider cannot pay its method, or it is below ₹1. When the
 * Indian day's payouts would pass the operator's cap it waits for the next Indian day. The
 * connection row is locked for the cap's sum, so two sends at once cannot both pass the cap.
 */
export async function startPayout(
  engine: PayoutEngine,
  tx: Tx,
  input: { withdrawalId: string; sentBy: string | null },
): Promise<StartedPayout> {
  await tx.select({ id: payoutProviderConnection.id }).from(payoutProviderConnection).for('update');
  const connected = await connectedProvider(engine, tx);
  if (!connected) throw conflict(PAYOUT_PROVIDER_ERRORS.noProvider);
  const { provider, settings } = connected;
  const [withdrawal] = await tx
    .select({
      id: withdrawals.id,
      status: withdrawals.status,
      heldAt: withdrawals.heldAt,
      amount: withdrawals.amount,
      kind: withdrawalMethods.kind,
    })
    .from(withdrawals)
    .leftJoin(withdrawalMethods, eq(withdrawalMethods.name, withdrawals.method))
    .where(eq(withdrawals.id, input.withdrawalId))
    .for('update', { of: withdrawals });
  if (!withdrawal) throw notFound(ADMIN_WITHDRAWAL_ERRORS.notFound);
  if (withdrawal.status !== 'Pending') throw conflict(PAYOUT_PROVIDER_ERRORS.decided);
  if (withdrawal.heldAt) throw conflict(PAYOUT_PROVIDER_ERRORS.held);
  if (!canSend(provider, withdrawal.kind ?? 'other')) {
    throw conflict(PAYOUT_PROVIDER_ERRORS.methodNotPayable);
  }
  const amountPaise = payableMilli(withdrawal.amount) / 10n;
  if (amountPaise < MIN_PAISE) throw conflict(PAYOUT_PROVIDER_ERRORS.belowOneRupee);

  const earlier = await tx
    .select({ state: payoutAttempts.state })
    .from(payoutAttempts)
    .where(and(eq(payoutAttempts.withdrawalId, withdrawal.id), ne(payoutAttempts.state, 'failed')));
  // A new attempt (a new key) only after the provider said every earlier one failed.
  if (earlier.length > 0) throw conflict(PAYOUT_PROVIDER_ERRORS.alreadySent);
  const [last] = await tx
    .select({ attempt: max(payoutAttempts.attempt) })
    .from(payoutAttempts)
    .where(eq(payoutAttempts.withdrawalId, withdrawal.id));
  const attempt = (last?.attempt ?? 0) + 1;

  const now = new Date();
  const waits = await capReached(tx, settings, amountPaise, now);
  const [row] = await tx
    .insert(payoutAttempts)
    .values({
      withdrawalId: withdrawal.id,
      provider: provider.name,
      attempt,
      idempotencyKey: attemptKey(withdrawal.id, attempt),
      amountPaise,
      state: waits ? 'waiting' : 'sending',
      sendAfter: waits ? nextIndianMidnight(now) : null,
      nextTryAt: waits ? nextIndianMidnight(now) : sql`now()`,
      sentAt: waits ? null : sql`now()`,
      sentBy: input.sentBy,
    })
    .returning({ id: payoutAttempts.id });
  if (!waits) await publishEvent(tx, { type: 'payouts.due', withdrawalId: withdrawal.id });
  return { attemptId: row!.id, state: waits ? 'waiting' : 'sending' };
}

/** Whether the provider can pay a method of this kind: a UPI ID or a bank account it supports. */
export function canSend(provider: PayoutProvider, kind: PayoutMethodKind): boolean {
  return (kind === 'upi' || kind === 'bank') && provider.canPay(kind);
}

/** Paid or being paid through a provider in the Indian day of `now`, in milli-rupees. */
export async function sentToday(tx: Tx | PayoutEngine['db'], now: Date): Promise<bigint> {
  const [row] = await tx
    .select({ paise: sql<string>`coalesce(sum(${payoutAttempts.amountPaise}), 0)::text` })
    .from(payoutAttempts)
    .where(
      and(
        gte(payoutAttempts.sentAt, kolkataDayStart(kolkataDate(now))),
        inArray(payoutAttempts.state, ['sending', 'pending', 'processed', 'reversed']),
      ),
    );
  return BigInt(row?.paise ?? '0') * 10n;
}

/** Whether sending this many paise now would pass the operator's daily cap. */
export async function capReached(
  tx: Tx,
  settings: PayoutSettings,
  amountPaise: bigint,
  now: Date,
): Promise<boolean> {
  if (settings.dailyCap === null) return false;
  return (await sentToday(tx, now)) + amountPaise * 10n > settings.dailyCap;
}
