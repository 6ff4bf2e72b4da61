import {
  queryOptions,
  skipToken,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { pagePaths } from '@kamao/contract/page-paths';
import { useNavigate } from 'react-router';
import { apiRequest } from './api-client';
import { useMemberMutation } from './member-mutation';
import { SHELL_MESSAGES } from './messages';
import { textsNow } from './texts';
import { rememberFooterLinks } from './footer-links';
import { closeMemberSockets } from './open-sockets';
import { CHECK_LOGIN_QUERY_KEY, IS_ADMIN_QUERY_KEY, MEMBER_QUERY_ROOT } from './query-keys';
import { confirmDialog, toastError, toastSuccess } from './toast';

/**
 * The session as the shell sees it: the navigation check (is someone logged in?) and logging
 * out. Shared by the layouts and by any feature that offers LogOut (the dashboard's button).
 */

/**
 * GET /checkLogin_for_navBar → isLogin; fetched on each route change and on reconnect. It also
 * brings the footer's links (footer=true), kept apart for the footer (lib/footer-links.ts).
 */
export function checkLoginQueryOptions() {
  return queryOptions({
    queryKey: CHECK_LOGIN_QUERY_KEY,
    queryFn: async ({ signal, client }) => {
      const answer = await apiRequest('checkLoginForNavBar', { query: { footer: 'true' }, signal });
      rememberFooterLinks(client, answer.msg.footer_data);
      client.setQueryData(IS_ADMIN_QUERY_KEY, answer.msg.isAdmin === true);
      return answer.msg.isLogin;
    },
    refetchOnReconnect: 'always',
    // The top bar simply keeps its last state if the check fails; no toast for it.
    meta: { silentErrors: true },
  });
}

/** Whether the member signed in is an operator (the member menu then links to the console). */
export function useIsAdmin(): boolean {
  // Filled by the login check above; never fetched by itself.
  return useQuery({ queryKey: IS_ADMIN_QUERY_KEY, queryFn: skipToken }).data === true;
}

/** Forget everything about the member that was logged in on this page. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.setQueryData(CHECK_LOGIN_QUERY_KEY, false);
  queryClient.removeQueries({ queryKey: [MEMBER_QUERY_ROOT] });
}

/**
 * LogOut (docs/product/accounts.md#logout): the popup 'Are you sure you want to
 * log out?' with Confirm and Close, then POST /userRoute/logout; success goes to /login with
 * 'LogOut success!', failure shows 'Something went wrong, please try again.'.
 */
export function useLogout(): { logout: () => Promise<void>; isPending: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMemberMutation({
    mutationFn: () => {
      // This page's sockets close first: the server ending them would read as a lost session.
      closeMemberSockets();
      return apiRequest('logout');
    },
    onSuccess: async () => {
      await navigate(pagePaths.login, { replace: true });
      forgetSession(queryClient);
      void toastSuccess(textsNow(SHELL_MESSAGES).logoutSuccess);
    },
    // A lost session was already handled (and lands on /login anyway): useMemberMutation.
    onError: () => void toastError(textsNow(SHELL_MESSAGES).genericError),
  });

  const logout = async () => {
    const M = textsNow(SHELL_MESSAGES);
    const confirmed = await confirmDialog({
      title: M.logoutConfirm,
      confirmText: M.logoutConfirmButton,
      cancelText: M.logoutCloseButton,
      icon: 'warning',
    });
    if (confirmed) await mutation.mutateAsync().catch(() => undefined);
  };

  return { logout, isPending: mutation.isPending };
}
