import { describe, expect, test } from 'vitest';
import { dayAndMonth, formatIndianDate, formatIndianTime, monthAndYear } from './indian-time';

describe('formatIndianTime', () => {
  test('a moment reads as day, short month, year and the time in India', () => {
    expect(formatIndianTime('2026-11-23T04:30:00.000Z')).toBe('23 Nov 2026, 10:00 am');
    expect(formatIndianTime('2026-11-22T16:45:00.000Z')).toBe('22 Nov 2026, 10:15 pm');
  });

  test('text that is not a time is shown as it is', () => {
    expect(formatIndianTime('soon')).toBe('soon');
  });
});

describe('formatIndianDate', () => {
  test('a calendar day reads as that day, whatever the zone', () => {
    expect(formatIndianDate('2026-11-25')).toBe('25 Nov 2026');
    expect(formatIndianDate('2026-01-01')).toBe('01 Jan 2026');
    expect(formatIndianDate('2026-12-31')).toBe('31 Dec 2026');
  });

  test('a moment reads as its day in India', () => {
    expect(formatIndianDate('2026-11-23T04:30:00.000Z')).toBe('23 Nov 2026');
    // 20:00 UTC is already 01:30 the next morning in India.
    expect(formatIndianDate('2026-11-24T20:00:00.000Z')).toBe('25 Nov 2026');
  });

  test('text that is not a date is shown as it is', () => {
    expect(formatIndianDate('22/11')).toBe('22/11');
    expect(formatIndianDate('')).toBe('');
  });
});

describe('in Hindi', () => {
  test('months are Hindi and the clock runs to 24 hours, so no Latin am/pm is left', async () => {
    const { i18next } = await import('./i18n');
    await i18next.changeLanguage('hi');
    try {
      expect(formatIndianTime('2026-11-22T16:45:00.000Z')).toBe('22 नव॰ 2026, 22:15');
      expect(formatIndianDate('2026-11-25')).toBe('25 नव॰ 2026');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});

describe('the same words and figures as Intl, for every month and hour', () => {
  // The formats written out in indian-time.ts, against ICU's own.
  const intlOf = (locale: string, withTime: boolean) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      ...(withTime
        ? { hour: '2-digit', minute: '2-digit', hourCycle: locale === 'hi-IN' ? 'h23' : 'h12' }
        : {}),
    } as const);

  test.each([
    ['en', 'en-IN'],
    ['hi', 'hi-IN'],
  ])('in %s', async (language, locale) => {
    const { i18next } = await import('./i18n');
    await i18next.changeLanguage(language);
    try {
      const moment = intlOf(locale, true);
      const day = intlOf(locale, false);
      for (let month = 0; month < 12; month += 1) {
        for (const hour of [0, 5, 6, 7, 11, 12, 18, 19, 23]) {
          // Every hour of India's clock across the day boundary, minutes included.
          const instant = new Date(Date.UTC(2026, month, 28, hour, 7 + month));
          const iso = instant.toISOString();
          expect(formatIndianTime(iso)).toBe(moment.format(instant));
          expect(formatIndianDate(iso)).toBe(day.format(instant));
        }
        // The dashboard's month picker and its chart's day names.
        const first = Date.UTC(2026, month, 1);
        expect(monthAndYear(2026, month)).toBe(
          new Intl.DateTimeFormat(locale, {
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          }).format(first),
        );
        expect(dayAndMonth(9, month)).toBe(
          new Intl.DateTimeFormat(locale, {
            day: 'numeric',
            month: 'short',
            timeZone: 'UTC',
          }).format(Date.UTC(2026, month, 9)),
        );
      }
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
