import { Link } from 'react-router';
import { pagePaths } from '@kamao/contract/page-paths';
import { useLogout } from '../../lib/auth';
import { Logo } from '../../components/logo';
import { Icon } from '../../components/icon';

/**
 * The console's top bar: the site's logo, a way back to the member area, and LogOut (the member
 * app's own, which asks first).
 */
export function ConsoleHeader() {
  const { logout, isPending } = useLogout();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="flex items-center gap-3">
          <Link to="/" aria-label="Kamao home">
            <Logo />
          </Link>
          <p className="text-sm font-semibold text-slate-600">Operator console</p>
        </div>
        <div className="flex items-center gap-2">
          <Link
            to={pagePaths.memberDashboard}
            className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200 hover:bg-emerald-50"
          >
            Member area
          </Link>
          <button
            type="button"
            onClick={() => void logout()}
            disabled={isPending}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-rose-700 ring-1 ring-rose-200 hover:bg-rose-50 disabled:opacity-60"
          >
            <Icon name="logout" className="size-4" />
            Log out
          </button>
        </div>
      </div>
    </header>
  );
}
