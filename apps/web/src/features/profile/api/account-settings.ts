import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

/** GET /userRoute/userpassword_and_email_get: {email_address, available_balance}. */
export function accountSettingsQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'accountSettings'] as const,
    queryFn: async ({ signal }) => (await apiRequest('settingsGet', { signal })).msg,
  });
}

export function useAccountSettings() {
  return useQuery(accountSettingsQueryOptions());
}
