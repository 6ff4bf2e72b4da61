import type { z } from 'zod';
import {
  ADMIN_CAMPAIGN_STATUSES,
  adminCampaignsQuerySchema,
} from '@kamao/contract/admin/campaigns';
import { CAMPAIGN_TYPES } from '@kamao/contract/constants';
import { ConsoleForm, FilterButtons, SelectField, TextField, useConsoleForm } from '../form-kit';

const FILTERS_SCHEMA = adminCampaignsQuerySchema.omit({ page: true });
export type CampaignFilters = z.output<typeof FILTERS_SCHEMA>;

/** The form as chosen: '' for all. */
interface FiltersDraft {
  status: string;
  type: string;
  owner: string;
}

const ALL = { value: '', label: 'All' };
const STATUS_OPTIONS = [ALL, ...ADMIN_CAMPAIGN_STATUSES.map((s) => ({ value: s, label: s }))];
const TYPE_OPTIONS = [ALL, ...CAMPAIGN_TYPES.map((t) => ({ value: t, label: t }))];

/** "All" and an empty owner are no filter: left out of the query. */
const filtersBodyOf = (draft: FiltersDraft) =>
  Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== ''));

/** Find campaigns by status, type or owner; applied on Filter. */
export function CampaignFiltersForm({ onApply }: { onApply: (filters: CampaignFilters) => void }) {
  const { form, submit } = useConsoleForm<FiltersDraft, CampaignFilters>({
    defaults: { status: '', type: '', owner: '' },
    schema: FILTERS_SCHEMA,
    toBody: filtersBodyOf,
    onSave: (filters) => {
      onApply(filters);
      return Promise.resolve();
    },
  });
  return (
    <ConsoleForm
      form={form}
      onSubmit={submit}
      label="Filter campaigns"
      className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-4"
    >
      <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
      <SelectField name="type" label="Type" options={TYPE_OPTIONS} />
      <TextField name="owner" label="Owner" type="search" placeholder="userName or e-mail" />
      <FilterButtons />
    </ConsoleForm>
  );
}
