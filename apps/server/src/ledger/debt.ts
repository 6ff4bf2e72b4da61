import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { transfers } from '../db/schema/index.ts';
import { openDebtAccount, type LockedMemberAccount } from './accounts.ts';
import { memberDebt, memberWallet, systemAccount, type TransferKind } from './kinds.ts';
import { postMovementOnLocked, type Leg, type MovementResult } from './post-movement.ts';
import { inTransaction } from './transaction.ts';

/**
 * Debt (a receivable per member). A chargeback (an offer wall reversing a reward) takes what the
 * member's withdrawable wallet holds; the rest, if any, is recorded as debt: the member's debt
 * account is credited what they owe and the receivables account is debited as much, so the two
 * always sum to zero and no balance ever goes below zero. Their next earnings settle the debt
 * first (debtRepaymentLegs, used by earn()).
 */
export interface ChargebackResult extends MovementResult {
  /** Taken from the withdrawable wallet. */
  taken: bigint;
  /** Recorded as debt. */
  owed: bigint;
}

export interface ChargebackOptions {
  kind?: Extract<TransferKind, 'offerwall_chargeback' | 'referral_takeback' | 'adjustment'>;
  metadata?: Record<string, unknown>;
}

export function chargeback(
  handle: DbOrTx,
  memberId: string,
  amount: bigint,
  key: string,
  options: ChargebackOptions = {},
): Promise<ChargebackResult> {
  if (amount <= 0n) throw new RangeError('A chargeback must reverse a positive amount');
  const debtKey = `${key}:debt`;
  return inTransaction(handle, async (tx) => {
    await openDebtAccount(tx, memberId);
    let split = { taken: 0n, owed: 0n };
    const result = await postMovementOnLocked(tx, [memberId], async (locked) => {
      // A replay answers what the first call did, whatever the balance is now.
      const earlier = await tx
        .select({ key: transfers.idempotencyKey, amount: transfers.amount })
        .from(transfers)
        .where(inArray(transfers.idempotencyKey, [key, debtKey]));
      if (earlier.length > 0) {
        // With another amount the replayed legs differ and postMovement refuses them (409).
        const taken = earlier.find((t) => t.key === key)?.amount ?? 0n;
        const owed = earlier.find((t) => t.key === debtKey)?.amount ?? 0n;
        split = taken + owed === amount ? { taken, owed } : { taken: amount, owed: 0n };
      } else {
        const available = balanceOf(locked, memberId, 'withdrawable');
        const taken = available < amount ? available : amount;
        split = { taken, owed: amount - taken };
      }
      const legs: Leg[] = [];
      const kind = options.kind ?? 'offerwall_chargeback';
      if (split.taken > 0n) {
        legs.push({
          kind,
          from: memberWallet(memberId, 'withdrawable'),
          to: systemAccount('rewards'),
          amount: split.taken,
          key,
          metadata: options.metadata,
        });
      }
      if (split.owed > 0n) {
        legs.push({
          kind: 'debt_recorded',
          from: systemAccount('receivables'),
          to: memberDebt(memberId),
          amount: split.owed,
          key: debtKey,
          metadata: { ...options.metadata, chargeback: kind },
        });
      }
      return legs;
    });
    return { ...result, ...split };
  });
}

/** The balance of one of a member's locked accounts (0 when the account does not exist). */
export function balanceOf(
  locked: readonly LockedMemberAccount[],
  memberId: string,
  kind: LockedMemberAccount['kind'],
): bigint {
  return locked.find((a) => a.ownerId === memberId && a.kind === kind)?.balance ?? 0n;
}

/**
 * Turns the earning legs of one movement into legs that settle the earners' debts first: a leg
 * that credits a member's withdrawable wallet keeps only what exceeds their (remaining) debt,
 * and a debt_repayment leg moves the rest from the debt account to receivables. The earning
 * leg keeps its key and kind with the net amount (and the gross in its metadata), so the
 * dashboard shows what reached the wallet; with no debt the legs are returned unchanged.
 */
export function debtRepaymentLegs(
  legs: readonly Leg[],
  locked: readonly LockedMemberAccount[],
): Leg[] {
  const remaining = new Map<string, bigint>();
  const out: Leg[] = [];
  for (const leg of legs) {
    const to = leg.to;
    if (!('member' in to) || to.wallet !== 'withdrawable') {
      out.push(leg);
      continue;
    }
    const owed = remaining.get(to.member) ?? balanceOf(locked, to.member, 'debt');
    const repaid = owed < leg.amount ? owed : leg.amount;
    if (repaid === 0n) {
      out.push(leg);
      continue;
    }
    remaining.set(to.member, owed - repaid);
    if (leg.amount > repaid) {
      out.push({
        ...leg,
        amount: leg.amount - repaid,
        metadata: {
          ...leg.metadata,
          grossAmount: leg.amount.toString(),
          repaidDebt: repaid.toString(),
        },
      });
    }
    out.push({
      kind: 'debt_repayment',
      from: memberDebt(to.member),
      to: systemAccount('receivables'),
      amount: repaid,
      key: `${leg.key}:debt-repayment`,
      memberId: to.member,
      metadata: { earning: leg.kind, grossAmount: leg.amount.toString() },
    });
    // The chargeback's shortfall was the rewards account's: a payer other than rewards (a
    // campaign budget) still pays the whole earning, the withheld part to rewards.
    if (!('system' in leg.from && leg.from.system === 'rewards')) {
      out.push({
        kind: 'debt_repayment',
        from: leg.from,
        to: systemAccount('rewards'),
        amount: repaid,
        key: `${leg.key}:debt-repayment-funding`,
        memberId: to.member,
        metadata: { earning: leg.kind },
      });
    }
  }
  return out;
}
