import { payoutAdminRoutes, type AdminWithdrawal } from '@kamao/contract/admin/payouts';
import { formatRupees, rupeesToMilli } from '@kamao/contract/money';
import { errorMessageOf } from '../../../lib/api-client';
import { confirmDialog, toastError, toastSuccess } from '../../../lib/toast';
import { useAdminMutation } from '../api/admin-queries';
import { GENERAL_ERROR } from '../form-kit';
import { paymentReferenceProblem } from './payment-reference-rules';

/**
 * Approving several withdrawals at once: each one's typed payment reference is checked first,
 * the operator confirms the total, and one call decides them all; `afterDecision` runs once the
 * server has answered, whatever it said of each.
 */
export function useBulkApproval(referenceRequired: boolean, afterDecision: () => void) {
  const bulk = useAdminMutation(payoutAdminRoutes.withdrawalBulkDecide);

  const approve = async (chosen: AdminWithdrawal[], references: Record<string, string>) => {
    const typed = (id: string) => references[id]?.trim() ?? '';
    for (const w of chosen) {
      const problem = paymentReferenceProblem(typed(w._id), referenceRequired);
      if (problem) return void toastError(`${w.userName}: ${problem}`, { long: true });
    }
    const paymentReferences = Object.fromEntries(
      chosen.filter((w) => typed(w._id)).map((w) => [w._id, typed(w._id)]),
    );
    // Summed as milli-rupees: no floating-point drift in what the operator confirms.
    const total = chosen.reduce((sum, w) => sum + rupeesToMilli(w.balance), 0n);
    const sure = await confirmDialog({
      title: `Approve ${chosen.length} withdrawal${chosen.length === 1 ? '' : 's'}?`,
      text: `${formatRupees(total)} will be marked as paid. Pay them through your provider.`,
      confirmText: 'Approve',
      cancelText: 'Cancel',
      icon: 'warning',
    });
    if (!sure) return;
    try {
      const answer = await bulk.mutateAsync({
        body: {
          ids: chosen.map((w) => w._id),
          status: 'Success',
          ...(Object.keys(paymentReferences).length > 0 && { paymentReferences }),
        },
      });
      const failed = answer.results.filter((r) => r.error_msg);
      afterDecision();
      if (failed.length === 0) await toastSuccess(`${answer.results.length} approved.`);
      else
        await toastError(
          `${answer.results.length - failed.length} approved, ${failed.length} not: ${failed[0]!.error_msg}`,
          { long: true },
        );
    } catch (error) {
      await toastError(errorMessageOf(error, GENERAL_ERROR));
    }
  };

  return { approve, approving: bulk.isPending };
}
