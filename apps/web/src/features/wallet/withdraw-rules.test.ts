import { describe, expect, test } from 'vitest';
import { withdrawFormSchema, withdrawRefusal } from './withdraw-rules';

const BOUND = {
  withdrawal_method: 'UPI',
  withdrawal_account_information: 'asha@upi',
  withdrawalMethod_minimumAmount: 50,
  withdrawable_amount: 120,
};

describe('withdraw checks, in the spec order', () => {
  test('the box holds digits; the contract schema hands on a positive amount only', () => {
    expect(withdrawFormSchema.safeParse({ balance: '60' })).toEqual({
      success: true,
      data: { balance: 60 },
    });
    expect(withdrawFormSchema.safeParse({ balance: '0' }).success).toBe(false);
    expect(withdrawFormSchema.safeParse({ balance: '' }).success).toBe(false);
  });

  test('payment info comes before the amount', () => {
    const none = { ...BOUND, withdrawal_method: '', withdrawal_account_information: '' };
    expect(withdrawRefusal(none, undefined)).toEqual({
      kind: 'bind',
      text: 'Please bind your payment information to proceed with withdrawals.',
    });
    expect(withdrawRefusal({ ...BOUND, withdrawal_method: ' ' }, 60)).toEqual({
      kind: 'bind',
      text: 'Please bind Your payment information again',
    });
  });

  test('no amount or below the minimum, then above the balance, else nothing', () => {
    expect(withdrawRefusal(BOUND, undefined)).toMatchObject({ title: 'Invalid Amount' });
    expect(withdrawRefusal(BOUND, 49)).toMatchObject({ title: 'Invalid Amount' });
    expect(withdrawRefusal(BOUND, 121)).toMatchObject({ title: 'Insufficient Balance' });
    expect(withdrawRefusal(BOUND, 50)).toBeNull();
    expect(withdrawRefusal(BOUND, 120)).toBeNull();
  });
});
