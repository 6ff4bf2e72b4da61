import { Money } from '../../../components/money';
import type { ShortLinkData } from '../api/short-links';
import { useTexts } from '../../../lib/texts';
import { SHORTLINK_PAGE_TEXTS } from '../shortlink-page-texts';

/**
 * The page's figures (docs/product/short-links.md#the-short-link-list): income today, links,
 * completed, pending, balance.
 */
export function ShortLinkSummary({ data }: { data: ShortLinkData }) {
  const T = useTexts(SHORTLINK_PAGE_TEXTS);
  const tiles: [string, React.ReactNode, string][] = [
    [T.todayIncome, <Money key="i" amount={data.today_shortLinkIncome} />, 'text-emerald-700'],
    [T.totalLinks, data.totalLinks, 'text-slate-900'],
    [T.completed, data.completedClick, 'text-indigo-700'],
    [T.pendingClicks, data.pendingClick, 'text-slate-900'],
    [T.pendingEarnings, <Money key="p" amount={data.pendingEarnings} />, 'text-amber-700'],
    [T.availableBalance, <Money key="b" amount={data.userAvailableBalance} />, 'text-slate-900'],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-6">
      {tiles.map(([label, value, color]) => (
        <div key={label} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
          <dt className="text-xs text-slate-500 sm:text-sm">{label}</dt>
          <dd className={`mt-1 text-lg font-bold tabular-nums ${color}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
