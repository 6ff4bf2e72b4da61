import { Link, useSearchParams } from 'react-router';
import { overviewAdminRoutes } from '@kamao/contract/admin/overview';
import { ApiError, isSessionError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageSkeleton } from '../../components/skeleton';
import { useAdminQuery } from './api/admin-queries';
import { consoleTabOf } from './console-tab-list';
import { ConsoleHeader } from './console-header';
import { ConsoleSection } from './console-section';
import { ConsoleTabs } from './console-tabs';
import { waitingCounts } from './waiting-counts';

/**
 * The operator console (docs/product/operator-console.md): a lazily loaded part of the web app
 * under /admin.
 */
export function AdminPage() {
  useDocumentTitle('Operator console');
  const [params, setParams] = useSearchParams();
  const tab = consoleTabOf(params.get('tab'));
  // The overview doubles as the access check and gives the navigation its counts: 401 goes to
  // /login (the one session reaction), 403 means a member who is not an operator.
  const access = useAdminQuery(overviewAdminRoutes.overview);

  return (
    <div className="min-h-dvh bg-slate-50">
      <ConsoleHeader />
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-6">
        {/* A lost session keeps the skeleton: the one session reaction is leaving for /login. */}
        {access.isPending || isSessionError(access.error) ? (
          <PageSkeleton />
        ) : access.error instanceof ApiError && access.error.status === 403 ? (
          <p
            role="alert"
            className="rounded-xl border border-rose-200 bg-rose-50 p-4 text-rose-800"
          >
            {access.error.errorMessage}{' '}
            <Link className="underline" to="/member/dashboard">
              Back to your dashboard
            </Link>
          </p>
        ) : access.error && access.data === undefined ? (
          <p role="alert" className="text-rose-700">
            Something went wrong, please try again.
          </p>
        ) : (
          <>
            <ConsoleTabs
              tab={tab}
              counts={waitingCounts(access.data)}
              onChoose={(chosen) => setParams({ tab: chosen })}
            />
            <ConsoleSection tab={tab} />
          </>
        )}
      </main>
    </div>
  );
}
