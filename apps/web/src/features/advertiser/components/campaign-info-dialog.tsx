import type { ReactNode } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { Money } from '../../../components/money';
import { formatIndianTime } from '../../../lib/indian-time';
import { useTexts } from '../../../lib/texts';
import { ADVERTISER_TEXTS } from '../advertiser-texts';
import type { Campaign } from './campaign-card';

/**
 * The info dialog of a campaign card (docs/product/advertiser.md#calls-and-fields): every field of
 * a campaign.
 */
export function CampaignInfoDialog({
  campaign,
  onClose,
}: {
  campaign: Campaign | null;
  onClose: () => void;
}) {
  const T = useTexts(ADVERTISER_TEXTS);
  const F = T.fields;
  const rows: Array<[string, ReactNode]> = campaign
    ? [
        [F.type, T.typeLabels[campaign.campaignType]],
        [F.status, T.statusLabels[campaign.status]],
        [
          F.url,
          <a
            key="url"
            href={campaign.step_2_url}
            translate="no"
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center break-all text-emerald-800 underline underline-offset-2"
          >
            {campaign.step_2_url}
          </a>,
        ],
        [
          F.description,
          <span key="description" translate="no">
            {campaign.step_2_description}
          </span>,
        ],
        [F.duration, T.seconds(campaign.step_3_duration_for_user)],
        [F.totalViews, campaign.step_3_total_views],
        [F.completedViews, campaign.completed_total_views],
        [F.interval, T.hours(campaign.step_3_interval_in_hours)],
        [
          F.dailyLimit,
          campaign.step_3_enableLimit && campaign.step_3_limitViewsPerDay
            ? T.perDay(campaign.step_3_limitViewsPerDay)
            : F.noLimit,
        ],
        [F.subTotal, <Money key="subtotal" amount={campaign.step_4_subTotal} />],
        [F.spend, <Money key="spend" amount={campaign.spend} />],
        [
          F.created,
          <time key="created" dateTime={campaign.time}>
            {formatIndianTime(campaign.time)}
          </time>,
        ],
      ]
    : [];
  return (
    <ModalDialog
      open={campaign !== null}
      title={campaign?.step_2_title ?? T.infoTitle}
      titleIsContent={campaign?.step_2_title !== undefined}
      onClose={onClose}
      footer={
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-xl bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800"
        >
          {T.close}
        </button>
      }
    >
      <dl className="divide-y divide-slate-100 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[8.5rem_1fr] gap-3 py-2">
            <dt className="text-slate-500">{label}</dt>
            <dd className="min-w-0 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </ModalDialog>
  );
}
