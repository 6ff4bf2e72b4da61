import type { z } from 'zod';
import {
  adminGiftCodeSchema,
  giftCodeAdminRoutes,
  type AdminGiftCode,
} from '@kamao/contract/admin/gift-codes';
import { toastSuccess } from '../../../lib/toast';
import { useAdminMutation } from '../api/admin-queries';
import {
  ConsoleForm,
  MoneyField,
  NumberField,
  SaveBar,
  SelectField,
  TextField,
  useConsoleForm,
} from '../form-kit';

/** The form as typed: numbers stay text until the contract's schema reads them. */
interface NewCodeDraft {
  code: string;
  amount: string;
  maxClaims: string;
  /** A date (YYYY-MM-DD) or empty. */
  expiresAt: string;
  wallet: AdminGiftCode['wallet'];
}
type NewCodeBody = z.output<typeof adminGiftCodeSchema>;

const NEW_CODE: NewCodeDraft = {
  code: '',
  amount: '10',
  maxClaims: '100',
  expiresAt: '',
  wallet: 'withdrawable',
};

const WALLETS = [
  { value: 'withdrawable', label: 'Withdrawable wallet' },
  { value: 'deposit', label: 'Deposit wallet' },
];

// Codes are shown and typed by members in capitals; the date box is a local date, and the code
// ends at the end of that Indian day.
const giftCodeBodyOf = (draft: NewCodeDraft) => ({
  ...draft,
  code: draft.code.trim().toUpperCase(),
  expiresAt: draft.expiresAt ? `${draft.expiresAt}T23:59:59+05:30` : null,
});

/** A new gift code: an amount, a total claim limit, an optional last day and its wallet. */
export function GiftCodeForm() {
  const createCode = useAdminMutation(giftCodeAdminRoutes.giftCodeCreate);
  const { form, submit } = useConsoleForm<NewCodeDraft, NewCodeBody>({
    defaults: NEW_CODE,
    schema: adminGiftCodeSchema,
    toBody: giftCodeBodyOf,
    kinds: { amount: 'money', maxClaims: 'number' },
    afterSave: 'clear',
    onSave: async (body) => {
      await createCode.mutateAsync({ body });
      await toastSuccess(`Gift code ${body.code} created.`);
    },
  });
  return (
    <ConsoleForm
      form={form}
      onSubmit={submit}
      label="New gift code"
      className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-6"
    >
      <TextField name="code" label="Code" />
      <MoneyField name="amount" label="Amount" />
      <NumberField name="maxClaims" label="Total claims" />
      <TextField name="expiresAt" label="Last day (optional)" type="date" />
      <SelectField name="wallet" label="Credits" options={WALLETS} />
      <SaveBar saveLabel="Create code" />
    </ConsoleForm>
  );
}
