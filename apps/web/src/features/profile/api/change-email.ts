import { ACCOUNT_TEXTS } from '@kamao/contract/account-texts';
import { apiRequest } from '../../../lib/api-client';
import { useMemberMutation } from '../../../lib/member-mutation';

/**
 * PATCH /userRoute/userpassword_and_email_patch with {obj: {email_address}}
 * (docs/product/accounts.md#settings-e-mail-change): a verification link goes to the new address;
 * the change applies when it is opened. Rate limited: 429 'Already Email update reset registered'
 * with time_left.
 */
export const EMAIL_LINK_SENT_FALLBACK = ACCOUNT_TEXTS.emailLinkSent;

export async function changeEmailRequest(newEmail: string): Promise<string> {
  const answer = await apiRequest('settingsPatch', {
    body: { obj: { email_address: newEmail } },
  });
  return typeof answer.msg === 'string' ? answer.msg : EMAIL_LINK_SENT_FALLBACK;
}

export function useChangeEmail(options: {
  onSuccess: (message: string) => void;
  onError: (error: unknown) => void;
}) {
  return useMemberMutation({
    mutationFn: changeEmailRequest,
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
