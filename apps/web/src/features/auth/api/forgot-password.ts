import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getAppConfig } from '../../../lib/app-config';
import { sealPayload } from '../../../lib/payload-seal';

/**
 * POST /userRoute/userLoginforgot_password_send_mail with {obj: {email}}, sealed
 * (docs/product/accounts.md#forgot-password). A link sent recently answers 429 with msg and
 * time_left (milliseconds).
 */
export async function forgotPasswordRequest(email: string) {
  const obj = await sealPayload({ email }, getAppConfig().payloadKey);
  return apiRequest('forgotPasswordSendMail', { body: { obj } });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: forgotPasswordRequest, meta: { silentErrors: true } });
}
