import { formatRupees, rupeesToMilli } from '@kamao/contract/money';

/**
 * A small bar chart of one month's daily totals, hand-rolled SVG. It is an image with a text
 * alternative (the label plus each day's amount); the table below carries the same numbers.
 */
export function DailyChart({
  label,
  days,
}: {
  label: string;
  days: ReadonlyArray<{ date: string; total: number }>;
}) {
  if (days.length === 0) return null;
  // Oldest on the left.
  const ordered = [...days].reverse();
  const milli = ordered.map((day) => rupeesToMilli(day.total));
  const max = milli.reduce((a, b) => (b > a ? b : a), 0n);
  const width = 300;
  const height = 80;
  const gap = 2;
  const barWidth = Math.max(2, (width - gap * (ordered.length - 1)) / ordered.length);
  const description = `${label}: ${ordered
    .map((day) => `${day.date} ${formatRupees(day.total, 3)}`)
    .join(', ')}`;
  return (
    <svg
      role="img"
      aria-label={description}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      className="h-24 w-full"
    >
      <title>{description}</title>
      {ordered.map((day, index) => {
        const barHeight =
          max === 0n ? 0 : Math.max(2, (Number(milli[index]) / Number(max)) * height);
        return (
          <rect
            key={`${day.date}-${index}`}
            x={index * (barWidth + gap)}
            y={height - barHeight}
            width={barWidth}
            height={barHeight}
            rx={1.5}
            className="fill-emerald-500"
          />
        );
      })}
    </svg>
  );
}
