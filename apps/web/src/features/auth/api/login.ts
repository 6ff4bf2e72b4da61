import { loginPayloadSchema, type LoginPayload } from '@kamao/contract/api-auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /userRoute/login with {obj: {email_userName, password, loginRemember_state}} (spec part 1
 * §3, §7). The form checks its fields with the contract's own payload schema.
 */
export const loginFormSchema = loginPayloadSchema.omit({ captcha_token: true });

export function loginRequest(payload: LoginPayload) {
  return apiRequest('login', { body: { obj: payload } });
}

export function useLoginMutation(options: {
  onSuccess: () => void | Promise<void>;
  onError: (error: unknown) => void;
}) {
  return useMutation({
    mutationFn: loginRequest,
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
