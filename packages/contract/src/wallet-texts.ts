/**
 * Texts of the withdraw and converter calls that the server sends and the web shows, verbatim
 * from the spec (docs/product/withdraw.md, docs/product/converter.md#dialogs) unless marked ours.
 * Amounts come in as rupee text ('₹{x}' in the spec), already formatted by the caller.
 */
export const WITHDRAW_TEXTS = {
  bindPaymentInfo: 'Please bind your payment information to proceed with withdrawals.',
  bindPaymentInfoAgain: 'Please bind Your payment information again',
  minimumAmount: (method: string, minimum: string) =>
    `The minimum withdrawal amount for ${method} is ₹${minimum}. Please enter a valid amount.`,
  insufficientBalance: (available: string) =>
    `Your available balance is ₹${available}. Please enter a valid amount.`,
  success: (amount: string) => `Your withdrawal of ₹${amount} has been successfully processed.`,
} as const;

export const CONVERTER_TEXTS = {
  /** The withdrawable variant follows "the same pattern" (docs/product/converter.md#checks). */
  exceedsBalance: (wallet: 'deposit' | 'withdrawable', balance: string) =>
    `Your requested amount exceeds your ${wallet} balance of ₹${balance}. Please enter a valid amount.`,
  /** The page's check of the amount; the server answers it when the charge leaves nothing. */
  nothingToReceive: 'Please enter a valid positive amount to convert.',
  success: 'Your balance has been successfully converted.',
} as const;
