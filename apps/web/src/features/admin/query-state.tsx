import type { ReactNode } from 'react';
import { errorMessageOf } from '../../lib/api-client';
import { Skeleton } from '../../components/skeleton';

/**
 * The console's loading and failure states of a query, or null once its data is there, so a
 * panel reads `{pendingOrFailed(list) ?? <the list />}`.
 */
export function pendingOrFailed(
  query: { isPending: boolean; error: unknown; data?: unknown },
  skeletonClassName = 'h-48',
): ReactNode | null {
  if (query.isPending) return <Skeleton className={skeletonClassName} />;
  // A failed background refetch keeps the panel: an operator's unsaved text stays.
  if (query.error && query.data === undefined) {
    return (
      <p role="alert" className="text-rose-700">
        {errorMessageOf(query.error, 'Something went wrong, please try again.')}
      </p>
    );
  }
  return null;
}
