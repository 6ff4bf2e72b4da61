import { describe, expect, it } from 'vitest';
import {
  abbreviateNumber,
  formatCountdown,
  formatDuration,
  parseAbbreviatedNumber,
  referralRatePercent,
} from './format.ts';

describe('formatDuration', () => {
  it.each([
    [0, '00'],
    [-5, '00'],
    [Number.NaN, '00'],
    [Infinity, '00'],
    [0.4, '00'],
    [1, '01'],
    [5, '05'],
    [59.9, '59'],
    [60, '01:00'],
    [65, '01:05'],
    [599, '09:59'],
    [3599, '59:59'],
    [3600, '01:00:00'],
    [3665, '01:01:05'],
    [86_399, '23:59:59'],
    [360_000, '100:00:00'],
  ])('shows %s seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('formatCountdown', () => {
  it.each([
    [3_723_000, '1h 2m 3s'],
    [3_600_000, '1h 0m 0s'],
    [3_605_000, '1h 0m 5s'],
    [62_000, '1m 2s'],
    [120_000, '2m 0s'],
    [59_000, '59s'],
    [1000, '1s'],
    [1, '1s'],
    [59_001, '1m 0s'],
    [0, '0s'],
    [-2000, '0s'],
    [Number.NaN, '0s'],
    [90_000_000, '25h 0m 0s'],
  ])('shows %s ms left as %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });

  it('takes another language’s unit words, with a gap before each', () => {
    const units = { hours: 'घंटे', minutes: 'मिनट', seconds: 'सेकंड', gap: ' ' };
    expect(formatCountdown(3_723_000, units)).toBe('1 घंटे 2 मिनट 3 सेकंड');
    expect(formatCountdown(120_000, units)).toBe('2 मिनट 0 सेकंड');
    expect(formatCountdown(0, units)).toBe('0 सेकंड');
  });
});

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [12.345, '12.35'],
    [999.994, '999.99'],
    [999.995, '1K'],
    [1000, '1K'],
    [1500, '1.5K'],
    [1005, '1.01K'],
    [1004, '1K'],
    [12_345, '12.35K'],
    [999_999, '1M'],
    [2_000_000, '2M'],
    [1_234_567, '1.23M'],
    [1_234_567_890, '1.23B'],
    [999_999_999, '1B'],
    [1.5e12, '1500B'],
    [-1500, '-1.5K'],
    [-0.001, '0'],
    [Number.NaN, '0'],
    [Infinity, '0'],
  ])('abbreviates %s as %s', (value, text) => {
    expect(abbreviateNumber(value)).toBe(text);
  });
});

describe('parseAbbreviatedNumber', () => {
  it.each([
    ['1.5K', 1500],
    ['2M', 2_000_000],
    ['1.23B', 1_230_000_000],
    ['0.1k', 100],
    [' 999 ', 999],
    ['12,345', 12_345],
    ['-2.5K', -2500],
    [42, 42],
  ])('reads %s as %s', (text, value) => {
    expect(parseAbbreviatedNumber(text)).toBe(value);
  });

  it.each(['', 'abc', '1.5X', '1e3', '1.2.3K', 'K'])('refuses %j', (text) => {
    expect(parseAbbreviatedNumber(text)).toBeNull();
  });

  it('refuses numbers that are not finite', () => {
    expect(parseAbbreviatedNumber(Number.NaN)).toBeNull();
  });

  it('round-trips what abbreviateNumber shows for counts', () => {
    for (const value of [999, 1500, 2_000_000, 1_230_000_000]) {
      expect(parseAbbreviatedNumber(abbreviateNumber(value))).toBe(value);
    }
  });
});

describe('referralRatePercent', () => {
  it.each([
    [0.1, 10],
    [0.07, 7],
    [0.125, 12.5],
    [0, 0],
    [1, 100],
    [Number.NaN, 0],
  ])('shows rate %s as %s %%', (rate, percent) => {
    expect(referralRatePercent(rate)).toBe(percent);
  });
});
