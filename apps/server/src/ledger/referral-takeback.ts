import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { transfers } from '../db/schema/index.ts';
import { chargeback } from './debt.ts';

/*
 * Taking back referral income the operator finds was earned inside a farm: a member paid a share
 * of the earnings of an account they themselves run. Each referral payment is reversed like a
 * chargeback (debt.ts): what the referrer's withdrawable wallet still holds is taken, what they
 * already spent becomes debt. One payment is reversed at most once, under its own idempotency
 * key, so a replay or a parallel call takes nothing twice.
 */

/** One referral payment: the referrer was paid `amount` from an earning of `referredId`. */
export interface ReferralPayment {
  transferId: bigint;
  referrerId: string;
  referredId: string;
  /** Milli-rupees: what the earning paid the referrer, before any of it settled their debt. */
  amount: bigint;
}

/** Referral income a member of the set was paid from the earnings of another member of it. */
export async function referralPaymentsWithin(
  db: DbOrTx,
  memberIds: readonly string[],
): Promise<ReferralPayment[]> {
  if (memberIds.length < 2) return [];
  const rows = await db
    .select({
      id: transfers.id,
      referrerId: transfers.memberId,
      referredId: transfers.relatedMemberId,
      amount: transfers.amount,
      metadata: transfers.metadata,
    })
    .from(transfers)
    .where(
      and(
        eq(transfers.kind, 'referral_income'),
        inArray(transfers.memberId, [...memberIds]),
        inArray(transfers.relatedMemberId, [...memberIds]),
      ),
    )
    .orderBy(transfers.id);
  return rows.map((row) => {
    // A payment that partly settled the referrer's debt keeps its whole amount in metadata.
    const gross = row.metadata?.grossAmount;
    return {
      transferId: row.id,
      referrerId: row.referrerId!,
      referredId: row.referredId!,
      amount: typeof gross === 'string' && /^\d+$/.test(gross) ? BigInt(gross) : row.amount,
    };
  });
}

export interface TakeBackResult {
  /** Milli-rupees reversed by this call: 0 when the payment had been taken back before. */
  takenBack: bigint;
  /** The part of it the referrer's balance could not cover, now owed. */
  owed: bigint;
}

/** Reverses one referral payment; a second call for the same payment changes nothing. */
export async function takeBackReferralPayment(
  db: DbOrTx,
  payment: ReferralPayment,
  metadata: Record<string, unknown> = {},
): Promise<TakeBackResult> {
  const result = await chargeback(
    db,
    payment.referrerId,
    payment.amount,
    `referral_takeback:${payment.transferId}`,
    {
      kind: 'referral_takeback',
      metadata: {
        ...metadata,
        referralTransferId: payment.transferId.toString(),
        referredMemberId: payment.referredId,
      },
    },
  );
  if (result.replayed) return { takenBack: 0n, owed: 0n };
  return { takenBack: result.taken + result.owed, owed: result.owed };
}
