import type { paymentProofRowSchema, webStatisticsAnswerSchema } from '@kamao/contract/api-site';
import { milliToRupees } from '@kamao/contract/money';
import type { z } from 'zod';
import type { PaymentProof } from './site-content.ts';
import type { SiteStatistics } from './statistics.ts';

/** A paid withdrawal on the payment proof page (spec part 1 §2), the amount in rupees. */
export function presentPaymentProof(proof: PaymentProof): z.infer<typeof paymentProofRowSchema> {
  return {
    time: proof.paidAt.toISOString(),
    userName: proof.userName,
    withdrawal_method: proof.method,
    balance: milliToRupees(proof.amount),
  };
}

/** The home page's figures as the spec names them (part 1 §3 "Public stats"). */
export function presentSiteStatistics(
  statistics: SiteStatistics,
): z.infer<typeof webStatisticsAnswerSchema> {
  return {
    msg: {
      users: statistics.members,
      userCompletedTask: statistics.completedTasks,
      visitorsLast30Days: statistics.visitorsLast30Days,
      totalWithdrawalAmount: milliToRupees(statistics.paidOut),
    },
  };
}
