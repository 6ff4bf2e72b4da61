import { z } from 'zod';
import { htmlSchema, msgAnswer, timeSchema } from './api-envelope.ts';
import { rupeeAmountSchema } from './money.ts';
import { FIELD_TEXTS } from './validation-texts.ts';

/** Refer and earn, and gift codes (docs/product/referrals.md, docs/product/gift-codes.md). */

// ---- Referrals (docs/product/referrals.md#calls-and-fields) ----

export const referralRowSchema = z.object({
  userName: z.string(),
  /** What this referral has earned the member so far. */
  income: rupeeAmountSchema,
  date: timeSchema,
});

export const referralAnswerSchema = msgAnswer(
  z.object({
    /** The member's own userName, for the invite link {origin}/signup/ref/{userName}. */
    userName: z.string(),
    available_balance: rupeeAmountSchema,
    referral_data: z.array(referralRowSchema),
    other_data_referralRate: z.object({
      /** A fraction (0.1 is 10 %); the banner shows it times 100. */
      referralRate: z.number().min(0).max(1),
      referralPageText: htmlSchema,
    }),
  }),
);

// ---- Gift codes (docs/product/gift-codes.md#calls-and-fields) ----

export const giftCodeClaimSchema = z.object({
  giftCode: z.string(),
  bonusAmount: rupeeAmountSchema,
  time: timeSchema,
});

export const giftCodeAnswerSchema = msgAnswer(
  z.object({
    giftCode_page_Message: htmlSchema,
    /** Newest first. */
    userGiftCode_claim_history: z.array(giftCodeClaimSchema),
    userAvailableBalance: rupeeAmountSchema,
  }),
);

/** Not wrapped in obj. A blank code is ignored by the client. */
export const giftCodeClaimPayloadSchema = z.strictObject({
  giftCode_state: z.string().trim().min(1, FIELD_TEXTS.giftCodeRequired).max(64),
});
