import type { SignupPayload } from '@kamao/contract/api-auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getAppConfig } from '../../../lib/app-config';
import { sealPayload } from '../../../lib/payload-seal';

/**
 * POST /userRoute/signUp with {obj}, sealed (docs/product/accounts.md#signup); field user means
 * success.
 */
export async function signupRequest(payload: SignupPayload) {
  const obj = await sealPayload(payload, getAppConfig().payloadKey);
  return apiRequest('signUp', { body: { obj } });
}

export function useSignupMutation(options: {
  onSuccess: () => void | Promise<void>;
  onError: (error: unknown) => void;
}) {
  return useMutation({
    mutationFn: signupRequest,
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
