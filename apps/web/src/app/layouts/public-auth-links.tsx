import { pagePaths } from '@kamao/contract/page-paths';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { Skeleton } from '../../components/skeleton';
import { checkLoginQueryOptions } from '../../lib/auth';
import { useTexts } from '../../lib/texts';
import { SHELL_TEXTS } from '../shell-texts';
import type { PublicBarPlacement } from './public-nav-items';

/**
 * The public top bar's end: Dashboard for a logged-in visitor, Login and Sign Up otherwise, a
 * placeholder while the login check runs. In the phone's menu ('menu') they fill its width.
 */
export function PublicAuthLinks({ layout, onNavigate }: PublicBarPlacement) {
  const T = useTexts(SHELL_TEXTS).publicNav;
  const login = useQuery(checkLoginQueryOptions());
  const wide = layout === 'menu' ? 'w-full justify-center' : '';
  if (login.data === true) {
    return (
      <Link
        to={pagePaths.memberDashboard}
        onClick={onNavigate}
        className={`inline-flex items-center gap-2 rounded-xl bg-emerald-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-emerald-800 ${wide}`}
      >
        <Icon name="dashboard" className="size-4" />
        {T.dashboard}
      </Link>
    );
  }
  if (login.data === false || login.isError) {
    return (
      <>
        <Link
          to={pagePaths.login}
          onClick={onNavigate}
          className={`inline-flex items-center rounded-xl border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 ${wide}`}
        >
          {T.login}
        </Link>
        <Link
          to={pagePaths.signup}
          onClick={onNavigate}
          className={`inline-flex items-center rounded-xl bg-emerald-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-emerald-800 ${wide}`}
        >
          {T.signUp}
        </Link>
      </>
    );
  }
  return <Skeleton className={`h-9 ${layout === 'menu' ? 'w-full' : 'w-40'}`} />;
}
