import { loginPayloadSchema, type LoginPayload } from '@kamao/contract/api-auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getAppConfig } from '../../../lib/app-config';
import { sealPayload } from '../../../lib/payload-seal';

/**
 * POST /userRoute/login with {obj: {email_userName, password, loginRemember_state,
 * captcha_token}}, sealed (docs/product/accounts.md#login). The form checks its fields with the
 * contract's own payload schema.
 */
export const loginFormSchema = loginPayloadSchema.omit({ captcha_token: true });

export async function loginRequest(payload: LoginPayload) {
  const obj = await sealPayload(payload, getAppConfig().payloadKey);
  return apiRequest('login', { body: { obj } });
}

export function useLoginMutation(options: {
  onSuccess: (answer: unknown, payload: LoginPayload) => void | Promise<void>;
  onError: (error: unknown, payload: LoginPayload) => void;
}) {
  return useMutation({
    mutationFn: loginRequest,
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
