import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

/**
 * GET /userRoute/userProfileData_get: the eight profile fields, the balance and the operator's
 * withdrawal methods (docs/product/accounts.md#profile).
 */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'profile'] as const,
    queryFn: async ({ signal }) => (await apiRequest('profileGet', { signal })).msg,
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
