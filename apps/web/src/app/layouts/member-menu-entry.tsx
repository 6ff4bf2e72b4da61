import { isMenuItemActive } from '@kamao/contract/page-paths';
import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { useIsAdmin, useLogout } from '../../lib/auth';
import { useTexts } from '../../lib/texts';
import { MEMBER_MENU_TEXTS, type MemberMenuEntry } from './member-menu-items';

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition';

/** One entry of the Member Menu: a divider, LogOut (with the console for an operator), a link. */
export function MenuEntry({ entry, pathname }: { entry: MemberMenuEntry; pathname: string }) {
  const T = useTexts(MEMBER_MENU_TEXTS);
  if (entry.kind === 'divider') {
    return (
      <li role="separator" className="my-2 border-t border-slate-200 sm:col-span-2 lg:col-span-1" />
    );
  }
  if (entry.kind === 'logout') return <LogoutEntries />;
  const active = isMenuItemActive(entry.path, pathname);
  return (
    <li>
      <Link
        to={entry.path}
        aria-current={active ? 'page' : undefined}
        className={`${itemClass} ${
          active
            ? 'bg-emerald-700 text-white shadow-sm'
            : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
        }`}
      >
        <Icon name={entry.icon} className={`size-5 ${active ? 'text-white' : 'text-slate-500'}`} />
        {T.labels[entry.label]}
      </Link>
    </li>
  );
}

/** LogOut, which asks first, and before it the operator console for an operator. */
function LogoutEntries() {
  const T = useTexts(MEMBER_MENU_TEXTS);
  const { logout, isPending } = useLogout();
  const isAdmin = useIsAdmin();
  return (
    <>
      {isAdmin ? (
        // An operator reaches the console from here, not only by typing /admin.
        <li>
          <Link
            to="/admin"
            className={`${itemClass} text-slate-700 hover:bg-slate-100 hover:text-slate-900`}
          >
            <Icon name="dashboard" className="size-5 text-slate-500" />
            {T.operatorConsole}
          </Link>
        </li>
      ) : null}
      <li>
        <button
          type="button"
          onClick={() => void logout()}
          disabled={isPending}
          className={`${itemClass} text-rose-700 hover:bg-rose-50 disabled:opacity-60`}
        >
          <Icon name="logout" className="size-5" />
          {T.logOut}
        </button>
      </li>
    </>
  );
}
