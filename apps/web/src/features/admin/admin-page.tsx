import { Link, useSearchParams } from 'react-router';
import { contentAdminRoutes } from '@kamao/contract/admin/content';
import { ApiError, isSessionError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Logo } from '../../components/logo';
import { PageSkeleton } from '../../components/skeleton';
import { useAdminQuery } from './api/admin-queries';
import { consoleTabOf } from './console-tab-list';
import { ConsoleSection } from './console-section';
import { ConsoleTabs } from './console-tabs';

/**
 * The operator console (docs/product/operator-console.md): a lazily loaded part of the web app
 * under /admin.
 */
export function AdminPage() {
  useDocumentTitle('Operator console');
  const [params, setParams] = useSearchParams();
  const tab = consoleTabOf(params.get('tab'));
  // The FAQ list doubles as the access check: 401 goes to /login (the one session reaction),
  // 403 means a member who is not an operator.
  const access = useAdminQuery(contentAdminRoutes.faqList);

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <Link to="/" aria-label="Kamao home">
            <Logo />
          </Link>
          <p className="text-sm font-semibold text-slate-600">Operator console</p>
        </div>
      </header>
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
        ) : access.error ? (
          <p role="alert" className="text-rose-700">
            Something went wrong, please try again.
          </p>
        ) : (
          <>
            <ConsoleTabs tab={tab} onChoose={(chosen) => setParams({ tab: chosen })} />
            <ConsoleSection tab={tab} />
          </>
        )}
      </main>
    </div>
  );
}
