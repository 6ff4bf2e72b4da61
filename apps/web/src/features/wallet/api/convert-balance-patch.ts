import type { ConvertBalancePayload } from '@kamao/contract/api-wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getAppConfig } from '../../../lib/app-config';
import { memberBalanceQueryOptions } from '../../../lib/member-balance';
import { sealPayload } from '../../../lib/payload-seal';
import { convertBalanceQueryOptions } from './convert-balance';

/**
 * PATCH /userAmount/userBalanceConvertPatch with {obj: sealed {balanceToConvert, charge,
 * conversionType_state}} (spec part 2 §7): status 200 means success. The server recomputes the
 * charge; both the converter data and the top bar's balance are refetched afterwards.
 */
export async function convertBalanceRequest(payload: ConvertBalancePayload): Promise<void> {
  const obj = await sealPayload(payload, getAppConfig().payloadKey);
  await apiRequest('convertBalancePatch', { body: { obj } });
}

export function useConvertBalancePatch(options: {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertBalanceRequest,
    onSuccess: async () => {
      options.onSuccess();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: memberBalanceQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: convertBalanceQueryOptions().queryKey }),
      ]);
    },
    onError: options.onError,
  });
}
