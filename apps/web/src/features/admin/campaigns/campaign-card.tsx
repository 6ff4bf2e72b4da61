import type { AdminCampaign, AdminCampaignStatus } from '@kamao/contract/admin/campaigns';
import { formatIndianTime } from '../../../lib/indian-time';
import { Money } from '../../../components/money';
import { buttons } from '../buttons';
import { useCampaignActions } from './use-campaign-actions';

const STATUS_STYLE: Record<AdminCampaignStatus, string> = {
  active: 'bg-emerald-100 text-emerald-800',
  paused: 'bg-amber-100 text-amber-800',
  completed: 'bg-indigo-100 text-indigo-800',
  deleted: 'bg-slate-100 text-slate-600',
};

const HOST_PROBLEMS = {
  private: 'a private network: viewers cannot reach it',
  blocked: 'on your blocked hosts list',
} as const;

/** One campaign: what it is, how far it ran, what it cost, and its buttons. */
export function CampaignCard({ campaign: c }: { campaign: AdminCampaign }) {
  const { busy, act } = useCampaignActions(c);

  return (
    <li className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900 wrap-anywhere">{c.title}</p>
          <p className="text-slate-600 wrap-anywhere">
            {c.type} · {c.durationSeconds} s · by {c.ownerUserName ?? '—'}
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[c.status]}`}
        >
          {c.awaitingReview ? 'waiting for review' : c.status}
          {c.pausedByOperator && !c.awaitingReview ? ' · held' : ''}
        </span>
      </div>
      {c.host && (
        <p className={c.hostProblem ? 'font-semibold text-rose-700' : 'text-slate-700'}>
          Host: <span translate="no">{c.host}</span>
          {c.hostProblem ? ` · ${HOST_PROBLEMS[c.hostProblem]}` : ''}
        </p>
      )}
      <a
        href={c.url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="truncate text-emerald-800 underline"
      >
        {c.url}
      </a>
      <p className="text-slate-700">
        {c.completedViews} of {c.totalViews} views · <Money amount={c.pricePerView} /> per view (
        <Money amount={c.rewardPerView} /> to the viewer) · paid <Money amount={c.subtotal} />
      </p>
      <p className="text-xs text-slate-500">
        Every {c.intervalHours} h per member
        {c.dailyLimit ? ` · at most ${c.dailyLimit} a day` : ''} · created{' '}
        {formatIndianTime(c.createdAt)}
      </p>
      {c.awaitingReview && c.status === 'paused' && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttons.primary}
            disabled={busy}
            onClick={() => void act('approve')}
            aria-label={`Approve ${c.title}`}
          >
            Approve
          </button>
          <button
            type="button"
            className={buttons.danger}
            disabled={busy}
            onClick={() => void act('refuse')}
            aria-label={`Refuse ${c.title}`}
          >
            Refuse
          </button>
        </div>
      )}
      {c.status !== 'deleted' && !c.awaitingReview && (
        <div className="flex flex-wrap gap-2">
          {c.status === 'active' && (
            <button
              type="button"
              className={buttons.secondary}
              disabled={busy}
              onClick={() => void act('pause')}
            >
              Pause
            </button>
          )}
          {c.status === 'paused' && (
            <button
              type="button"
              className={buttons.secondary}
              disabled={busy}
              onClick={() => void act('activate')}
            >
              Activate
            </button>
          )}
          <button
            type="button"
            className={buttons.danger}
            disabled={busy}
            onClick={() => void act('remove')}
            aria-label={`Remove ${c.title}`}
          >
            Remove
          </button>
        </div>
      )}
    </li>
  );
}
