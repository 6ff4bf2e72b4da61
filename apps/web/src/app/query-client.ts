import { hashKey, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isSessionError } from '../lib/api-client';
import { SHELL_MESSAGES } from '../lib/messages';
import { CHECK_LOGIN_QUERY_KEY } from '../lib/query-keys';
import { rememberSignedIn } from '../lib/storage';
import { textsNow } from '../lib/texts';

/** A client error (4xx) will not change by asking again; a network or server failure may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The query client and its error policy, in one place: a lost session was already handled by
 * the session-flag listener (app/session-expiry.ts); any other failed query shows 'Something
 * went wrong, please try again.' (docs/product/common.md#errors-every-page-may-show) unless it opts
 * out with meta.silentErrors; a mutation without its own onError gets the same toast.
 *
 * Member pages refetch when the browser comes back online: onlineManager (TanStack's default,
 * wired to the window's online/offline events once the provider mounts) pauses queries while
 * offline and refetchOnReconnect 'always' refetches every mounted query when it returns.
 */
export function createQueryClient(options: { onUnexpectedError: (message: string) => void }) {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isSessionError(error) || query.meta?.silentErrors) return;
        options.onUnexpectedError(textsNow(SHELL_MESSAGES).genericError);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isSessionError(error) || mutation.options.onError || mutation.meta?.silentErrors) {
          return;
        }
        options.onUnexpectedError(textsNow(SHELL_MESSAGES).genericError);
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnReconnect: 'always',
        // Cheap phones and metered data: no refetch just because a tab regained focus.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  rememberLoginCheck(client);
  return client;
}

const CHECK_LOGIN_HASH = hashKey(CHECK_LOGIN_QUERY_KEY);

/**
 * Every answer of the login check (fetched, set at login, set false at logout or a lost
 * session) is remembered for the next visit's first paint (lib/storage.ts,
 * SIGNED_IN_HINT_KEY). The cache dropping an unused check says nothing about the session.
 */
function rememberLoginCheck(client: QueryClient): void {
  client.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== CHECK_LOGIN_HASH) return;
    if (event.type === 'updated' && event.action.type === 'success') {
      rememberSignedIn(event.query.state.data === true);
    }
  });
}
