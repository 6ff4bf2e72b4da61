import type { AdminOverview } from '@kamao/contract/admin/overview';
import { Link } from 'react-router';
import { Money } from '../../../components/money';
import { OverviewTile, tabHref } from './overview-tile';

/** "1 withdrawal", "2 withdrawals". */
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The console's first page (docs/product/operator-console.md#overview): today's figures on the
 * Indian day, then what waits for the operator, each a link to the section that handles it.
 */
export function OverviewFigures({ overview: o }: { overview: AdminOverview }) {
  return (
    <section className="grid gap-6" aria-labelledby="overview-title">
      <h2 id="overview-title" className="text-lg font-semibold text-slate-900">
        Overview
      </h2>

      <TodayTiles overview={o} />
      <WaitingTiles overview={o} />

      <FailingList
        title="Failing shorteners"
        tab="short-links"
        items={o.failingShorteners.map((s) => ({
          id: s.id,
          name: s.name,
          why: s.offList
            ? `${s.failure} · Off the members' list; tried again every 10 minutes.`
            : s.failure,
        }))}
        none="Every enabled shortener answered its latest call."
      />
      <FailingList
        title="Failing task walls"
        tab="task-walls"
        items={o.failingOfferWalls.map((w) => ({ id: w.id, name: w.name, why: w.reason }))}
        none="Every enabled task wall's postbacks go through."
      />
    </section>
  );
}

/** Shorteners or walls that fail, with why, linked to their section; a line when none do. */
function FailingList({
  title,
  tab,
  items,
  none,
}: {
  title: string;
  tab: 'short-links' | 'task-walls';
  items: { id: string; name: string; why: string }[];
  none: string;
}) {
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold text-slate-900">
        <Link to={tabHref(tab)} className="underline hover:text-emerald-800">
          {title}
        </Link>
        {items.length > 0 ? ` (${items.length})` : null}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{none}</p>
      ) : (
        <ul aria-label={title} className="grid gap-2">
          {items.map((item) => (
            <li key={item.id} className="rounded-lg border border-rose-200 bg-rose-50 p-3 text-sm">
              <Link to={tabHref(tab)} className="font-semibold text-rose-900 underline">
                {item.name}
              </Link>
              <p className="wrap-anywhere text-rose-800">{item.why}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Today's figures on the Indian day. */
function TodayTiles({ overview: o }: { overview: AdminOverview }) {
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold text-slate-900">Today</h3>
      <ul aria-label="Today" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <OverviewTile label="Members joined" value={o.joinedToday} tab="members" />
        <OverviewTile label="Members active" value={o.activeToday} tab="members" />
        <OverviewTile
          label="Earned by members"
          value={<Money amount={o.earnedToday} decimals={2} />}
          tab="money"
        />
        <OverviewTile
          label="Paid out"
          value={<Money amount={o.paidToday.total} decimals={2} />}
          detail={counted(o.paidToday.count, 'withdrawal', 'withdrawals')}
          tab="payouts"
        />
      </ul>
    </div>
  );
}

/** What waits for the operator: queues, messages and risk alerts. */
function WaitingTiles({ overview: o }: { overview: AdminOverview }) {
  const riskAlerts = o.risk.unreviewedGroups + o.risk.membersAtHoldScore;
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold text-slate-900">Waiting for you</h3>
      <ul aria-label="Waiting for you" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <OverviewTile
          label="Pending withdrawals"
          value={o.pendingWithdrawals.count}
          detail={<Money amount={o.pendingWithdrawals.total} decimals={2} />}
          tab="payouts"
          alert={o.pendingWithdrawals.count > 0}
        />
        <OverviewTile
          label="Held withdrawals"
          value={o.heldWithdrawals.count}
          detail={<Money amount={o.heldWithdrawals.total} decimals={2} />}
          tab="payouts"
          alert={o.heldWithdrawals.count > 0}
        />
        {o.waitingForPayoutCap.count > 0 ? (
          <OverviewTile
            label="Waiting for tomorrow's payout cap"
            value={o.waitingForPayoutCap.count}
            detail={
              <>
                <Money amount={o.waitingForPayoutCap.total} decimals={2} /> · the daily cap is
                reached; they are sent after midnight (India)
              </>
            }
            tab="payouts"
            alert
          />
        ) : null}
        <OverviewTile
          label="Unanswered messages"
          value={o.unansweredMessages}
          tab="messages"
          alert={o.unansweredMessages > 0}
        />
        <OverviewTile
          label="Risk alerts"
          value={riskAlerts}
          detail={`${counted(o.risk.unreviewedGroups, 'group', 'groups')} to review · ${counted(
            o.risk.membersAtHoldScore,
            'member',
            'members',
          )} at score ${o.risk.holdScore}+`}
          tab="risk"
          alert={riskAlerts > 0}
        />
      </ul>
    </div>
  );
}
