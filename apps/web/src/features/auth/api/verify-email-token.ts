import { apiRequest } from '../../../lib/api-client';

/**
 * GET /userRoute/verify_reset_email_token?token&email
 * (docs/product/accounts.md#e-mail-verification-page): applies an e-mail change. Called once per
 * visit, from an effect.
 */
export function verifyEmailTokenRequest(token: string, email: string, signal?: AbortSignal) {
  return apiRequest('verifyResetEmailToken', {
    query: { token, email },
    ...(signal ? { signal } : {}),
  });
}
