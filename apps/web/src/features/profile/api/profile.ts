import { queryOptions, useQuery } from '@tanstack/react-query';
import { startEarly, takingEarlyAnswer } from '../../../lib/early-answers';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

const PROFILE_KEY = [MEMBER_QUERY_ROOT, 'profile'] as const;
const fetchProfile = async (signal?: AbortSignal) =>
  (await apiRequest('profileGet', { signal })).msg;

/**
 * GET /userRoute/userProfileData_get: the eight profile fields, the balance and the operator's
 * withdrawal methods (docs/product/accounts.md#profile).
 */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: PROFILE_KEY,
    queryFn: takingEarlyAnswer(PROFILE_KEY, fetchProfile),
  });
}

/** Asks for the page's data while its code loads (lib/early-answers.ts). */
export const startProfileEarly = () => startEarly(PROFILE_KEY, fetchProfile);

export function useProfile() {
  return useQuery(profileQueryOptions());
}
