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
import { confirmDestructive } from '../confirm-destructive';
import { useConsoleForm } from '../form-kit';
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
 * The decision's form and what sending it does: asks the operator first (approving in green,
 * rejecting in the console's red), then sends it and says what became of the withdrawal.
 */
export function useWithdrawalDecision(w: AdminWithdrawal, memberUserName: string) {
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

  return { form, submit, decideWith, referenceRequired };
}
