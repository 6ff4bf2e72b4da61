import type { EarningSource } from '@kamao/contract/api-dashboard';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import {
  REFERRAL_BEARING_SOURCES,
  memberWallet,
  systemAccount,
  type SystemAccount,
} from './kinds.ts';
import { debtRepaymentLegs } from './debt.ts';
import {
  postMovementOnLocked,
  postedTransferIds,
  type Leg,
  type MovementResult,
} from './post-movement.ts';
import { inTransaction } from './transaction.ts';

/**
 * The operator's rules for an earning, read by the caller and passed in: the ledger reads no
 * setting itself (docs/style.md#policies-in-one-place); modules/settings readEarningPolicy() gives
 * it.
 */
export interface EarningPolicy {
  /** The referrer's share of a referral-bearing earning, in basis points (1 % = 100). */
  referralRateBp: number;
  /**
   * Whether a referrer linked to the member (users.referrer_linked) is paid their share; when
   * not, the referral stays recorded and only the income is left out. Default: not paid.
   */
  linkedReferralIncome?: boolean;
}

export interface EarnOptions {
  policy: EarningPolicy;
  /** The account that pays; campaigns pay PTC views from their budgets. Default: rewards. */
  paidFrom?: SystemAccount;
  metadata?: Record<string, unknown>;
}

export interface EarnResult extends MovementResult {
  referral?: { referrerId: string; amount: bigint };
}

/**
 * Credits a member's withdrawable wallet with an earning and, in the same transaction, pays the
 * member's referrer the policy's referral rate of it as referral_income
 * (docs/design.md#money-and-the-ledger). The referral share is rounded down to the milli-rupee; it
 * comes from the rewards account, so the earner is never paid less because they were referred.
 */
export function earn(
  handle: DbOrTx,
  memberId: string,
  source: Exclude<EarningSource, 'referral_income'>,
  amount: bigint,
  key: string,
  options: EarnOptions,
): Promise<EarnResult> {
  return inTransaction(handle, async (tx) => {
    const legs: Leg[] = [
      {
        kind: source,
        from: systemAccount(options.paidFrom ?? 'rewards'),
        to: memberWallet(memberId, 'withdrawable'),
        amount,
        key,
        metadata: options.metadata,
      },
    ];
    let referral: EarnResult['referral'];
    if (REFERRAL_BEARING_SOURCES.includes(source)) {
      const referrerId = await activeReferrerOf(tx, memberId, options.policy);
      const share = (amount * BigInt(options.policy.referralRateBp)) / 10_000n;
      if (referrerId && share > 0n) {
        referral = { referrerId, amount: share };
        legs.push({
          kind: 'referral_income',
          from: systemAccount('rewards'),
          to: memberWallet(referrerId, 'withdrawable'),
          amount: share,
          key: `${key}:referral`,
          relatedMemberId: memberId,
          metadata: { source },
        });
      }
    }
    const earners = [memberId, ...(referral ? [referral.referrerId] : [])];
    const result = await postMovementOnLocked(tx, earners, async (locked) => {
      // Debts are settled first (ledger/debt.ts). How much depends on the debt at the time, so
      // a replay of an earning already posted is answered from its rows, not recomputed.
      if (locked.some((account) => account.kind === 'debt')) {
        const posted = await postedTransferIds(
          tx,
          legs.map((leg) => leg.key),
        );
        if (posted.length > 0) return { replayed: posted };
      }
      return debtRepaymentLegs(legs, locked);
    });
    return referral ? { ...result, referral } : result;
  });
}

async function activeReferrerOf(
  tx: DbOrTx,
  memberId: string,
  policy: EarningPolicy,
): Promise<string | undefined> {
  const [member] = await tx
    .select({ referredBy: users.referredBy, referrerLinked: users.referrerLinked })
    .from(users)
    .where(eq(users.id, memberId));
  if (!member?.referredBy) return undefined;
  if (member.referrerLinked && !policy.linkedReferralIncome) return undefined;
  const [referrer] = await tx
    .select({ id: users.id, status: users.status, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, member.referredBy));
  // A banned or deleted referrer earns nothing more from the people they brought.
  if (!referrer || referrer.status !== 'active' || referrer.deletedAt) return undefined;
  return referrer.id;
}
