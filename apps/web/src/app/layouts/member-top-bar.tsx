import { formatRupees } from '@kamao/contract/money';
import { pagePaths } from '@kamao/contract/page-paths';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Icon } from '../../components/icon';
import { Logo } from '../../components/logo';
import { Skeleton } from '../../components/skeleton';
import { availableBalanceMilli, useMemberBalance } from '../../lib/member-balance';

/**
 * The member top bar (spec part 1 §2): logo, the available balance (withdrawable_amount plus
 * deposit_amount, 3 decimals) linking to /member/withdraw, and a Profile link.
 */
export function MemberTopBar() {
  const { t } = useTranslation();
  const balance = useMemberBalance();
  const amount = balance.data ? formatRupees(availableBalanceMilli(balance.data)) : null;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <Link to={pagePaths.memberDashboard} className="rounded-lg" aria-label="Dashboard">
          <Logo compact />
        </Link>
        <div className="flex items-center gap-2">
          <Link
            to={pagePaths.withdraw}
            className="flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-1.5 text-emerald-900 ring-1 ring-emerald-200 hover:bg-emerald-100"
            aria-label={amount ? t('member.balanceLink', { amount }) : t('member.availableBalance')}
          >
            <Icon name="wallet" className="size-5 shrink-0 text-emerald-700" />
            <span className="flex flex-col leading-tight">
              <span className="text-[11px] font-medium text-emerald-800/80">
                {t('member.availableBalance')}
              </span>
              {amount ? (
                <span className="text-sm font-bold tabular-nums">{amount}</span>
              ) : balance.isError ? (
                <span className="text-sm font-semibold" title={t('member.balanceUnavailable')}>
                  ₹—
                </span>
              ) : (
                <Skeleton className="my-0.5 h-4 w-20" />
              )}
            </span>
          </Link>
          <NavLink
            to={pagePaths.profile}
            className={({ isActive }) =>
              `flex items-center gap-1.5 rounded-xl px-3 py-2.5 text-sm font-semibold ${
                isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100'
              }`
            }
          >
            <Icon name="user" className="size-5" />
            <span className="sr-only sm:not-sr-only">Profile</span>
          </NavLink>
        </div>
      </div>
    </header>
  );
}
