import { formatRupees } from '@kamao/contract/money';
import type { ChartSlot } from './daily-chart-scale';

/** The chart's columns: one per day of the month, all as wide. */
export const columns = (count: number) => ({
  gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`,
});

/** The rupee axis: its round ticks, each at its height (`percent`) of the chart's top tick. */
export function RupeeAxis({
  ticks,
  percent,
}: {
  ticks: readonly bigint[];
  percent: (milli: bigint) => number;
}) {
  return (
    <div className="relative pr-1.5 text-right text-[10px] leading-none text-slate-500 tabular-nums">
      {/* In the flow only to size the column to the longest tick. */}
      <span className="invisible">{formatRupees(ticks.at(-1)!)}</span>
      {ticks.map((tick) => (
        <span
          key={String(tick)}
          className="absolute right-1.5 translate-y-1/2"
          style={{ bottom: `${percent(tick)}%` }}
        >
          {formatRupees(tick)}
        </span>
      ))}
    </div>
  );
}

/** The day axis under the columns: every labelled day's number. */
export function DayAxis({ slots }: { slots: readonly ChartSlot[] }) {
  return (
    <div
      className="col-start-2 grid pt-1 text-[10px] leading-none text-slate-500"
      style={columns(slots.length)}
    >
      {slots.map((slot, index) => (
        <span key={index} className="flex justify-center whitespace-nowrap">
          {slot.labelled ? slot.tick : ''}
        </span>
      ))}
    </div>
  );
}
