import type { CampaignCreatePayload } from '@kamao/contract/api-advertiser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getAppConfig } from '../../../lib/app-config';
import { memberBalanceQueryOptions } from '../../../lib/member-balance';
import { sealPayload } from '../../../lib/payload-seal';
import { advertiserCreateDataQueryOptions } from './advertiser-create-data';
import { advertiserDataQueryOptions } from './advertiser-data';

/**
 * POST /advertiserRoute/advertiserDataPost with {obj: sealed campaign form} (spec part 2 §7.1):
 * status 200 is success; the server recomputes the subtotal and takes it from the deposit.
 */
export async function createCampaignRequest(payload: CampaignCreatePayload) {
  const obj = await sealPayload(payload, getAppConfig().payloadKey);
  return (await apiRequest('advertiserCreate', { body: { obj } })).msg;
}

export function useCreateCampaign(options: {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaignRequest,
    onSuccess: () => {
      options.onSuccess();
      for (const queryKey of [
        advertiserDataQueryOptions().queryKey,
        advertiserCreateDataQueryOptions().queryKey,
        memberBalanceQueryOptions().queryKey,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: options.onError,
  });
}
