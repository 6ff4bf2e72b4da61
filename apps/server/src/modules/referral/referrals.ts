import type { LanguageCode } from '@kamao/contract/language';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { totalsByRelatedMember } from '../../ledger/history.ts';
import { notFound } from '../../lib/app-error.ts';
import { availableBalance } from '../wallet/index.ts';
import { readSiteText } from '../site/index.ts';
import { referralRateFraction } from '../settings/index.ts';
const REFERRALS_SHOWN = 1000;

/**
 * The refer-and-earn page (docs/product/referrals.md#the-refer-and-earn-page): the rate
 * ledger/earn.ts pays, the page text, and each member this one brought with what they have earned
 * the referrer in milli-rupees (the referral_income transfers naming them), newest sign-up first.
 */
export async function referralData(db: Db, memberId: string, language: LanguageCode) {
  const income = totalsByRelatedMember(db, memberId, 'referral_income');
  const [[member], balance, rate, pageText, referrals] = await Promise.all([
    db.select({ userName: users.userName }).from(users).where(eq(users.id, memberId)),
    availableBalance(db, memberId),
    referralRateFraction(db),
    readSiteText(db, 'referral_page_text', language),
    db
      .select({ userName: users.userName, joinedAt: users.createdAt, total: income.total })
      .from(users)
      .leftJoin(income, eq(income.relatedMemberId, users.id))
      .where(eq(users.referredBy, memberId))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(REFERRALS_SHOWN),
  ]);
  if (!member) throw notFound();
  return {
    userName: member.userName,
    availableBalance: balance,
    referrals: referrals.map((r) => ({
      userName: r.userName,
      income: BigInt(r.total ?? '0'),
      joinedAt: r.joinedAt,
    })),
    referralRate: rate,
    pageText,
  };
}
export type ReferralData = Awaited<ReturnType<typeof referralData>>;
