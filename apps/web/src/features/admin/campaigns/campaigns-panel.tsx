import { useId, useState } from 'react';
import {
  ADMIN_CAMPAIGN_STATUSES,
  campaignAdminRoutes,
  type AdminCampaign,
  type AdminCampaignStatus,
} from '@kamao/contract/admin/campaigns';
import { CAMPAIGN_TYPES, type CampaignType } from '@kamao/contract/constants';
import { formatRupees } from '@kamao/contract/money';
import { errorMessageOf } from '../../../lib/api-client';
import { formatIndianTime } from '../../../lib/indian-time';
import { toastError, toastSuccess } from '../../../lib/toast';
import { Money } from '../../../components/money';
import { Pager } from '../../../components/pager';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { buttons } from '../buttons';
import { confirmDestructive } from '../confirm-destructive';
import { pendingOrFailed } from '../query-state';

const field = 'w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm';
const STATUS_STYLE: Record<AdminCampaignStatus, string> = {
  active: 'bg-emerald-100 text-emerald-800',
  paused: 'bg-amber-100 text-amber-800',
  completed: 'bg-indigo-100 text-indigo-800',
  deleted: 'bg-slate-100 text-slate-600',
};

interface Filters {
  /** '' for all. */
  status: AdminCampaignStatus | '';
  type: CampaignType | '';
  owner: string;
}

/** The option chosen in a filter's select: one of the choices, or '' for all. */
const chosen = <T extends string>(choices: readonly T[], value: string): T | '' =>
  choices.find((choice) => choice === value) ?? '';

/**
 * Every member's campaigns (docs/product/advertiser.md#operator): find one by status, type or
 * owner, and pause, activate or remove it; removing refunds the unviewed budget to the owner's
 * deposit.
 */
export function CampaignsPanel() {
  const ids = { status: useId(), type: useId(), owner: useId() };
  const [draft, setDraft] = useState<Filters>({ status: '', type: '', owner: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState(1);
  const list = useAdminQuery(campaignAdminRoutes.campaignList, {
    query: {
      status: filters.status || undefined,
      type: filters.type || undefined,
      owner: filters.owner || undefined,
      page,
    },
  });
  const campaigns = list.data?.campaigns ?? [];
  const pageCount = list.data ? Math.ceil(list.data.total / list.data.pageSize) : 0;

  return (
    <section aria-labelledby="campaigns-title" className="grid gap-4">
      <h2 id="campaigns-title" className="text-lg font-bold text-slate-900">
        Campaigns{' '}
        {list.data && (
          <span className="text-sm font-normal text-slate-500">({list.data.total})</span>
        )}
      </h2>
      <form
        aria-label="Filter campaigns"
        className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-4"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ ...draft, owner: draft.owner.trim() });
          setPage(1);
        }}
      >
        <label htmlFor={ids.status} className="grid gap-1 text-xs font-semibold text-slate-600">
          Status
          <select
            id={ids.status}
            className={field}
            value={draft.status}
            onChange={(e) =>
              setDraft({ ...draft, status: chosen(ADMIN_CAMPAIGN_STATUSES, e.target.value) })
            }
          >
            <option value="">All</option>
            {ADMIN_CAMPAIGN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.type} className="grid gap-1 text-xs font-semibold text-slate-600">
          Type
          <select
            id={ids.type}
            className={field}
            value={draft.type}
            onChange={(e) => setDraft({ ...draft, type: chosen(CAMPAIGN_TYPES, e.target.value) })}
          >
            <option value="">All</option>
            {CAMPAIGN_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.owner} className="grid gap-1 text-xs font-semibold text-slate-600">
          Owner
          <input
            id={ids.owner}
            type="search"
            className={field}
            placeholder="userName or e-mail"
            value={draft.owner}
            onChange={(e) => setDraft({ ...draft, owner: e.target.value })}
          />
        </label>
        <div className="flex items-end">
          <button type="submit" className={`${buttons.primary} w-full`}>
            Filter
          </button>
        </div>
      </form>

      {pendingOrFailed(list) ??
        (campaigns.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-500">
            No campaigns match these filters.
          </p>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2" aria-label="Campaigns">
            {campaigns.map((c) => (
              <CampaignCard key={c.id} campaign={c} />
            ))}
          </ul>
        ))}
      <Pager page={page} pageCount={pageCount} onPageChange={setPage} />
    </section>
  );
}

function CampaignCard({ campaign: c }: { campaign: AdminCampaign }) {
  const pause = useAdminMutation(campaignAdminRoutes.campaignPause);
  const activate = useAdminMutation(campaignAdminRoutes.campaignActivate);
  const remove = useAdminMutation(campaignAdminRoutes.campaignRemove);
  const busy = pause.isPending || activate.isPending || remove.isPending;
  const act = async (action: 'pause' | 'activate' | 'remove') => {
    if (action === 'remove') {
      const sure = await confirmDestructive({
        action: 'Remove',
        thing: `“${c.title}”`,
        consequence: `Its unviewed budget goes back to ${c.ownerUserName ?? 'the owner'}'s deposit wallet.`,
      });
      if (!sure) return;
    }
    try {
      const write = { pause, activate, remove }[action];
      const answer = await write.mutateAsync({ params: { id: c.id } });
      await toastSuccess(
        action === 'remove'
          ? `Removed; ${formatRupees(answer.refunded)} refunded.`
          : `Campaign ${answer.campaign.status}.`,
      );
    } catch (error) {
      await toastError(errorMessageOf(error, 'Something went wrong, please try again.'));
    }
  };

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
          {c.status}
          {c.pausedByOperator ? ' · held' : ''}
        </span>
      </div>
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
      {c.status !== 'deleted' && (
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
