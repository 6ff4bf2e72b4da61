import { parseDurationOption } from '@kamao/contract/api-advertiser';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/icon';
import { Money } from '../../../components/money';
import { subtotalMilli, type CampaignForm } from './campaign-form';
import { useTexts } from '../../../lib/texts';
import { WIZARD_TEXTS } from './wizard-texts';

/**
 * Step 4: the ad as members will see it, and everything Create will send
 * (docs/product/advertiser.md#the-campaign-wizard).
 */
export function StepPreview({ values, deposit }: { values: CampaignForm; deposit: number }) {
  const T = useTexts(WIZARD_TEXTS);
  const option = parseDurationOption(values.step_3_duration);
  const type = values.selectedOption_state || 'window';
  const rows: Array<[string, ReactNode]> = [
    [T.type, T.types[type].label],
    [
      T.urlLabel,
      <span className="break-all" translate="no">
        {values.step_2_url}
      </span>,
    ],
    [T.durationLabel, option ? T.seconds(option.seconds) : '—'],
    [T.pricePerView, option ? <Money amount={option.price} /> : '—'],
    [T.totalViewsLabel, values.step_3_total_views],
    [T.intervalLabel, T.hours(values.step_3_interval_in_hours)],
    [
      T.limitLabel,
      values.step_3_enableLimit ? T.perDay(values.step_3_limitViewsPerDay) : T.noLimit,
    ],
  ];
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-sm font-semibold text-slate-500">{T.previewTitle}</h2>
        <div className="mt-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h3 className="font-semibold break-words text-slate-900" translate="no">
            {values.step_2_title}
          </h3>
          <p className="mt-1 text-sm break-words text-slate-600" translate="no">
            {values.step_2_description}
          </p>
          <p className="mt-3 flex items-center gap-1 text-sm text-slate-700">
            <Icon name="hourglass" className="size-4" />
            {option ? T.seconds(option.seconds) : '—'}
          </p>
        </div>
      </div>
      <div>
        <h2 className="text-sm font-semibold text-slate-500">{T.summaryTitle}</h2>
        <dl className="mt-2 divide-y divide-slate-100 rounded-2xl bg-white px-4 text-sm shadow-sm ring-1 ring-slate-200">
          {rows.map(([label, value]) => (
            <div key={label} className="grid grid-cols-[8rem_1fr] gap-3 py-2.5">
              <dt className="text-slate-500">{label}</dt>
              <dd className="min-w-0 break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-emerald-50 p-3 ring-1 ring-emerald-200">
          <dt className="text-sm text-emerald-800">{T.subTotal}</dt>
          <dd data-testid="wizard-subtotal">
            <Money amount={subtotalMilli(values)} className="text-lg font-bold text-emerald-900" />
          </dd>
        </div>
        <div className="rounded-2xl bg-white p-3 ring-1 ring-slate-200">
          <dt className="text-sm text-slate-500">{T.depositBalance}</dt>
          <dd>
            <Money amount={deposit} className="text-lg font-bold text-slate-900" />
          </dd>
        </div>
      </dl>
    </div>
  );
}
