import { ACCOUNT_TEXTS } from '@kamao/contract/account-texts';
import { profilePayloadSchema, type ProfilePayload } from '@kamao/contract/api-account';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { memberBalanceQueryOptions } from '../../../lib/member-balance';
import { profileQueryOptions } from './profile';
import { useMemberMutation } from '../../../lib/member-mutation';

/**
 * PATCH /userRoute/userProfileData_patch with {obj: the eight fields}
 * (docs/product/accounts.md#profile). The form checks its fields with the contract's payload
 * schema, the one the server uses.
 */
export const profileFormSchema = profilePayloadSchema;
export type ProfileForm = { [K in keyof ProfilePayload]: string };

export const PROFILE_SAVED_FALLBACK = ACCOUNT_TEXTS.profileUpdated;

export async function updateProfileRequest(profile: ProfileForm): Promise<string> {
  const answer = await apiRequest('profilePatch', { body: { obj: profile } });
  return typeof answer.msg === 'string' ? answer.msg : PROFILE_SAVED_FALLBACK;
}

export function useUpdateProfile(options: {
  onSuccess: (message: string) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMemberMutation({
    mutationFn: updateProfileRequest,
    onSuccess: async (message) => {
      options.onSuccess(message);
      // The withdraw page reads the bound method from the wallet state.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: memberBalanceQueryOptions().queryKey }),
      ]);
    },
    onError: options.onError,
  });
}
