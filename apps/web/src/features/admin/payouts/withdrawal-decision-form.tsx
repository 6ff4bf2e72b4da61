import { useId, useState } from 'react';
import {
  payoutAdminRoutes,
  type AdminDecision,
  type AdminWithdrawal,
} from '@kamao/contract/admin/payouts';
import { PAYMENT_REFERENCE_MAX_LENGTH } from '@kamao/contract/payment-reference';
import { formatRupees } from '@kamao/contract/money';
import { errorMessageOf } from '../../../lib/api-client';
import { confirmDialog, toastError, toastSuccess } from '../../../lib/toast';
import { useAdminMutation } from '../api/admin-queries';
import { buttons } from '../buttons';
import { paymentReferenceProblem, usePaymentReferenceRequired } from './payment-reference-rules';

const box = 'rounded-lg border border-slate-300 px-3 py-2';

/**
 * The decision on a pending withdrawal: Approve with the payout's UPI UTR or bank reference
 * (required while the operator's setting says so; the member reads it), or Reject with the
 * remark the member reads.
 */
export function WithdrawalDecisionForm({
  withdrawal: w,
  memberUserName,
}: {
  withdrawal: AdminWithdrawal;
  memberUserName: string;
}) {
  const remarkId = useId();
  const referenceId = useId();
  const write = useAdminMutation(payoutAdminRoutes.withdrawalDecide);
  const referenceRequired = usePaymentReferenceRequired();
  const [remark, setRemark] = useState('');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<{ field: 'remark' | 'reference'; text: string }>();

  const decide = async (status: AdminDecision['status']) => {
    const paymentReference = reference.trim();
    if (status === 'Reject' && !remark.trim()) {
      setProblem({ field: 'remark', text: 'Write the reason the member will read.' });
      return;
    }
    const referenceProblem =
      status === 'Success' ? paymentReferenceProblem(paymentReference, referenceRequired) : null;
    if (referenceProblem) {
      setProblem({ field: 'reference', text: referenceProblem });
      return;
    }
    setProblem(undefined);
    const sure = await confirmDialog({
      title: status === 'Success' ? 'Approve this withdrawal?' : 'Reject this withdrawal?',
      text:
        status === 'Success'
          ? `Mark ${formatRupees(w.balance)} to ${w.method} ${w.accountInformation} as paid.${
              paymentReference ? ` Payment reference ${paymentReference}.` : ''
            }`
          : `${formatRupees(w.balance)} goes back to ${memberUserName}'s withdrawable balance.`,
      confirmText: status === 'Success' ? 'Approve' : 'Reject',
      cancelText: 'Cancel',
      icon: 'warning',
    });
    if (!sure) return;
    try {
      const answer = await write.mutateAsync({
        params: { id: w._id },
        body: {
          status,
          remark: remark.trim() || undefined,
          // A reference goes with an approval only.
          paymentReference: status === 'Success' ? paymentReference || undefined : undefined,
        },
      });
      await toastSuccess(
        !answer.changed
          ? `Already ${answer.withdrawal.status}.`
          : status === 'Success'
            ? 'Withdrawal approved.'
            : 'Withdrawal rejected; the amount is back with the member.',
      );
    } catch (error) {
      await toastError(errorMessageOf(error, 'Something went wrong, please try again.'));
    }
  };

  return (
    <div className="grid gap-2 lg:col-span-2">
      <label htmlFor={referenceId} className="text-xs font-semibold text-slate-600">
        Payment reference: UPI UTR or bank reference (the member reads it;{' '}
        {referenceRequired ? 'required to approve' : 'optional'})
      </label>
      <input
        id={referenceId}
        value={reference}
        maxLength={PAYMENT_REFERENCE_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setReference(e.target.value)}
        aria-invalid={problem?.field === 'reference' ? true : undefined}
        className={`${box} font-mono`}
      />
      <label htmlFor={remarkId} className="text-xs font-semibold text-slate-600">
        Remark (the member reads it; required to reject)
      </label>
      <textarea
        id={remarkId}
        rows={2}
        maxLength={500}
        value={remark}
        onChange={(e) => setRemark(e.target.value)}
        aria-invalid={problem?.field === 'remark' ? true : undefined}
        className={box}
      />
      {problem && (
        <p role="alert" className="text-rose-700">
          {problem.text}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttons.primary}
          disabled={write.isPending}
          onClick={() => void decide('Success')}
        >
          Approve
        </button>
        <button
          type="button"
          className={buttons.danger}
          disabled={write.isPending}
          onClick={() => void decide('Reject')}
        >
          Reject
        </button>
      </div>
    </div>
  );
}
