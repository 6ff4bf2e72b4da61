import { formatRupees } from '@kamao/contract/money';
import { useState } from 'react';
import { chartSlots, rupeeTicks, type ChartSlot } from './daily-chart-scale';
import { useTexts } from '../../lib/texts';
import { DASHBOARD_TEXTS } from './dashboard-texts';
import { columns, DayAxis, RupeeAxis } from './daily-chart-axes';

/**
 * One month's daily totals as a bar chart: a column per day of the month (a single day of data
 * is one narrow bar, a full month fits at 390 px with every 5th day labelled), a rupee axis with
 * round ticks, and a line above the chart naming the chosen day and its total. A tap, a click or
 * a mouse over a column chooses the nearest day with earnings, so the values read on touch too.
 * For assistive technology the chart is an image whose label sums it up; the table below it
 * carries every day.
 */
export function DailyChart({
  label,
  days,
}: {
  label: string;
  days: ReadonlyArray<{ date: string; total: number }>;
}) {
  const T = useTexts(DASHBOARD_TEXTS);
  const slots = chartSlots(days);
  const withData = slots.flatMap((slot, index) => (slot.milli === null ? [] : [index]));
  const [chosen, setChosen] = useState<number | null>(null);
  if (withData.length === 0) return null;

  const max = slots.reduce(
    (a, slot) => (slot.milli !== null && slot.milli > a ? slot.milli : a),
    0n,
  );
  const ticks = rupeeTicks(max);
  const top = ticks.at(-1)!;
  const percent = (milli: bigint) => (Number(milli) / Number(top)) * 100;
  // The chosen day, else the newest day with earnings.
  const shown = chosen !== null && slots[chosen]?.milli != null ? chosen : withData.at(-1)!;
  const choose = (index: number) =>
    setChosen(withData.reduce((a, b) => (Math.abs(b - index) < Math.abs(a - index) ? b : a)));

  return (
    <figure className="space-y-2">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span data-testid="chart-readout" className="text-slate-600">
          {slots[shown]!.name}:{' '}
          <strong className="text-emerald-700 tabular-nums">
            {formatRupees(slots[shown]!.milli!)}
          </strong>
        </span>
      </figcaption>
      <div role="img" aria-label={summaryOf(T, label, slots, withData, max)}>
        <p className="text-xs text-slate-500">{T.chartRupeeAxis}</p>
        <div className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] grid-rows-[10rem_auto]">
          <RupeeAxis ticks={ticks} percent={percent} />
          <div className="relative border-b border-l border-slate-300">
            {ticks.slice(1).map((tick) => (
              <div
                key={String(tick)}
                className="absolute inset-x-0 border-t border-dashed border-slate-200"
                style={{ bottom: `${percent(tick)}%` }}
              />
            ))}
            <div className="absolute inset-0 grid" style={columns(slots.length)}>
              {slots.map((slot, index) => (
                <div
                  key={index}
                  title={
                    slot.milli === null ? slot.name : `${slot.name}: ${formatRupees(slot.milli)}`
                  }
                  onPointerDown={() => choose(index)}
                  onPointerEnter={(event) => {
                    if (event.pointerType === 'mouse') choose(index);
                  }}
                  className="flex h-full cursor-pointer items-end justify-center"
                >
                  {slot.milli ? (
                    <Bar slot={slot} height={percent(slot.milli)} on={index === shown} />
                  ) : null}
                </div>
              ))}
            </div>
          </div>
          <DayAxis slots={slots} />
        </div>
        <p className="mt-1 text-center text-xs text-slate-500">{T.chartDayAxis}</p>
      </div>
    </figure>
  );
}

function Bar({ slot, height, on }: { slot: ChartSlot; height: number; on: boolean }) {
  return (
    <div
      data-testid="chart-bar"
      data-day={slot.tick}
      className={`w-3/4 max-w-6 rounded-t-sm ${on ? 'bg-emerald-700' : 'bg-emerald-500'}`}
      // A tiny day beside a big one still shows.
      style={{ height: `${height}%`, minHeight: '2px' }}
    />
  );
}

function summaryOf(
  T: typeof DASHBOARD_TEXTS.en,
  label: string,
  slots: ChartSlot[],
  withData: number[],
  max: bigint,
): string {
  let total = 0n;
  for (const index of withData) total += slots[index]!.milli!;
  const best = slots.find((slot) => slot.milli === max)!;
  return T.chartSummary(label, withData.length, formatRupees(total), formatRupees(max), best.name);
}
