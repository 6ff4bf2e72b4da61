import { CAMPAIGN_STATUSES, CAMPAIGN_TYPES } from '@kamao/contract/constants';
import { useId } from 'react';
import { useTexts } from '../../../lib/texts';
import { ADVERTISER_TEXTS } from '../advertiser-texts';

export interface CampaignFilter {
  status: 'all' | (typeof CAMPAIGN_STATUSES)[number];
  type: 'all' | (typeof CAMPAIGN_TYPES)[number];
  keyword: string;
}

export const NO_FILTER: CampaignFilter = { status: 'all', type: 'all', keyword: '' };

/**
 * Status All/Active/Paused, type All/window/iframe/youtube, keyword on title
 * (docs/product/advertiser.md#filters-and-pages).
 */
export function CampaignFilters({
  filter,
  onChange,
}: {
  filter: CampaignFilter;
  onChange: (filter: CampaignFilter) => void;
}) {
  const T = useTexts(ADVERTISER_TEXTS);
  const id = useId();
  const select =
    'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-slate-900 focus:border-emerald-500 focus:ring-2 focus:ring-emerald-200 focus:outline-none';
  return (
    <fieldset className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[1fr_1fr_2fr] sm:p-4">
      <legend className="sr-only">{T.filters}</legend>
      <div>
        <label htmlFor={`${id}-status`} className="text-sm font-medium text-slate-700">
          {T.statusFilter}
        </label>
        <select
          id={`${id}-status`}
          value={filter.status}
          onChange={(event) =>
            onChange({ ...filter, status: event.target.value as CampaignFilter['status'] })
          }
          className={select}
        >
          <option value="all">{T.all}</option>
          {CAMPAIGN_STATUSES.map((status) => (
            <option key={status} value={status}>
              {T.statusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-type`} className="text-sm font-medium text-slate-700">
          {T.typeFilter}
        </label>
        <select
          id={`${id}-type`}
          value={filter.type}
          onChange={(event) =>
            onChange({ ...filter, type: event.target.value as CampaignFilter['type'] })
          }
          className={select}
        >
          <option value="all">{T.all}</option>
          {CAMPAIGN_TYPES.map((type) => (
            <option key={type} value={type}>
              {T.typeOptions[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor={`${id}-keyword`} className="text-sm font-medium text-slate-700">
          {T.keyword}
        </label>
        <input
          id={`${id}-keyword`}
          type="search"
          value={filter.keyword}
          placeholder={T.keywordPlaceholder}
          onChange={(event) => onChange({ ...filter, keyword: event.target.value })}
          className={select}
        />
      </div>
    </fieldset>
  );
}

type Filterable = { status: string; campaignType: string; step_2_title: string };

export function filterCampaigns<C extends Filterable>(campaigns: C[], filter: CampaignFilter): C[] {
  const keyword = filter.keyword.trim().toLowerCase();
  return campaigns.filter(
    (campaign) =>
      (filter.status === 'all' || campaign.status === filter.status) &&
      (filter.type === 'all' || campaign.campaignType === filter.type) &&
      (!keyword || campaign.step_2_title.toLowerCase().includes(keyword)),
  );
}
