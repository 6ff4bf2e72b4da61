import type { referralAnswerSchema } from '@kamao/contract/api-rewards';
import { milliToRupees } from '@kamao/contract/money';
import type { z } from 'zod';
import type { ReferralData } from './referrals.ts';

/**
 * The refer-and-earn page as the spec names it, amounts in rupees
 * (docs/product/referrals.md#calls-and-fields).
 */
export function presentReferrals(data: ReferralData): z.infer<typeof referralAnswerSchema> {
  return {
    msg: {
      userName: data.userName,
      available_balance: milliToRupees(data.availableBalance),
      referral_data: data.referrals.map((r) => ({
        userName: r.userName,
        income: milliToRupees(r.income),
        date: r.joinedAt.toISOString(),
      })),
      other_data_referralRate: { referralRate: data.referralRate, referralPageText: data.pageText },
    },
  };
}
