import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { memberBalanceQueryOptions } from '../../../lib/member-balance';
import { giftCodeQueryOptions } from './gift-code';
import { useMemberMutation } from '../../../lib/member-mutation';
import { textsNow } from '../../../lib/texts';
import { GIFT_CODE_TEXTS } from '../gift-code-texts';

/**
 * PATCH /userIncomeRoute/user_giftCode_verify_and_patch with {giftCode_state} (not wrapped in
 * obj). The server decides the bonus; on success the history and the top bar's balance are
 * refetched.
 */
export async function claimGiftCodeRequest(code: string): Promise<string> {
  const answer = await apiRequest('giftCodeClaim', { body: { giftCode_state: code } });
  return typeof answer.msg === 'string' ? answer.msg : textsNow(GIFT_CODE_TEXTS).claimedFallback;
}

export function useClaimGiftCode(options: {
  onSuccess: (message: string) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMemberMutation({
    mutationFn: claimGiftCodeRequest,
    onSuccess: async (message) => {
      options.onSuccess(message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: memberBalanceQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: giftCodeQueryOptions().queryKey }),
      ]);
    },
    onError: options.onError,
  });
}
