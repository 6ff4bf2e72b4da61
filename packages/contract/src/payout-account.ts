import { PAYOUT_ACCOUNT_TEXTS } from './payout-account-texts.ts';

/**
 * What kind of payout a withdrawal method is, set by the operator, and the shape of the account a
 * member binds to it (docs/product/accounts.md#payout-accounts). A wrong UPI ID is caught when it
 * is saved, not when the operator's payment bounces. "other" is not checked: the operator's own
 * methods (a gift card, a wallet we do not know) keep taking any text.
 */
export const PAYOUT_METHOD_KINDS = ['upi', 'paytm', 'bank', 'other'] as const;
export type PayoutMethodKind = (typeof PAYOUT_METHOD_KINDS)[number];

// A UPI ID (VPA): a handle of letters, digits, dots, hyphens or underscores, then @ and the
// payment app's or bank's name (okaxis, ybl, paytm, upi…), which has no dots or symbols.
const UPI_ID = /^[a-z0-9._-]{2,256}@[a-z][a-z0-9]{1,63}$/;
// An Indian mobile number: 10 digits, the first 6 to 9; +91 or 91 in front is the country code.
const PAYTM_NUMBER = /^(?:\+?91)?([6-9]\d{9})$/;
const BANK_ACCOUNT_NUMBER = /^\d{9,18}$/;
// An IFSC: the bank's 4 letters, a 0 kept for later use, and the branch's 6 characters.
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export type PayoutAccountCheck =
  | { ok: true; account: string }
  | { ok: false; message: (typeof PAYOUT_ACCOUNT_TEXTS)[keyof typeof PAYOUT_ACCOUNT_TEXTS] };

/**
 * Checks an account as typed against its method's kind. When it fits, `account` is the form kept:
 * a UPI ID in lower case (UPI IDs do not depend on case), a Paytm number as its 10 digits, a bank
 * account as `<number> <IFSC>` with the IFSC in capitals.
 */
export function checkPayoutAccount(kind: PayoutMethodKind, typed: string): PayoutAccountCheck {
  const text = typed.trim();
  switch (kind) {
    case 'upi': {
      const upiId = text.toLowerCase();
      return UPI_ID.test(upiId) ? { ok: true, account: upiId } : fail('upi');
    }
    case 'paytm': {
      const digits = PAYTM_NUMBER.exec(text.replace(/[\s-]/g, ''))?.[1];
      return digits ? { ok: true, account: digits } : fail('paytm');
    }
    case 'bank':
      return checkBankAccount(text);
    case 'other':
      return { ok: true, account: text };
  }
}

function checkBankAccount(text: string): PayoutAccountCheck {
  const parts = text.split(/\s+/);
  if (parts.length !== 2) return fail('bankFormat');
  const [number = '', ifsc = ''] = parts;
  if (!BANK_ACCOUNT_NUMBER.test(number)) return fail('bankAccountNumber');
  const upperIfsc = ifsc.toUpperCase();
  if (!IFSC.test(upperIfsc)) return fail('bankIfsc');
  return { ok: true, account: `${number} ${upperIfsc}` };
}

function fail(key: keyof typeof PAYOUT_ACCOUNT_TEXTS): PayoutAccountCheck {
  return { ok: false, message: PAYOUT_ACCOUNT_TEXTS[key] };
}
