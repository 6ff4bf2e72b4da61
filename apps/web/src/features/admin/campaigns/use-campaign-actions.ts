import type { AdminCampaign } from '@kamao/contract/admin/campaigns';
import { campaignAdminRoutes } from '@kamao/contract/admin/campaigns';
import { formatRupees } from '@kamao/contract/money';
import { errorMessageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAdminMutation } from '../api/admin-queries';
import { confirmDestructive } from '../confirm-destructive';
import { GENERAL_ERROR } from '../form-kit';

export type CampaignAction = 'pause' | 'activate' | 'remove' | 'approve' | 'refuse';

/**
 * Pause, activate, remove, approve or refuse one campaign; removing and refusing are confirmed
 * first and refund the unviewed budget to the owner's deposit, which the toast says.
 */
export function useCampaignActions(c: AdminCampaign) {
  const pause = useAdminMutation(campaignAdminRoutes.campaignPause);
  const activate = useAdminMutation(campaignAdminRoutes.campaignActivate);
  const remove = useAdminMutation(campaignAdminRoutes.campaignRemove);
  const approve = useAdminMutation(campaignAdminRoutes.campaignApprove);
  const refuse = useAdminMutation(campaignAdminRoutes.campaignRefuse);
  const busy = [pause, activate, remove, approve, refuse].some((write) => write.isPending);
  const act = async (action: CampaignAction) => {
    if (action === 'remove' || action === 'refuse') {
      const sure = await confirmDestructive({
        action: action === 'remove' ? 'Remove' : 'Refuse',
        thing: `“${c.title}”`,
        consequence: `Its unviewed budget goes back to ${c.ownerUserName ?? 'the owner'}'s deposit wallet.`,
      });
      if (!sure) return;
    }
    try {
      const write = { pause, activate, remove, approve, refuse }[action];
      const answer = await write.mutateAsync({ params: { id: c.id } });
      await toastSuccess(
        action === 'remove' || action === 'refuse'
          ? `${action === 'remove' ? 'Removed' : 'Refused'}; ${formatRupees(answer.refunded)} refunded.`
          : action === 'approve'
            ? 'Campaign approved.'
            : `Campaign ${answer.campaign.status}.`,
      );
    } catch (error) {
      await toastError(errorMessageOf(error, GENERAL_ERROR));
    }
  };
  return { busy, act };
}
