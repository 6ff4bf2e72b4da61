import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatAmount } from '@kamao/contract/money';

export interface DaySeries {
  label: string;
  color: string;
  /** Rupees, one per day. */
  values: readonly number[];
}

const HEIGHT = 260;

/**
 * A bar-less line chart of amounts per day (uPlot on a canvas), as wide as its box: it is redrawn
 * at the box's width when the box changes size, so it fits a phone as well as a desktop.
 */
export function DayChart({
  title,
  days,
  series,
}: {
  title: string;
  /** YYYY-MM-DD, oldest first. */
  days: readonly string[];
  series: readonly DaySeries[];
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const options: uPlot.Options = {
      width: element.clientWidth,
      height: HEIGHT,
      // Days are categories (their index), labelled MM-DD: no time zone can shift them.
      scales: { x: { time: false } },
      axes: [
        {
          values: (_u, splits) => splits.map((i) => days[i]?.slice(5) ?? ''),
          space: 48,
        },
        { values: (_u, splits) => splits.map((v) => formatAmount(v, 0)), size: 56 },
      ],
      // Filled markers, each the colour of its line (uPlot fills them with the area's fill).
      legend: { live: false, markers: { fill: (_u, i) => series[i - 1]?.color ?? 'transparent' } },
      cursor: { drag: { x: false, y: false } },
      series: [
        { label: 'Day' },
        ...series.map((s) => ({
          label: s.label,
          stroke: s.color,
          width: 2,
          points: { show: true, size: 4 },
        })),
      ],
    };
    const data: uPlot.AlignedData = [days.map((_, i) => i), ...series.map((s) => [...s.values])];
    const chart = new uPlot(options, data, element);
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, series]);

  return (
    <figure className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="text-sm font-semibold text-slate-700">{title}</figcaption>
      {/* The figures are in the daily table below; the canvas is a picture of them. */}
      <div ref={box} aria-hidden="true" className="w-full min-w-0" />
    </figure>
  );
}
