import { useId } from 'react';
import type { advertiserCampaignSchema } from '@kamao/contract/api-advertiser';
import type { z } from 'zod';
import { ActionLabel } from '../../../components/action-label';
import { Icon } from '../../../components/icon';
import { Money } from '../../../components/money';
import { formatIndianTime } from '../../../lib/indian-time';
import { useTexts } from '../../../lib/texts';
import { ADVERTISER_TEXTS } from '../advertiser-texts';

export type Campaign = z.infer<typeof advertiserCampaignSchema>;

const action =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-xl px-3 py-2 text-sm font-semibold ring-1 transition disabled:opacity-50';

/**
 * One campaign with Info, Pause or Activate, and Delete
 * (docs/product/advertiser.md#pause-activate-delete).
 */
export function CampaignCard({
  campaign,
  busy,
  onInfo,
  onToggle,
  onDelete,
}: {
  campaign: Campaign;
  busy: boolean;
  onInfo: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const T = useTexts(ADVERTISER_TEXTS);
  const titleId = useId();
  const infoId = useId();
  const toggleId = useId();
  const deleteId = useId();
  const active = campaign.status === 'active';
  const total = campaign.step_3_total_views;
  const done = Math.min(campaign.completed_total_views, total);
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <li className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-2">
        <h3
          id={titleId}
          className="min-w-0 font-semibold break-words text-slate-900"
          translate="no"
        >
          {campaign.step_2_title}
        </h3>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${
            active
              ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
              : 'bg-amber-50 text-amber-800 ring-amber-200'
          }`}
        >
          {T.statusLabels[campaign.status]}
        </span>
      </div>
      <p className="mt-1 line-clamp-2 text-sm break-words text-slate-600" translate="no">
        {campaign.step_2_description}
      </p>
      <p className="mt-2 flex flex-wrap gap-2 text-xs">
        <span className="rounded-full bg-indigo-50 px-2 py-0.5 font-medium text-indigo-800">
          {T.typeLabels[campaign.campaignType]}
        </span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
          {T.seconds(campaign.step_3_duration_for_user)}
        </span>
      </p>
      <div className="mt-3">
        <div className="flex justify-between text-xs text-slate-600">
          <span>{T.views}</span>
          <span className="tabular-nums">
            {done} / {total}
          </span>
        </div>
        <div
          className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-label={T.views}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
        >
          <div className="h-full rounded-full bg-emerald-500" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-500">{T.spend}</dt>
          <dd className="font-semibold text-slate-900">
            <Money amount={campaign.spend} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{T.budget}</dt>
          <dd className="font-semibold text-slate-900">
            <Money amount={campaign.step_4_subTotal} />
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-500">
        {T.created}: <time dateTime={campaign.time}>{formatIndianTime(campaign.time)}</time>
      </p>
      <div className="mt-auto flex gap-2 pt-4">
        <button
          type="button"
          onClick={onInfo}
          aria-labelledby={`${infoId} ${titleId}`}
          className={`${action} text-slate-700 ring-slate-300 hover:bg-slate-50`}
        >
          <Icon name="eye" className="size-4" />
          {T.info}
        </button>
        <ActionLabel id={infoId} action={T.info} />
        <button
          type="button"
          onClick={onToggle}
          aria-labelledby={`${toggleId} ${titleId}`}
          disabled={busy}
          className={`${action} ${
            active
              ? 'text-amber-800 ring-amber-300 hover:bg-amber-50'
              : 'text-emerald-800 ring-emerald-300 hover:bg-emerald-50'
          }`}
        >
          {active ? T.pause : T.activate}
        </button>
        <ActionLabel id={toggleId} action={active ? T.pause : T.activate} />
        <button
          type="button"
          onClick={onDelete}
          aria-labelledby={`${deleteId} ${titleId}`}
          disabled={busy}
          className={`${action} text-rose-700 ring-rose-300 hover:bg-rose-50`}
        >
          {T.delete}
        </button>
        <ActionLabel id={deleteId} action={T.delete} />
      </div>
    </li>
  );
}
