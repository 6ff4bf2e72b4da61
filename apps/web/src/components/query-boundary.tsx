import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessageOf, isSessionError } from '../lib/api-client';
import { LoadFailed } from './load-failed';
import { PageSkeleton } from './skeleton';

export interface QueryBoundaryProps<T> {
  /** The page's query (TanStack Query's result). */
  query: Pick<
    UseQueryResult<T>,
    'isPending' | 'isError' | 'error' | 'data' | 'refetch' | 'isFetching'
  >;
  /** Shown while the data loads (member pages show a loading skeleton). */
  loading?: ReactNode;
  /** The page's words for a failed load. */
  errorText: string;
  /** Show the server's error_msg instead of errorText when it sent one. */
  serverMessage?: boolean;
  /** The retry button's caption, when the page has its own. */
  retryText?: string;
  /** True when the data holds nothing to show: `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The three states of a page's data in one place: the skeleton while it loads, the failure
 * with a retry, the empty state, then the page itself. A lost session keeps the skeleton: the
 * HTTP client's session reaction is already taking the member to /login
 * (docs/product/common.md#sessions-and-the-session-flags), so no error (and never a session flag)
 * flashes on the way.
 */
export function QueryBoundary<T>({
  query,
  loading = <PageSkeleton />,
  errorText,
  serverMessage = false,
  retryText,
  isEmpty,
  empty = null,
  children,
}: QueryBoundaryProps<T>) {
  if (query.isPending || (query.isError && isSessionError(query.error))) return loading;
  // A failed background refetch keeps the page it has: replacing it would unmount the forms
  // and lose what a member typed on a flaky connection.
  if (query.isError && query.data === undefined) {
    return (
      <LoadFailed
        text={serverMessage ? errorMessageOf(query.error, errorText) : errorText}
        {...(retryText ? { retry: retryText } : {})}
        busy={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const data = query.data as T;
  if (isEmpty?.(data)) return empty;
  return children(data);
}
