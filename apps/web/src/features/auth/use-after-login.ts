import { pagePaths } from '@kamao/contract/page-paths';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CHECK_LOGIN_QUERY_KEY, MEMBER_QUERY_ROOT } from '../../lib/query-keys';
import { setStoredUserEmail } from '../../lib/storage';
import { textsNow } from '../../lib/texts';
import { toastSuccess } from '../../lib/toast';
import { fetchAccountEmail } from './api/account-email';
import { AUTH_PAGE_TEXTS } from './auth-texts';
import { looksLikeEmail } from './identity';

/**
 * What follows an accepted login, given the identifier typed: the member's cache starts afresh,
 * the account's e-mail is stored for the account-switching check, a toast, then the dashboard.
 */
export function useAfterLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (typed: string) => {
    // Whatever an earlier member left in the cache is not this member's.
    queryClient.removeQueries({ queryKey: [MEMBER_QUERY_ROOT] });
    queryClient.setQueryData(CHECK_LOGIN_QUERY_KEY, true);
    const email = looksLikeEmail(typed) ? typed : await fetchAccountEmail();
    if (email) setStoredUserEmail(email);
    void toastSuccess(textsNow(AUTH_PAGE_TEXTS).loginSuccess);
    await navigate(pagePaths.memberDashboard);
  };
}
