import type { ptcHomeAnswerSchema, ptcIncomeAnswerSchema } from '@kamao/contract/api-earning';
import { milliToRupees } from '@kamao/contract/money';
import type { z } from 'zod';
import type { PtcHome } from './ptc-home.ts';

/**
 * The View Ads page as the spec names it, amounts in rupees
 * (docs/product/ptc-ads.md#calls-and-fields).
 */
export function presentPtcHome(home: PtcHome): z.infer<typeof ptcHomeAnswerSchema> {
  return {
    msg: {
      PTCAds_campaignsData: home.campaigns.map((c) => ({
        _id: c.id,
        campaignType: c.type,
        step_2_title: c.title,
        step_2_description: c.description,
        step_2_url: c.url,
        step_3_duration_for_user: c.durationSeconds,
        step_3_amount_for_user: milliToRupees(c.rewardPerView),
      })),
      today_PTCAdsIncome: milliToRupees(home.todayIncome),
      totalLinks: home.campaigns.length,
      completedClick: home.completedViews,
      userAvailableBalance: milliToRupees(home.availableBalance),
      willCome_afterThis_time: home.nextAdAt,
      other_data_PTCAds_instructions: home.instructions,
    },
  };
}

/** A paid view's answer: the member's available balance after it. */
export function presentViewClaim(availableBalance: bigint): z.infer<typeof ptcIncomeAnswerSchema> {
  return { msg: { userAvailableBalance: milliToRupees(availableBalance) } };
}
