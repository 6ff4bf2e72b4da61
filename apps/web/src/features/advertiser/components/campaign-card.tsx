import { useId } from 'react';
import type { advertiserCampaignSchema } from '@kamao/contract/api-advertiser';
import type { z } from 'zod';
import { formatIndianTime } from '../../../lib/indian-time';
import { useTexts } from '../../../lib/texts';
import { ADVERTISER_TEXTS } from '../advertiser-texts';
import { CampaignActions } from './campaign-actions';
import { CampaignProgress } from './campaign-progress';
import { CampaignSpend } from './campaign-spend';

export type Campaign = z.infer<typeof advertiserCampaignSchema>;

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
  const active = campaign.status === 'active';
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
          {campaign.waiting_for_review ? T.waitingForReview : T.statusLabels[campaign.status]}
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
      <CampaignProgress
        completed={campaign.completed_total_views}
        total={campaign.step_3_total_views}
      />
      <CampaignSpend spend={campaign.spend} budget={campaign.step_4_subTotal} />
      <p className="mt-2 text-xs text-slate-500">
        {T.created}: <time dateTime={campaign.time}>{formatIndianTime(campaign.time)}</time>
      </p>
      <CampaignActions
        titleId={titleId}
        active={active}
        busy={busy}
        // Waiting for review: only the operator can make it active; the owner may still delete it.
        toggleLocked={campaign.waiting_for_review}
        onInfo={onInfo}
        onToggle={onToggle}
        onDelete={onDelete}
      />
    </li>
  );
}
