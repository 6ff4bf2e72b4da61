import { abbreviateNumber } from '@kamao/contract/format';
import { useRef } from 'react';
import { Icon, type IconName } from '../../../components/icon';
import { Skeleton } from '../../../components/skeleton';
import { useWebStatistics, type WebStatistics } from '../api/web-statistics';
import { useTexts } from '../../../lib/texts';
import { SITE_TEXTS } from '../site-texts';
import { useCountUp, useSeenOnce } from './use-count-up';

/** The four figures; label names the figure's text among the site's statistics texts. */
const FIGURES: {
  key: keyof WebStatistics;
  label: Exclude<keyof typeof SITE_TEXTS.en.statistics, 'title'>;
  icon: IconName;
  rupees?: boolean;
}[] = [
  { key: 'users', label: 'users', icon: 'users' },
  { key: 'completedTasks', label: 'completedTasks', icon: 'tasks' },
  { key: 'visitorsLast30Days', label: 'visitors', icon: 'eye' },
  { key: 'totalWithdrawn', label: 'withdrawn', icon: 'wallet', rupees: true },
];

/**
 * The live statistics (docs/product/site-and-pages.md#home-page): members, completed tasks,
 * visitors in the last 30 days and the total withdrawn, counted up when they come into view, with
 * K/M/B. Hidden when the figures cannot be loaded.
 */
export function LiveStatistics() {
  const t = useTexts(SITE_TEXTS).statistics;
  const statistics = useWebStatistics();
  const holder = useRef<HTMLDivElement>(null);
  const seen = useSeenOnce(holder);
  if (statistics.isError) return null;

  return (
    <section aria-labelledby="stats-title" className="mx-auto max-w-7xl px-4 pt-10">
      <h2 id="stats-title" className="sr-only">
        {t.title}
      </h2>
      <div ref={holder} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {FIGURES.map((figure) => (
          <div
            key={figure.key}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <span className="grid size-9 place-items-center rounded-xl bg-indigo-50 text-indigo-700">
              <Icon name={figure.icon} className="size-5" />
            </span>
            {statistics.data ? (
              <Figure
                target={statistics.data[figure.key]}
                start={seen}
                rupees={figure.rupees ?? false}
                label={t[figure.label]}
                testId={`statistic-${figure.key}`}
              />
            ) : (
              <>
                <Skeleton className="mt-3 h-8 w-20" />
                <p className="mt-1 text-sm text-slate-600">{t[figure.label]}</p>
              </>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}

function Figure({
  target,
  start,
  rupees,
  label,
  testId,
}: {
  target: number;
  start: boolean;
  rupees: boolean;
  label: string;
  testId: string;
}) {
  const value = useCountUp(target, start);
  const text = (amount: number) => (rupees ? '₹' : '') + abbreviateNumber(amount);
  return (
    <>
      {/* Screen readers get the final figure once, not fifty updates. */}
      <p
        aria-hidden="true"
        className="mt-3 text-2xl font-extrabold tracking-tight text-slate-900 tabular-nums sm:text-3xl"
        data-testid={testId}
      >
        {text(value)}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <span className="sr-only">{text(target)} </span>
        {label}
      </p>
    </>
  );
}
