import {
  BULK_DECISION_MAX,
  payoutAdminRoutes,
  type AdminWithdrawal,
} from '@kamao/contract/admin/payouts';
import { formatRupees, rupeesToMilli } from '@kamao/contract/money';
import { errorMessageOf } from '../../../lib/api-client';
import { confirmDialog, toastError } from '../../../lib/toast';
import { useAdminMutation } from '../api/admin-queries';
import { GENERAL_ERROR } from '../form-kit';
import { toastOutcome, type BulkOutcome } from './bulk-outcome';
import { paymentReferenceProblem } from './payment-reference-rules';

const plural = (n: number) => `${n} withdrawal${n === 1 ? '' : 's'}`;

/**
 * Approving many withdrawals at once, each with its own payment reference. The server approves
 * each on its own and says why one was not (its reference missing while required, held, already
 * decided), so the console sends them all and marks each row with what became of it. Only a
 * reference of the wrong shape stays behind: the contract refuses the whole call for one.
 */
export function useBulkApproval(
  referenceRequired: boolean,
  /** Runs with what became of each row once it is known, before the toast says it. */
  onOutcome: (outcome: BulkOutcome) => void,
) {
  const bulk = useAdminMutation(payoutAdminRoutes.withdrawalBulkDecide);

  /** Sends the approvals, at most BULK_DECISION_MAX per call (an imported file can hold more). */
  const approveAll = async (
    ids: string[],
    references: Record<string, string>,
  ): Promise<BulkOutcome> => {
    const outcome: BulkOutcome = { done: [], refused: {} };
    for (let start = 0; start < ids.length; start += BULK_DECISION_MAX) {
      const chunk = ids.slice(start, start + BULK_DECISION_MAX);
      const paymentReferences = Object.fromEntries(
        chunk.filter((id) => references[id]).map((id) => [id, references[id]!]),
      );
      const answer = await bulk.mutateAsync({
        body: {
          ids: chunk,
          status: 'Success',
          ...(Object.keys(paymentReferences).length > 0 && { paymentReferences }),
        },
      });
      for (const result of answer.results) {
        if (result.error_msg) outcome.refused[result.id] = result.error_msg;
        else outcome.done.push(result.id);
      }
    }
    return outcome;
  };

  const report = async (outcome: BulkOutcome) => {
    onOutcome(outcome);
    await toastOutcome(outcome, 'approved');
  };

  /** The selected rows' approval, confirmed with the total first. */
  const approve = async (chosen: AdminWithdrawal[], typedReferences: Record<string, string>) => {
    const typed = (id: string) => typedReferences[id]?.trim() ?? '';
    const { sending, badShape, total, notes } = approvalPlan(chosen, typed, referenceRequired);
    if (sending.length === 0) return report({ done: [], refused: badShape });
    const sure = await confirmDialog({
      title: `Approve ${plural(sending.length)}?`,
      text: [
        `${formatRupees(total)} will be marked as paid. Pay them through your provider.`,
        ...notes,
      ].join(' '),
      confirmText: 'Approve',
      cancelText: 'Cancel',
      icon: 'warning',
    });
    if (!sure) return;
    try {
      const references = Object.fromEntries(
        sending.filter((w) => typed(w._id)).map((w) => [w._id, typed(w._id)]),
      );
      const answered = await approveAll(
        sending.map((w) => w._id),
        references,
      );
      await report({ done: answered.done, refused: { ...badShape, ...answered.refused } });
    } catch (error) {
      await toastError(errorMessageOf(error, GENERAL_ERROR));
    }
  };

  return { approve, approveAll, approving: bulk.isPending };
}

/**
 * Which selected rows go to the server: a reference of the wrong shape stays behind (the contract
 * refuses the whole call for one); the total counts only those that will be paid, summed as
 * milli-rupees so that what the operator confirms has no floating-point drift.
 */
function approvalPlan(
  chosen: AdminWithdrawal[],
  typed: (id: string) => string,
  referenceRequired: boolean,
) {
  const badShape: Record<string, string> = {};
  const sending = chosen.filter((w) => {
    const problem = paymentReferenceProblem(typed(w._id), false);
    if (problem) badShape[w._id] = problem;
    return !problem;
  });
  const withoutReference = referenceRequired ? sending.filter((w) => !typed(w._id)) : [];
  const paying = sending.filter((w) => !withoutReference.includes(w));
  const total = paying.reduce((sum, w) => sum + rupeesToMilli(w.balance), 0n);
  const badCount = Object.keys(badShape).length;
  const notes = [
    withoutReference.length > 0 &&
      `${plural(withoutReference.length)} without a payment reference will not be approved.`,
    badCount > 0 &&
      `${plural(badCount)} with a reference of the wrong shape ${badCount === 1 ? 'is' : 'are'} left out.`,
  ].filter(Boolean);
  return { sending, badShape, total, notes };
}
