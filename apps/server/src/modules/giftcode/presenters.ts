import type { giftCodeAnswerSchema } from '@kamao/contract/api-rewards';
import { GIFT_CODE_TEXTS } from '@kamao/contract/gift-code-texts';
import { milliToRupees } from '@kamao/contract/money';
import type { z } from 'zod';
import { rupeeText } from '../../lib/rupee-text.ts';
import type { GiftCodePage } from './gift-codes.ts';

/**
 * The gift code page as the spec names it, amounts in rupees
 * (docs/product/gift-codes.md#calls-and-fields).
 */
export function presentGiftCodePage(page: GiftCodePage): z.infer<typeof giftCodeAnswerSchema> {
  return {
    msg: {
      giftCode_page_Message: page.message,
      userGiftCode_claim_history: page.claims.map((claim) => ({
        giftCode: claim.giftCode,
        bonusAmount: milliToRupees(claim.amount),
        time: claim.claimedAt.toISOString(),
      })),
      userAvailableBalance: milliToRupees(page.availableBalance),
    },
  };
}

/** A claim's answer: the bonus in the text (ours; the page shows msg as it is). */
export function presentGiftCodeClaim(claim: { amount: bigint }) {
  return { msg: GIFT_CODE_TEXTS.claimed(rupeeText(claim.amount)) };
}
