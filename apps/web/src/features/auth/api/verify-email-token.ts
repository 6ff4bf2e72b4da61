import { apiRequest } from '../../../lib/api-client';

/**
 * GET /userRoute/verify_reset_email_token?token&email (spec part 1 §2 "E-mail verification
 * page", §7): applies an e-mail change. Called once per visit, from an effect.
 */
export function verifyEmailTokenRequest(token: string, email: string, signal?: AbortSignal) {
  return apiRequest('verifyResetEmailToken', {
    query: { token, email },
    ...(signal ? { signal } : {}),
  });
}
