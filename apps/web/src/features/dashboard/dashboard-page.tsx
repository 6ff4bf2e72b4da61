import { pagePaths } from '@kamao/contract/page-paths';
import {
  ANNOUNCEMENT_LIST_CLASSES as LIST,
  FIRST_STEP_CLASSES as STEP,
} from '@kamao/contract/first-paint-slots';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { Icon } from '../../components/icon';
import { Money } from '../../components/money';
import { QueryBoundary } from '../../components/query-boundary';
import { SafeHtml } from '../../components/safe-html';
import {
  ANNOUNCEMENTS_CARD,
  ANNOUNCEMENTS_HEADING,
  DashboardSkeleton,
  TILE,
  TILE_GRID,
} from './dashboard-skeleton';
import { useLogout } from '../../lib/auth';
import { formatIndianTime } from '../../lib/indian-time';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDashboard, type DashboardData } from './api/dashboard';
import { DailyEarnings } from './daily-earnings';
import { useTexts } from '../../lib/texts';
import { DASHBOARD_TEXTS, EARNING_TILES } from './dashboard-texts';

/**
 * /member/dashboard (docs/product/dashboard.md#what-a-member-sees): title 'Dashboard' with its own
 * LogOut button (the confirm dialog of the member menu's LogOut; on a phone the menu is
 * folded away), this month's income per source, announcements and the daily earnings.
 */
export function DashboardPage() {
  const T = useTexts(DASHBOARD_TEXTS);
  useDocumentTitle(T.title);
  const dashboard = useDashboard();
  const { logout, isPending } = useLogout();

  return (
    <section className="w-full max-w-5xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{T.title}</h1>
        <button
          type="button"
          onClick={() => void logout()}
          disabled={isPending}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-white px-4 py-2 text-sm font-semibold text-rose-700 shadow-sm ring-1 ring-rose-200 hover:bg-rose-50 focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none disabled:opacity-60"
        >
          <Icon name="logout" className="size-5" />
          {T.logout}
        </button>
      </div>
      <QueryBoundary
        query={dashboard}
        loading={<DashboardSkeleton />}
        errorText={T.loadFailed}
        serverMessage
      >
        {(data) => <Dashboard data={data} />}
      </QueryBoundary>
    </section>
  );
}

/** A member who has earned nothing yet, in any month: the dashboard shows them where to start. */
const hasNeverEarned = (data: DashboardData) =>
  data.user_date_records.length === 0 &&
  data.user_month_records.every((month) =>
    Object.values(month.earningSources).every((source) => source.income === 0),
  );

function Dashboard({ data }: { data: DashboardData }) {
  const T = useTexts(DASHBOARD_TEXTS);
  const thisMonth = data.user_month_records[0]?.earningSources;
  return (
    <>
      {hasNeverEarned(data) ? <FirstStep /> : null}
      {data.userDebtAmount ? (
        <div
          role="status"
          className="rounded-2xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200 sm:flex sm:items-center sm:justify-between sm:gap-6"
        >
          <div>
            <h2 className="font-semibold">{T.debtTitle}</h2>
            <p className="mt-1 text-sm">{T.debtExplained}</p>
          </div>
          <Money amount={data.userDebtAmount} className="mt-2 block text-xl font-bold sm:mt-0" />
        </div>
      ) : null}

      <div>
        <h2 className="sr-only">{T.thisMonth}</h2>
        <ul className={TILE_GRID}>
          {EARNING_TILES.map((tile) => (
            <li key={tile.source}>
              <Link
                to={tile.to}
                className={`${TILE} transition hover:-translate-y-0.5 hover:ring-emerald-300 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none`}
              >
                <span className="block text-sm text-slate-500">{T.tiles[tile.source]}</span>
                <Money
                  amount={thisMonth?.[tile.source].income ?? 0}
                  className="mt-1 block text-lg font-bold text-emerald-700"
                />
              </Link>
            </li>
          ))}
        </ul>
      </div>

      <div className={ANNOUNCEMENTS_CARD}>
        <h2 className={ANNOUNCEMENTS_HEADING}>{T.announcements}</h2>
        {data.other_data_announcementsArray.length === 0 ? (
          <EmptyState look="inline" className="mt-2">
            {T.noAnnouncements}
          </EmptyState>
        ) : (
          <ul className={LIST.list}>
            {data.other_data_announcementsArray.map((item, index) => (
              <li key={`${item.announcementTime}-${index}`} className={LIST.item}>
                <p className={LIST.time}>
                  <time dateTime={item.announcementTime}>
                    {formatIndianTime(item.announcementTime)}
                  </time>
                </p>
                <SafeHtml html={item.announcementMessage} className={LIST.message} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <DailyEarnings data={data} />
    </>
  );
}

/**
 * The first way to earn (the member menu's first earning page), for a member new to the site; the
 * server paints the same card with the page (apps/server/src/modules/dashboard/painted-first-step.ts).
 */
function FirstStep() {
  const T = useTexts(DASHBOARD_TEXTS);
  return (
    <div className={STEP.card}>
      <div>
        <h2 className={STEP.title}>{T.firstStepTitle}</h2>
        <p className={STEP.text}>{T.firstStepText}</p>
      </div>
      <Link to={pagePaths.ptcAds} className={STEP.action}>
        {T.firstStepAction}
      </Link>
    </div>
  );
}
