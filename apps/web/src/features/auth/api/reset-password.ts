import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /userRoute/verify_reset_token?token= (docs/product/accounts.md#password-reset-page). */
export function verifyResetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'verifyResetToken', token],
    queryFn: ({ signal }) => apiRequest('verifyResetToken', { query: { token }, signal }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    meta: { silentErrors: true },
  });
}

/**
 * POST /userRoute/reset_password_form_post with {obj: {password, token}}
 * (docs/product/accounts.md#calls-and-fields).
 */
export function resetPasswordRequest(payload: { password: string; token: string }) {
  return apiRequest('resetPasswordPost', { body: { obj: payload } });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPasswordRequest, meta: { silentErrors: true } });
}
