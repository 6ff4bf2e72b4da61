import { ACCOUNT_TEXTS } from '@kamao/contract/account-texts';
import { apiRequest } from '../../../lib/api-client';
import { useMemberMutation } from '../../../lib/member-mutation';

/**
 * PATCH /userRoute/userpassword_and_email_patch with {obj: {currentPassword_state,
 * newPassword_state}} (docs/product/accounts.md#settings-password-change). The server ends the
 * member's other sessions.
 */
export const PASSWORD_CHANGED_FALLBACK = ACCOUNT_TEXTS.passwordChanged;

export async function changePasswordRequest(input: {
  currentPassword: string;
  newPassword: string;
}): Promise<string> {
  const answer = await apiRequest('settingsPatch', {
    body: {
      obj: { currentPassword_state: input.currentPassword, newPassword_state: input.newPassword },
    },
  });
  return typeof answer.msg === 'string' ? answer.msg : PASSWORD_CHANGED_FALLBACK;
}

export function useChangePassword(options: {
  onSuccess: (message: string) => void;
  onError: (error: unknown) => void;
}) {
  return useMemberMutation({
    mutationFn: changePasswordRequest,
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
