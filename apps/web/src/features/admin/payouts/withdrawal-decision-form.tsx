import {
  adminDecisionSchema,
  payoutAdminRoutes,
  type AdminDecision,
  type AdminWithdrawal,
} from '@kamao/contract/admin/payouts';
import { formatRupees } from '@kamao/contract/money';
import type { z } from 'zod';
import { confirmDialog, toastSuccess } from '../../../lib/toast';
import { useAdminMutation } from '../api/admin-queries';
import { buttons } from '../buttons';
import { confirmDestructive } from '../confirm-destructive';
import { ConsoleForm, TextAreaField, TextField, useConsoleForm } from '../form-kit';
import { paymentReferenceProblem, usePaymentReferenceRequired } from './payment-reference-rules';

interface DecisionDraft {
  status: AdminDecision['status'];
  paymentReference: string;
  remark: string;
}
type DecisionBody = z.output<typeof adminDecisionSchema>;

const EMPTY: DecisionDraft = { status: 'Success', paymentReference: '', remark: '' };

/** A reference goes with an approval only; empty boxes are left out. */
const decisionBodyOf = ({ status, paymentReference, remark }: DecisionDraft) => ({
  status,
  remark: remark.trim() || undefined,
  paymentReference: status === 'Success' ? paymentReference.trim() || undefined : undefined,
});

/** The contract's decision, with what the console asks before sending it. */
const decisionSchemaFor = (referenceRequired: boolean) =>
  adminDecisionSchema.superRefine((body, check) => {
    if (body.status === 'Reject' && !body.remark) {
      check.addIssue({
        code: 'custom',
        path: ['remark'],
        message: 'Write the reason the member will read.',
      });
    }
    const problem =
      body.status === 'Success'
        ? paymentReferenceProblem(body.paymentReference ?? '', referenceRequired)
        : null;
    if (problem) check.addIssue({ code: 'custom', path: ['paymentReference'], message: problem });
  });

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
  const write = useAdminMutation(payoutAdminRoutes.withdrawalDecide);
  const referenceRequired = usePaymentReferenceRequired();

  const decide = async (body: DecisionBody) => {
    const approving = body.status === 'Success';
    const sure = approving
      ? await confirmDialog({
          title: 'Approve this withdrawal?',
          text: `Mark ${formatRupees(w.balance)} to ${w.method} ${w.accountInformation} as paid.${
            body.paymentReference ? ` Payment reference ${body.paymentReference}.` : ''
          }`,
          confirmText: 'Approve',
          cancelText: 'Cancel',
          icon: 'warning',
        })
      : await confirmDestructive({
          action: 'Reject',
          thing: 'this withdrawal',
          consequence: `${formatRupees(w.balance)} goes back to ${memberUserName}'s withdrawable balance.`,
        });
    if (!sure) return;
    const answer = await write.mutateAsync({ params: { id: w._id }, body });
    await toastSuccess(
      !answer.changed
        ? `Already ${answer.withdrawal.status}.`
        : approving
          ? 'Withdrawal approved.'
          : 'Withdrawal rejected; the amount is back with the member.',
    );
  };

  const { form, submit } = useConsoleForm<DecisionDraft, DecisionBody>({
    defaults: EMPTY,
    schema: decisionSchemaFor(referenceRequired),
    toBody: decisionBodyOf,
    onSave: decide,
  });
  const decideWith = (status: DecisionDraft['status']) => {
    form.setValue('status', status);
    void submit();
  };

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
