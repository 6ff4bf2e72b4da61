import type { z } from 'zod';
import { adminWithdrawalsQuerySchema } from '@kamao/contract/admin/payouts';
import { WITHDRAWAL_STATUSES } from '@kamao/contract/constants';
import { ConsoleForm, FilterButtons, SelectField, TextField, useConsoleForm } from '../form-kit';
import { NO_FILTERS, type PayoutFilters } from './use-payout-queue';

const FILTERS_SCHEMA = adminWithdrawalsQuerySchema.omit({ page: true });
type CheckedFilters = z.output<typeof FILTERS_SCHEMA>;

const STATUS_OPTIONS = [
  ...WITHDRAWAL_STATUSES.map((status) => ({ value: status, label: status })),
  { value: 'all', label: 'All' },
];

/** An empty date box is no date (the query's schema reads '' as a bad date). */
const filtersBodyOf = ({ from, to, ...rest }: PayoutFilters) => ({
  ...rest,
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});

/** The queue's filters: applied on Filter, all cleared by Reset. */
export function PayoutFiltersForm({
  methodNames,
  onApply,
}: {
  methodNames: readonly string[];
  onApply: (filters: PayoutFilters) => void;
}) {
  const { form, submit } = useConsoleForm<PayoutFilters, CheckedFilters>({
    defaults: NO_FILTERS,
    schema: FILTERS_SCHEMA,
    toBody: filtersBodyOf,
    onSave: ({ from = '', to = '', ...rest }) => {
      onApply({ ...rest, from, to });
      return Promise.resolve();
    },
  });
  const methodOptions = [
    { value: '', label: 'All methods' },
    ...methodNames.map((name) => ({ value: name, label: name })),
  ];
  return (
    <ConsoleForm
      form={form}
      onSubmit={submit}
      label="Filter withdrawals"
      className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-3 lg:grid-cols-6"
    >
      <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
      <SelectField name="method" label="Method" options={methodOptions} />
      <div className="col-span-2 sm:col-span-1">
        <TextField
          name="member"
          label="Member"
          type="search"
          placeholder="userName, e-mail or name"
        />
      </div>
      <TextField name="from" label="From" type="date" />
      <TextField name="to" label="To" type="date" />
      <FilterButtons className="col-span-2 sm:col-span-1" onReset={() => onApply(NO_FILTERS)} />
    </ConsoleForm>
  );
}
