import type { paymentProofRowSchema, webStatisticsAnswerSchema } from '@kamao/contract/api-site';
import { milliToRupees } from '@kamao/contract/money';
import { maskPaymentReference, maskUserName } from '@kamao/contract/payment-reference';
import type { z } from 'zod';
import type { PaymentProof } from './site-content.ts';
import type { SiteStatistics } from './statistics.ts';

/**
 * A paid withdrawal on the payment proof page (docs/product/payment-proof.md#masking), the amount
 * in rupees. The page is public: the userName (a login identifier) and the payout's reference go
 * out masked, never whole.
 */
export function presentPaymentProof(proof: PaymentProof): z.infer<typeof paymentProofRowSchema> {
  return {
    time: proof.paidAt.toISOString(),
    userName: maskUserName(proof.userName),
    withdrawal_method: proof.method,
    balance: milliToRupees(proof.amount),
    ...(proof.paymentReference && {
      payment_reference: maskPaymentReference(proof.paymentReference),
    }),
  };
}

/** The home page's figures as the spec names them (docs/product/site-and-pages.md#home-page). */
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
