import type {
  advertiserDataAnswerSchema,
  CampaignStatusAction,
} from '@kamao/contract/api-advertiser';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { getAppConfig } from '../../../lib/app-config';
import { memberBalanceQueryOptions } from '../../../lib/member-balance';
import { sealPayload } from '../../../lib/payload-seal';
import { advertiserDataQueryOptions } from './advertiser-data';
import { useMemberMutation } from '../../../lib/member-mutation';

export type CampaignAction = CampaignStatusAction;
export type AdvertiserData = z.infer<typeof advertiserDataAnswerSchema>['msg'];

/**
 * PATCH /advertiserRoute/advertiserCampaign_paused_active_patch with {encryptedObj: sealed
 * {clientMsg, _id}} (docs/product/advertiser.md#calls-and-fields). A delete answers
 * msg.userDepositBalance, the refund applied.
 */
export async function campaignStatusRequest(action: CampaignAction, campaignId: string) {
  const encryptedObj = await sealPayload(
    { clientMsg: action, _id: campaignId },
    getAppConfig().payloadKey,
  );
  const answer = await apiRequest('advertiserCampaignStatus', { body: { encryptedObj } });
  const msg = answer.msg;
  return { depositBalance: typeof msg === 'object' ? msg.userDepositBalance : undefined };
}

/**
 * The counters after an action, as docs/product/advertiser.md#pause-activate-delete says: pausing
 * moves them only if the campaign was active, activating only if it was paused, never below 0; a
 * delete lowers the total, its status' counter and the remaining views by its unviewed amount, and
 * shows the refunded deposit balance.
 */
export function applyCampaignAction(
  data: AdvertiserData,
  action: CampaignAction,
  campaignId: string,
  depositBalance: number | undefined,
): AdvertiserData {
  const campaign = data.advertiserData.find((each) => each._id === campaignId);
  if (!campaign) return data;
  const down = (count: number) => Math.max(0, count - 1);
  if (action === 'delete') {
    const unviewed = Math.max(0, campaign.step_3_total_views - campaign.completed_total_views);
    return {
      ...data,
      advertiserData: data.advertiserData.filter((each) => each._id !== campaignId),
      total_campaigns: down(data.total_campaigns),
      active_campaigns:
        campaign.status === 'active' ? down(data.active_campaigns) : data.active_campaigns,
      paused_campaigns:
        campaign.status === 'paused' ? down(data.paused_campaigns) : data.paused_campaigns,
      remaining_views: Math.max(0, data.remaining_views - unviewed),
      userDepositBalance: depositBalance ?? data.userDepositBalance,
    };
  }
  if (campaign.status === action) return data;
  const toPaused = action === 'paused';
  return {
    ...data,
    advertiserData: data.advertiserData.map((each) =>
      each._id === campaignId ? { ...each, status: action } : each,
    ),
    active_campaigns: toPaused ? down(data.active_campaigns) : data.active_campaigns + 1,
    paused_campaigns: toPaused ? data.paused_campaigns + 1 : down(data.paused_campaigns),
  };
}

export function useCampaignStatus(options: {
  onSuccess: (action: CampaignAction) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMemberMutation({
    mutationFn: ({ action, campaignId }: { action: CampaignAction; campaignId: string }) =>
      campaignStatusRequest(action, campaignId),
    onSuccess: (answer, { action, campaignId }) => {
      queryClient.setQueryData(advertiserDataQueryOptions().queryKey, (data) =>
        data ? applyCampaignAction(data, action, campaignId, answer.depositBalance) : data,
      );
      options.onSuccess(action);
      void queryClient.invalidateQueries({ queryKey: advertiserDataQueryOptions().queryKey });
      // A delete refunds the unviewed views: the top bar's balance moves too.
      if (action === 'delete') {
        void queryClient.invalidateQueries({ queryKey: memberBalanceQueryOptions().queryKey });
      }
    },
    onError: options.onError,
  });
}
