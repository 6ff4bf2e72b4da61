import { rupeesToMilli } from '@kamao/contract/money';
import { dayAndMonth } from '../../lib/indian-time';

/** One column of the chart: a day of the month (or, for dates of another shape, one row). */
export interface ChartSlot {
  /** What the x axis writes under the column, when it writes anything. */
  tick: string;
  /** The day as a reader names it: '22 Nov', in Hindi '22 नव॰'. */
  name: string;
  /** The day's total in milli-rupees; null for a day without a row. */
  milli: bigint | null;
  /** Whether the x axis labels this column (1 and every 5th day: 31 fit at 390 px). */
  labelled: boolean;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * The columns for one month's daily rows (newest first, as the dashboard answers): every day of
 * the month when the dates are YYYY-MM-DD of one month, so a single day of data is one narrow
 * column among 30 rather than a bar the width of the chart, and the rows' own order otherwise.
 */
export function chartSlots(days: ReadonlyArray<{ date: string; total: number }>): ChartSlot[] {
  const parsed = days.map((day) => ISO_DAY.exec(day.date));
  const month = parsed[0] ? `${parsed[0][1]}-${parsed[0][2]}` : null;
  const oneMonth = month !== null && parsed.every((m) => m && `${m[1]}-${m[2]}` === month);
  if (!oneMonth) {
    const ordered = [...days].reverse();
    return ordered.map((day, index) => ({
      tick: day.date,
      name: day.date,
      milli: rupeesToMilli(day.total),
      labelled: index === 0 || index === ordered.length - 1,
    }));
  }
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const totals = new Map<number, bigint>();
  days.forEach((day, index) => {
    const dayOfMonth = Number(parsed[index]![3]);
    totals.set(dayOfMonth, (totals.get(dayOfMonth) ?? 0n) + rupeesToMilli(day.total));
  });
  return Array.from({ length }, (_, index) => {
    const dayOfMonth = index + 1;
    return {
      tick: String(dayOfMonth),
      name: dayAndMonth(dayOfMonth, monthNumber - 1),
      milli: totals.get(dayOfMonth) ?? null,
      labelled: dayOfMonth === 1 || dayOfMonth % 5 === 0,
    };
  });
}

/**
 * The rupee axis: 0 up to a round top at or above the highest day, in at most 4 equal steps of
 * 1, 2 or 5 times a power of ten (in milli-rupees, so ₹0.001 is the smallest step).
 */
export function rupeeTicks(maxMilli: bigint): bigint[] {
  if (maxMilli <= 0n) return [0n, 1000n];
  let step = 1n;
  for (;;) {
    const found = [1n, 2n, 5n].map((m) => m * step).find((s) => s * 4n >= maxMilli);
    if (found) {
      step = found;
      break;
    }
    step *= 10n;
  }
  const top = ((maxMilli + step - 1n) / step) * step;
  const ticks: bigint[] = [];
  for (let tick = 0n; tick <= top; tick += step) ticks.push(tick);
  return ticks;
}
