/**
 * The gift code claim's texts. Ours: the spec only says the page shows the server's error_msg
 * and msg (docs/product/gift-codes.md#texts). The amount comes in as rupee text.
 */
export const GIFT_CODE_TEXTS = {
  invalid: 'Invalid gift code. Please check the code and try again.',
  expired: 'This gift code has expired.',
  exhausted: 'This gift code has reached its claim limit.',
  alreadyClaimed: 'You have already claimed this gift code.',
  claimed: (amount: string) =>
    `Gift code claimed successfully! ₹${amount} has been added to your balance.`,
} as const;
