import { describe, expect, it } from 'vitest';
import { formatAmount, formatRupees, milliToRupees, rupeesToMilli } from './money';

describe('rupee conversion', () => {
  it.each([
    [0.1, 100n],
    [0.2, 200n],
    [0.3, 300n],
    [12.345, 12345n],
    [1e9, 1_000_000_000_000n],
    [0, 0n],
    [-4.5, -4500n],
  ])('converts %s rupees exactly to %s milli-rupees and back', (rupees, milli) => {
    expect(rupeesToMilli(rupees)).toBe(milli);
    expect(milliToRupees(milli)).toBe(rupees);
    expect(JSON.stringify(milliToRupees(milli))).toBe(JSON.stringify(rupees));
  });

  it('adds 0.1 and 0.2 to exactly 0.3 through milli-rupees', () => {
    expect(milliToRupees(rupeesToMilli(0.1) + rupeesToMilli(0.2))).toBe(0.3);
  });

  it.each([0.0001, 1 / 3, Number.NaN, Infinity, 1e16])('refuses %s', (value) => {
    expect(() => rupeesToMilli(value)).toThrow();
  });

  it('parses decimal strings exactly', () => {
    expect(rupeesToMilli('12.345')).toBe(12345n);
    expect(rupeesToMilli('7')).toBe(7000n);
    expect(rupeesToMilli('0.5')).toBe(500n);
    expect(() => rupeesToMilli('1e3')).toThrow();
    expect(() => rupeesToMilli('1.2345')).toThrow();
  });
});

describe('money formatting', () => {
  it('shows 3 decimals by default and 2 where asked', () => {
    expect(formatRupees(0)).toBe('₹0.000');
    expect(formatRupees(12.3)).toBe('₹12.300');
    expect(formatRupees(1.005, 2)).toBe('₹1.01');
    expect(formatRupees(123456.789, 2)).toBe('₹123456.79');
    expect(formatAmount(-0.0004 as number, 3)).toBe('0.000');
    expect(formatAmount(250000n)).toBe('250.000');
  });
});
