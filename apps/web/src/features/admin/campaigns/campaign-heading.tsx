import type { AdminCampaign, AdminCampaignStatus } from '@kamao/contract/admin/campaigns';

const STATUS_STYLE: Record<AdminCampaignStatus, string> = {
  active: 'bg-emerald-100 text-emerald-800',
  paused: 'bg-amber-100 text-amber-800',
  completed: 'bg-indigo-100 text-indigo-800',
  deleted: 'bg-slate-100 text-slate-600',
};

/** A campaign's title, kind, length and owner, with its status (or review) as a badge. */
export function CampaignHeading({ campaign: c }: { campaign: AdminCampaign }) {
  return (
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
  );
}
