import { payoutAdminRoutes, type AdminWithdrawal } from '@kamao/contract/admin/payouts';
import { errorMessageOf } from '../../../lib/api-client';
import { formatIndianTime } from '../../../lib/indian-time';
import { confirmDialog, toastError, toastSuccess } from '../../../lib/toast';
import { useAdminMutation } from '../api/admin-queries';
import { buttons } from '../buttons';
import { GENERAL_ERROR } from '../form-kit';

type Hold = NonNullable<AdminWithdrawal['hold']>;

/**
 * Why a pending withdrawal is held (docs/product/withdraw.md#held-withdrawals), and its Release:
 * a held one cannot be approved until released; it can still be rejected. The member reads
 * Pending all along.
 */
export function WithdrawalHold({
  withdrawal: w,
  hold,
}: {
  withdrawal: AdminWithdrawal;
  hold: Hold;
}) {
  const release = useAdminMutation(payoutAdminRoutes.withdrawalRelease);

  const onRelease = async () => {
    const sure = await confirmDialog({
      title: 'Release this withdrawal?',
      text: `It can then be approved and paid to ${w.method} ${w.accountInformation}.`,
      confirmText: 'Release',
      cancelText: 'Cancel',
      icon: 'warning',
    });
    if (!sure) return;
    try {
      await release.mutateAsync({ params: { id: w._id } });
      await toastSuccess('Withdrawal released; it can be approved now.');
    } catch (error) {
      await toastError(errorMessageOf(error, GENERAL_ERROR));
    }
  };

  return (
    <section
      aria-label="Hold"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 lg:col-span-2"
    >
      <p className="min-w-0 flex-1 text-amber-900">
        <span className="font-semibold">Held</span> since {formatIndianTime(hold.at)}: {hold.reason}
        . Release it before approving; the member reads Pending.
      </p>
      <button
        type="button"
        className={buttons.secondary}
        disabled={release.isPending}
        onClick={() => void onRelease()}
      >
        Release
      </button>
    </section>
  );
}
