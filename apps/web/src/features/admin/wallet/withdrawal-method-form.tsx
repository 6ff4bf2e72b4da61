import {
  ADMIN_METHOD_ERRORS,
  adminWithdrawalMethodSchema,
  walletAdminRoutes,
  type AdminWithdrawalMethod,
} from '@kamao/contract/admin/wallet';
import type { PayoutMethodKind } from '@kamao/contract/payout-account';
import type { z } from 'zod';
import { toastSuccess } from '../../../lib/toast';
import { useAdminMutation } from '../api/admin-queries';
import {
  ConsoleForm,
  MoneyField,
  NumberField,
  SaveBar,
  SelectField,
  SwitchField,
  TextField,
  useConsoleForm,
} from '../form-kit';

type MethodBody = z.output<typeof adminWithdrawalMethodSchema>;

/** A method's kind as the methods list names it. */
export const KIND_NAMES: Record<PayoutMethodKind, string> = {
  upi: 'UPI',
  paytm: 'Paytm',
  bank: 'Bank transfer',
  other: 'Other',
};

/** What members' accounts are checked against when they save them in their profile. */
const KIND_OPTIONS: readonly { value: PayoutMethodKind; label: string }[] = [
  { value: 'upi', label: 'UPI (name@bank)' },
  { value: 'paytm', label: 'Paytm (10-digit mobile number)' },
  { value: 'bank', label: 'Bank transfer (account number and IFSC)' },
  { value: 'other', label: 'Other (any text, not checked)' },
];

/** The form as typed: amounts and positions stay text until the contract's schema reads them. */
interface MethodDraft {
  name: string;
  details: string;
  kind: PayoutMethodKind;
  minimumAmount: string;
  enabled: boolean;
  position: string;
}

export const NEW_METHOD: MethodDraft = {
  name: '',
  details: '',
  kind: 'other',
  minimumAmount: '50',
  enabled: true,
  position: '0',
};

export const methodDraftOf = (method: AdminWithdrawalMethod): MethodDraft => ({
  name: method.name,
  details: method.details,
  kind: method.kind,
  minimumAmount: String(method.minimumAmount),
  enabled: method.enabled,
  position: String(method.position),
});

/** Add (no `id`) or change a withdrawal method; `onDone` closes the form after a save or Cancel. */
export function WithdrawalMethodForm({
  id,
  initial,
  onDone,
}: {
  id?: string;
  initial: MethodDraft;
  onDone: () => void;
}) {
  const create = useAdminMutation(walletAdminRoutes.withdrawalMethodCreate);
  const update = useAdminMutation(walletAdminRoutes.withdrawalMethodUpdate);
  const { form, submit } = useConsoleForm<MethodDraft, MethodBody>({
    defaults: initial,
    schema: adminWithdrawalMethodSchema,
    kinds: { minimumAmount: 'money', position: 'number' },
    fieldOfError: { [ADMIN_METHOD_ERRORS.duplicate]: 'name' },
    onSave: async (body) => {
      if (id) await update.mutateAsync({ params: { id }, body });
      else await create.mutateAsync({ body });
      await toastSuccess('Withdrawal method saved.');
      onDone();
    },
  });

  return (
    <ConsoleForm
      form={form}
      onSubmit={submit}
      label={id ? `Edit ${initial.name}` : 'New withdrawal method'}
      className="grid gap-3 sm:grid-cols-2"
    >
      <TextField name="name" label="Name" />
      <MoneyField name="minimumAmount" label="Minimum" />
      <SelectField name="kind" label="Kind of account" options={KIND_OPTIONS} />
      <TextField name="details" label="Details shown to members" wide={2} />
      <NumberField name="position" label="Position in the list" />
      <SwitchField name="enabled" label="Offered to members" />
      <div className="sm:col-span-2">
        <SaveBar onCancel={onDone} />
      </div>
    </ConsoleForm>
  );
}
