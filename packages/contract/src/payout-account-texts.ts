/**
 * Ours: what a member reads when a saved payout account does not have the shape its method's kind
 * asks for (docs/product/accounts.md#payout-accounts). Each one says what to write, with an
 * example, so the member can fix it without asking support.
 */
export const PAYOUT_ACCOUNT_TEXTS = {
  upi: 'Enter your UPI ID as name@bank, for example rahul@okaxis.',
  paytm: 'Enter your 10-digit Paytm mobile number, for example 9876543210.',
  bankFormat:
    'Enter your bank account number, a space and the IFSC, for example 123456789012 SBIN0001234.',
  bankAccountNumber: 'The bank account number must have 9 to 18 digits.',
  bankIfsc:
    'The IFSC must be 11 characters: 4 letters, a 0 and 6 letters or digits, like SBIN0001234.',
  /** At a withdrawal, for an account saved before these checks existed. */
  savedAccountInvalid:
    'Your saved withdrawal account is not valid for this method. Please correct it in your profile.',
} as const;
