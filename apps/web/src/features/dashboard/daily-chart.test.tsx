import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { DailyChart } from './daily-chart';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { rupeeTicks } from './daily-chart-scale';

afterEach(cleanup);

const LABEL = 'Daily total earnings in October 2026';
const day = (n: number) => `2026-10-${String(n).padStart(2, '0')}`;

/** The days as the dashboard passes them: newest first. */
function renderChart(days: { date: string; total: number }[], label = LABEL) {
  render(<DailyChart label={label} days={days} />);
  return {
    chart: screen.getByRole('img', { name: new RegExp(`^${label}`) }),
    bars: () => screen.queryAllByTestId('chart-bar'),
    readout: () => screen.getByTestId('chart-readout').textContent,
    dayLabels: () =>
      [...document.querySelectorAll('[style*="grid-template-columns"] > span')]
        .map((span) => span.textContent)
        .filter(Boolean),
  };
}

describe('the daily earnings chart', () => {
  test('one day of data is one narrow bar among the days of its month, with its value', () => {
    const c = renderChart(
      [{ date: '2026-11-22', total: 1.5 }],
      'Daily total earnings in November 2026',
    );
    expect(c.chart.getAttribute('aria-label')).toBe(
      'Daily total earnings in November 2026: 1 day with earnings, ₹1.500 in all, the most ₹1.500 on 22 Nov.',
    );
    // A column for each of November's 30 days, so the bar takes a thirtieth of the width.
    const columns = c.chart.querySelectorAll('[style*="repeat(30, minmax(0, 1fr))"]');
    expect(columns).toHaveLength(2);
    const [bar] = c.bars();
    expect(c.bars()).toHaveLength(1);
    expect(bar!.getAttribute('data-day')).toBe('22');
    expect(bar!.style.height).toBe('100%');
    // Labelled axes: rupees with round ticks, days of the month.
    expect(screen.getByText('Total earnings (₹)')).toBeTruthy();
    expect(screen.getByText('Day of the month')).toBeTruthy();
    for (const tick of ['₹0.000', '₹0.500', '₹1.000']) expect(screen.getByText(tick)).toBeTruthy();
    expect(screen.getAllByText('₹1.500').length).toBeGreaterThan(0);
    expect(c.dayLabels()).toEqual(['1', '5', '10', '15', '20', '25', '30']);
    // The value reads without hovering: the day and its total above the chart.
    expect(c.readout()).toBe('22 Nov: ₹1.500');
    expect(screen.getByTitle('22 Nov: ₹1.500')).toBeTruthy();
  });

  test('a full month fits: 31 bars, every 5th day labelled, a tap shows that day', () => {
    const days = Array.from({ length: 31 }, (_, i) => ({ date: day(31 - i), total: (31 - i) / 4 }));
    const c = renderChart(days);
    expect(c.bars()).toHaveLength(31);
    expect(c.dayLabels()).toEqual(['1', '5', '10', '15', '20', '25', '30']);
    for (const tick of ['₹0.000', '₹2.000', '₹4.000', '₹6.000']) {
      expect(screen.getByText(tick)).toBeTruthy();
    }
    expect(screen.getAllByText('₹8.000').length).toBeGreaterThan(0);
    expect(c.chart.getAttribute('aria-label')).toBe(
      `${LABEL}: 31 days with earnings, ₹124.000 in all, the most ₹7.750 on 31 Oct.`,
    );
    // The newest day is shown first; a tap (or click) on a column shows that day.
    expect(c.readout()).toBe('31 Oct: ₹7.750');
    fireEvent.pointerDown(screen.getByTitle('10 Oct: ₹2.500'));
    expect(c.readout()).toBe('10 Oct: ₹2.500');
    const tapped = c.bars().find((bar) => bar.getAttribute('data-day') === '10')!;
    expect(tapped.className).toContain('bg-emerald-700');
  });

  test('a tap on a day without earnings shows the nearest day with some', () => {
    const c = renderChart([
      { date: day(20), total: 3 },
      { date: day(3), total: 0.001 },
    ]);
    // The smallest amount still shows as a bar beside the biggest.
    const [small, big] = c.bars().map((bar) => bar.style);
    expect(small!.height).toMatch(/^0\.03\d*%$/);
    expect(small!.minHeight).toBe('2px');
    expect(big!.height).toBe('100%');
    fireEvent.pointerDown(screen.getByTitle('5 Oct'));
    expect(c.readout()).toBe('3 Oct: ₹0.001');
  });

  test('dates of another shape still chart, in order, oldest first', () => {
    const c = renderChart([
      { date: '22/11', total: 2 },
      { date: '21/11', total: 1 },
    ]);
    expect(c.bars().map((bar) => bar.getAttribute('data-day'))).toEqual(['21/11', '22/11']);
    expect(c.dayLabels()).toEqual(['21/11', '22/11']);
    expect(c.readout()).toBe('22/11: ₹2.000');
  });
});

describe('the daily earnings chart in Hindi', () => {
  inHindi();

  test('axes, days, the readout and the text alternative are Hindi; amounts stay ₹', () => {
    const label = 'अक्टूबर 2026 में रोज़ की कुल कमाई';
    const c = renderChart(
      [
        { date: day(20), total: 3 },
        { date: day(3), total: 1 },
      ],
      label,
    );
    expect(c.chart.getAttribute('aria-label')).toBe(
      `${label}: 2 दिन कमाई हुई, कुल ₹4.000, सबसे ज़्यादा ₹3.000 20 अक्टू॰ को।`,
    );
    expect(screen.getByText('कुल कमाई (₹)')).toBeTruthy();
    expect(screen.getByText('महीने का दिन')).toBeTruthy();
    expect(c.readout()).toBe('20 अक्टू॰: ₹3.000');
    expect(screen.getByTitle('3 अक्टू॰: ₹1.000')).toBeTruthy();
    expectNoEnglish();
  });
});

describe('the rupee axis', () => {
  test('steps of 1, 2 or 5 times a power of ten, at most 4 of them, from ₹0.001', () => {
    expect(rupeeTicks(1_500n)).toEqual([0n, 500n, 1_000n, 1_500n]);
    expect(rupeeTicks(7_750n)).toEqual([0n, 2_000n, 4_000n, 6_000n, 8_000n]);
    expect(rupeeTicks(1n)).toEqual([0n, 1n]);
    expect(rupeeTicks(123_456n)).toEqual([0n, 50_000n, 100_000n, 150_000n]);
    expect(rupeeTicks(0n)).toEqual([0n, 1_000n]);
  });
});
