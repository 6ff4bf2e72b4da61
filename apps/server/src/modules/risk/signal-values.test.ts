import { describe, expect, it } from 'vitest';
import { payoutAccountOf } from './signal-values.ts';

describe('payout accounts compared by their method’s kind', () => {
  it('reads a UPI id trimmed and in lower case, whatever the method is called', () => {
    const upi = { name: 'PhonePe / GPay', kind: 'upi' as const };
    expect(payoutAccountOf(upi, '  Farm.Pay@OKAXIS ')).toBe('upi:farm.pay@okaxis');
  });

  it('reads a Paytm number as its ten digits', () => {
    const paytm = { name: 'Wallet', kind: 'paytm' as const };
    expect(payoutAccountOf(paytm, '+91 98765 43210')).toBe('paytm:9876543210');
    expect(payoutAccountOf(paytm, '09876543210')).toBe('paytm:9876543210');
  });

  it('reads a bank account as its number and IFSC in capitals', () => {
    const bank = { name: 'NEFT', kind: 'bank' as const };
    expect(payoutAccountOf(bank, ' 001234567890  sbin0001234 ')).toBe(
      'bank:001234567890 SBIN0001234',
    );
  });

  it('keeps any other account trimmed under its method, and a UPI id there as that UPI id', () => {
    const other = { name: 'Amazon Pay', kind: 'other' as const };
    expect(payoutAccountOf(other, '  Gift Card CODE-12 ')).toBe('amazon pay:Gift Card CODE-12');
    expect(payoutAccountOf(other, 'Farm.Pay@okaxis')).toBe('upi:farm.pay@okaxis');
    expect(payoutAccountOf(other, '   ')).toBeUndefined();
  });

  it('does not read a method’s name as its kind any more', () => {
    // A method called "Bank UPI" the operator marked as a bank transfer is a bank account.
    const bank = { name: 'Bank UPI', kind: 'bank' as const };
    expect(payoutAccountOf(bank, '123456789012 hdfc0000001')).toBe('bank:123456789012 HDFC0000001');
  });
});
