import { queryOptions, useQuery } from '@tanstack/react-query';
import { startEarly, takingEarlyAnswer } from '../../../lib/early-answers';
import { apiRequest } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

const ACCOUNT_SETTINGS_KEY = [MEMBER_QUERY_ROOT, 'accountSettings'] as const;
const fetchAccountSettings = async (signal?: AbortSignal) =>
  (await apiRequest('settingsGet', { signal })).msg;

/** GET /userRoute/userpassword_and_email_get: {email_address, available_balance}. */
export function accountSettingsQueryOptions() {
  return queryOptions({
    queryKey: ACCOUNT_SETTINGS_KEY,
    queryFn: takingEarlyAnswer(ACCOUNT_SETTINGS_KEY, fetchAccountSettings),
  });
}

/** Asks for the page's data while its code loads (lib/early-answers.ts). */
export const startAccountSettingsEarly = () =>
  startEarly(ACCOUNT_SETTINGS_KEY, fetchAccountSettings);

export function useAccountSettings() {
  return useQuery(accountSettingsQueryOptions());
}
