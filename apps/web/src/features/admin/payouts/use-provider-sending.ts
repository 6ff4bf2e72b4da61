import { payoutProviderAdminRoutes } from '@kamao/contract/admin/payout-provider';
import type { AdminWithdrawal } from '@kamao/contract/admin/payouts';
import { formatRupees, rupeesToMilli } from '@kamao/contract/money';
import { errorMessageOf } from '../../../lib/api-client';
import { confirmDialog, toastError, toastSuccess } from '../../../lib/toast';
import { useAdminMutation } from '../api/admin-queries';
import { GENERAL_ERROR } from '../form-kit';
import { toastOutcome, type BulkOutcome } from './bulk-outcome';

/**
 * Sending withdrawals to the connected provider, one from its row or the selected ones at once:
 * confirmed first (real money leaves), then each row is marked with what became of it. The
 * provider's webhook or the reconciliation job settles each one later; the queue shows its state.
 */
export function useProviderSending(
  providerName: string,
  /** Runs with what became of each row once it is known, before the toast says it. */
  onOutcome: (outcome: BulkOutcome) => void,
) {
  const one = useAdminMutation(payoutProviderAdminRoutes.withdrawalSendPayout);
  const bulk = useAdminMutation(payoutProviderAdminRoutes.withdrawalBulkPayout);

  const sendOne = async (w: AdminWithdrawal) => {
    const sure = await confirmDialog({
      title: `Send this withdrawal to ${providerName}?`,
      text: `${formatRupees(w.balance)} to ${w.method} ${w.accountInformation}. The member reads Success once ${providerName} has paid it.`,
      confirmText: 'Send',
      cancelText: 'Cancel',
      icon: 'warning',
    });
    if (!sure) return;
    try {
      await one.mutateAsync({ params: { id: w._id } });
      onOutcome({ done: [w._id], refused: {} });
      await toastSuccess(`Sent to ${providerName}.`);
    } catch (error) {
      const reason = errorMessageOf(error, GENERAL_ERROR);
      onOutcome({ done: [], refused: { [w._id]: reason } });
      await toastError(reason, { long: true });
    }
  };

  const sendSelected = async (chosen: AdminWithdrawal[]) => {
    const total = chosen.reduce((sum, w) => sum + rupeesToMilli(w.balance), 0n);
    const sure = await confirmDialog({
      title: `Send ${chosen.length} withdrawal${chosen.length === 1 ? '' : 's'} to ${providerName}?`,
      text: `${formatRupees(total)} in all. One that cannot be sent (held, a method ${providerName} cannot pay) is marked with the reason; the others go.`,
      confirmText: 'Send',
      cancelText: 'Cancel',
      icon: 'warning',
    });
    if (!sure) return;
    try {
      const answer = await bulk.mutateAsync({ body: { ids: chosen.map((w) => w._id) } });
      const outcome: BulkOutcome = { done: [], refused: {} };
      for (const result of answer.results) {
        if (result.sent) outcome.done.push(result.id);
        else outcome.refused[result.id] = result.error_msg ?? GENERAL_ERROR;
      }
      onOutcome(outcome);
      await toastOutcome(outcome, 'sent');
    } catch (error) {
      await toastError(errorMessageOf(error, GENERAL_ERROR));
    }
  };

  return { sendOne, sendSelected, sending: one.isPending || bulk.isPending };
}
