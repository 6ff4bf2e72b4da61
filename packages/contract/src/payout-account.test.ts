import { describe, expect, it } from 'vitest';
import { checkPayoutAccount } from './payout-account.ts';
import { PAYOUT_ACCOUNT_TEXTS } from './payout-account-texts.ts';

describe('a payout account checked by its method kind', () => {
  it.each([
    ['rahul@okaxis', 'rahul@okaxis'],
    ['  Rahul.Kumar-1@YBL ', 'rahul.kumar-1@ybl'],
    ['9876543210@paytm', '9876543210@paytm'],
  ])('takes the UPI ID %j as %j', (typed, kept) => {
    expect(checkPayoutAccount('upi', typed)).toEqual({ ok: true, account: kept });
  });

  it.each(['abc', 'rahul@', '@okaxis', 'rahul@ok axis', 'a b@okaxis', 'rahul@bank.com', 'r@ok'])(
    'refuses the UPI ID %j with a message saying the shape',
    (typed) => {
      expect(checkPayoutAccount('upi', typed)).toEqual({
        ok: false,
        message: PAYOUT_ACCOUNT_TEXTS.upi,
      });
    },
  );

  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
  ])('takes the Paytm number %j as %j', (typed, kept) => {
    expect(checkPayoutAccount('paytm', typed)).toEqual({ ok: true, account: kept });
  });

  it.each(['987654321', '98765432101', '1234567890', 'rahul@paytm', 'abcdefghij'])(
    'refuses the Paytm number %j',
    (typed) => {
      expect(checkPayoutAccount('paytm', typed)).toEqual({
        ok: false,
        message: PAYOUT_ACCOUNT_TEXTS.paytm,
      });
    },
  );

  it('takes a bank account as its number and IFSC, the IFSC in capitals', () => {
    expect(checkPayoutAccount('bank', ' 123456789012   sbin0001234 ')).toEqual({
      ok: true,
      account: '123456789012 SBIN0001234',
    });
  });

  it.each([
    ['123456789012', PAYOUT_ACCOUNT_TEXTS.bankFormat],
    ['Rahul 123456789012 SBIN0001234', PAYOUT_ACCOUNT_TEXTS.bankFormat],
    ['12345678 SBIN0001234', PAYOUT_ACCOUNT_TEXTS.bankAccountNumber],
    ['1234567890123456789 SBIN0001234', PAYOUT_ACCOUNT_TEXTS.bankAccountNumber],
    ['SBIN0001234 123456789012', PAYOUT_ACCOUNT_TEXTS.bankAccountNumber],
    ['123456789012 SBIN1001234', PAYOUT_ACCOUNT_TEXTS.bankIfsc],
    ['123456789012 SBI0001234', PAYOUT_ACCOUNT_TEXTS.bankIfsc],
  ])('refuses the bank account %j with the part that is wrong', (typed, message) => {
    expect(checkPayoutAccount('bank', typed)).toEqual({ ok: false, message });
  });

  it('takes any text for a method of another kind, trimmed', () => {
    expect(checkPayoutAccount('other', '  Amazon gift card to me@example.com ')).toEqual({
      ok: true,
      account: 'Amazon gift card to me@example.com',
    });
  });
});
