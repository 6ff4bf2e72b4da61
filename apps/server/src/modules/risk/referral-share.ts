import { EARNING_SOURCES } from '@kamao/contract/api-dashboard';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { totalsByRelatedMember } from '../../ledger/history.ts';
import { incomeLast30DaysAndEver } from '../../ledger/income.ts';

/** Income as the payout review counts it: every earning source and gift codes. */
const INCOME_KINDS = [...EARNING_SOURCES, 'gift_code'] as const;

/**
 * A member's income counts as coming from referrals linked to them when at least SHARE_PERCENT
 * of all they ever earned is referral income paid on the earnings of members they referred and
 * are linked to (the same browser, payout account or mailbox, or marked referrer_linked), and
 * that income is at least MIN_LINKED milli-rupees: a farm's collecting account, not someone whose
 * sister signed up on their phone and earned them a few paise.
 */
export const SHARE_PERCENT = 50;
export const MIN_LINKED = 10_000n;

/**
 * The whole percent of the member's income that came from referrals linked to them, when it
 * passes both bounds above; undefined otherwise. `strongLinks` are the members strongly linked
 * to this one (member-links.ts). Money is read through the ledger's read API.
 */
export async function linkedReferralShare(
  db: DbOrTx,
  userId: string,
  strongLinks: ReadonlySet<string>,
): Promise<number | undefined> {
  const perReferred = totalsByRelatedMember(db, userId, 'referral_income');
  const referrals = await db
    .select({ id: users.id, referrerLinked: users.referrerLinked, total: perReferred.total })
    .from(users)
    .innerJoin(perReferred, eq(perReferred.relatedMemberId, users.id))
    .where(eq(users.referredBy, userId));
  const linked = referrals
    .filter((referral) => referral.referrerLinked || strongLinks.has(referral.id))
    .reduce((sum, referral) => sum + BigInt(referral.total), 0n);
  if (linked < MIN_LINKED) return undefined;
  const income = (await incomeLast30DaysAndEver(db, userId, INCOME_KINDS)).reduce(
    (sum, row) => sum + BigInt(row.all_time),
    0n,
  );
  if (income <= 0n) return undefined;
  const percent = Number((linked * 100n) / income);
  return percent >= SHARE_PERCENT ? percent : undefined;
}
