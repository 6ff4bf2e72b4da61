import type { CampaignCreatePayload } from '@kamao/contract/api-advertiser';
import { useQueryClient } from '@tanstack/react-query';
import {
  apiRequest,
  idempotencyKeyHeader,
  isUnanswered,
  retryWhenUnanswered,
} from '../../../lib/api-client';
import { getAppConfig } from '../../../lib/app-config';
import { memberBalanceQueryOptions } from '../../../lib/member-balance';
import { sealPayload } from '../../../lib/payload-seal';
import { advertiserCreateDataQueryOptions } from './advertiser-create-data';
import { advertiserDataQueryOptions } from './advertiser-data';
import { useMemberMutation } from '../../../lib/member-mutation';

/** One confirmed campaign: the form and the key its preview step made. */
export interface CreateCampaignVariables {
  payload: CampaignCreatePayload;
  idempotencyKey: string;
}

/**
 * POST /advertiserRoute/advertiserDataPost with {obj: sealed campaign form}
 * (docs/product/advertiser.md#creating): status 200 is success; the server recomputes the subtotal
 * and takes it from the deposit. The Idempotency-Key makes a retry of the same confirmation answer
 * as the first instead of buying a second campaign.
 */
export async function createCampaignRequest({ payload, idempotencyKey }: CreateCampaignVariables) {
  const obj = await sealPayload(payload, getAppConfig().payloadKey);
  const answer = await apiRequest('advertiserCreate', {
    body: { obj },
    headers: idempotencyKeyHeader(idempotencyKey),
  });
  return answer.msg;
}

export function useCreateCampaign(options: {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  const refetchCampaignsAndBalance = () => {
    for (const queryKey of [
      advertiserDataQueryOptions().queryKey,
      advertiserCreateDataQueryOptions().queryKey,
      memberBalanceQueryOptions().queryKey,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  return useMemberMutation({
    mutationFn: createCampaignRequest,
    // A request that got no answer may have been made: the retry carries the same key.
    retry: retryWhenUnanswered,
    onSuccess: () => {
      options.onSuccess();
      refetchCampaignsAndBalance();
    },
    onError: (error) => {
      options.onError(error);
      // The lost answer may hide a campaign that was bought: show the deposit as it now is.
      if (isUnanswered(error)) refetchCampaignsAndBalance();
    },
  });
}
