import { offerWallAdminRoutes, type AdminReviewedReward } from '@kamao/contract/admin/offer-walls';
import { Money } from '../../../components/money';
import { errorMessageOf } from '../../../lib/api-client';
import { formatIndianTime } from '../../../lib/indian-time';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { buttons } from '../buttons';
import { confirmDestructive } from '../confirm-destructive';
import { GENERAL_ERROR } from '../form-kit';

const { offerWallReviewList, offerWallReviewApprove, offerWallReviewRefuse } = offerWallAdminRoutes;

/**
 * Credits above the wall's maximum per transaction: the network was answered as for any credit,
 * and the member is paid only when the operator approves. Refusing is final, so it is asked first.
 */
export function RewardsInReview({ wallId, wallName }: { wallId: string; wallName: string }) {
  const list = useAdminQuery(offerWallReviewList, { params: { id: wallId } });
  const approve = useAdminMutation(offerWallReviewApprove);
  const refuse = useAdminMutation(offerWallReviewRefuse);
  const rewards = list.data?.rewards ?? [];
  if (rewards.length === 0) return null;

  const decide = async (reward: AdminReviewedReward, approved: boolean) => {
    if (
      !approved &&
      !(await confirmDestructive({
        action: 'Refuse',
        thing: `transaction ${reward.transactionId}`,
        consequence: 'The member is never paid this reward.',
      }))
    ) {
      return;
    }
    try {
      const params = { id: wallId, rewardId: reward._id };
      await (approved ? approve : refuse).mutateAsync({ params });
      void toastSuccess(approved ? 'Reward approved.' : 'Reward refused.');
    } catch (error) {
      await toastError(errorMessageOf(error, GENERAL_ERROR));
    }
  };

  return (
    <section
      aria-label={`Rewards of ${wallName} held for review`}
      className="grid gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3"
    >
      <h3 className="text-sm font-semibold text-sky-900">Held for review</h3>
      <p className="text-xs text-sky-900">
        Above the wall’s maximum per transaction. Paid only when you approve.
      </p>
      <ul className="grid gap-2">
        {rewards.map((r) => (
          <li
            key={r._id}
            className="flex flex-wrap items-center justify-between gap-2 rounded border border-sky-100 bg-white p-2 text-xs"
          >
            <span className="min-w-0 break-all text-slate-700">
              <Money amount={r.amount} className="font-semibold" /> · member {r.memberId} ·
              transaction {r.transactionId} · {formatIndianTime(r.receivedAt)}
            </span>
            <span className="flex gap-2">
              <button
                type="button"
                className={buttons.primary}
                aria-label={`Approve transaction ${r.transactionId}`}
                onClick={() => void decide(r, true)}
              >
                Approve
              </button>
              <button
                type="button"
                className={buttons.danger}
                aria-label={`Refuse transaction ${r.transactionId}`}
                onClick={() => void decide(r, false)}
              >
                Refuse
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
