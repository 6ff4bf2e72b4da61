import type { AdminWithdrawal } from '@kamao/contract/admin/payouts';
import { buttons } from '../buttons';
import { ConsoleForm, TextAreaField, TextField } from '../form-kit';
import { useWithdrawalDecision } from './use-withdrawal-decision';

/**
 * The decision on a pending withdrawal: Approve with the payout's UPI UTR or bank reference
 * (required while the operator's setting says so; the member reads it), or Reject with the
 * remark the member reads. Approving asks in green, rejecting in the console's red.
 */
export function WithdrawalDecisionForm({
  withdrawal: w,
  memberUserName,
}: {
  withdrawal: AdminWithdrawal;
  memberUserName: string;
}) {
  const { form, submit, decideWith, referenceRequired } = useWithdrawalDecision(w, memberUserName);

  return (
    <ConsoleForm
      form={form}
      onSubmit={submit}
      label={`Decide ${memberUserName}'s withdrawal`}
      className="grid gap-2 lg:col-span-2"
    >
      <TextField
        name="paymentReference"
        label={`Payment reference: UPI UTR or bank reference (the member reads it; ${
          referenceRequired ? 'required to approve' : 'optional'
        })`}
      />
      <TextAreaField
        name="remark"
        label="Remark (the member reads it; required to reject)"
        rows={2}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttons.primary}
          disabled={form.formState.isSubmitting}
          onClick={() => decideWith('Success')}
        >
          Approve
        </button>
        <button
          type="button"
          className={buttons.danger}
          disabled={form.formState.isSubmitting}
          onClick={() => decideWith('Reject')}
        >
          Reject
        </button>
      </div>
    </ConsoleForm>
  );
}
