import type { ConvertBalancePayload } from '@kamao/contract/api-wallet';
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
import { convertBalanceQueryOptions } from './convert-balance';
import { useMemberMutation } from '../../../lib/member-mutation';

/** One confirmed conversion: the payload and the key its confirm dialog made. */
export interface ConvertVariables {
  payload: ConvertBalancePayload;
  idempotencyKey: string;
}

/**
 * PATCH /userAmount/userBalanceConvertPatch with {obj: sealed {balanceToConvert, charge,
 * conversionType_state}} (docs/product/converter.md#calls-and-fields): status 200 means success.
 * The server recomputes the charge; both the converter data and the top bar's balance are refetched
 * afterwards. The Idempotency-Key makes a retry of the same confirmation answer as the first
 * instead of converting twice.
 */
export async function convertBalanceRequest({
  payload,
  idempotencyKey,
}: ConvertVariables): Promise<void> {
  const obj = await sealPayload(payload, getAppConfig().payloadKey);
  await apiRequest('convertBalancePatch', {
    body: { obj },
    headers: idempotencyKeyHeader(idempotencyKey),
  });
}

export function useConvertBalancePatch(options: {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  const refetchBalances = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: memberBalanceQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: convertBalanceQueryOptions().queryKey }),
    ]);
  return useMemberMutation({
    mutationFn: convertBalanceRequest,
    // A request that got no answer may have been made: the retry carries the same key.
    retry: retryWhenUnanswered,
    onSuccess: async () => {
      options.onSuccess();
      await refetchBalances();
    },
    onError: (error) => {
      options.onError(error);
      // The lost answer may hide a conversion that was made: show the balances as they now are.
      if (isUnanswered(error)) void refetchBalances();
    },
  });
}
