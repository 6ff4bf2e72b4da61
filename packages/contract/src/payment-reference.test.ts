import { describe, expect, it } from 'vitest';
import {
  maskPaymentReference,
  maskUserName,
  paymentReferenceSchema,
  PAYMENT_REFERENCE_ERRORS,
} from './payment-reference.ts';

describe('the payment reference', () => {
  it('takes letters, digits and dashes up to 64, trimmed; empty means none', () => {
    expect(paymentReferenceSchema.parse(' 412345678901 ')).toBe('412345678901');
    expect(paymentReferenceSchema.parse('HDFC-N123-45')).toBe('HDFC-N123-45');
    expect(paymentReferenceSchema.parse('')).toBe('');
    expect(paymentReferenceSchema.parse('A'.repeat(64))).toHaveLength(64);
    expect(paymentReferenceSchema.safeParse('A'.repeat(65)).error?.issues[0]?.message).toBe(
      PAYMENT_REFERENCE_ERRORS.tooLong,
    );
    for (const bad of ['UTR 123', 'x/y', '12_34', '<b>']) {
      expect(paymentReferenceSchema.safeParse(bad).error?.issues[0]?.message).toBe(
        PAYMENT_REFERENCE_ERRORS.shape,
      );
    }
  });

  it.each([
    ['412345678901', '41••••••••01'],
    ['UTR-1234', 'UT••••34'],
    ['ABC1234', '•••••••'],
    ['', ''],
  ])('shows %s to the public as %s', (reference, masked) => {
    expect(maskPaymentReference(reference)).toBe(masked);
  });
});

describe('the masked userName of the payment proof page', () => {
  it.each([
    ['demo', 'de**o'],
    ['payee', 'pa**e'],
    ['rahulsharma2026', 'ra**6'],
    ['abc', 'a**'],
    ['x', 'x**'],
    ['', ''],
  ])('shows %s as %s', (userName, masked) => {
    expect(maskUserName(userName)).toBe(masked);
  });
});
