import { formatRupees } from '@kamao/contract/money';
import { pagePaths } from '@kamao/contract/page-paths';
import { useCallback, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { COMMON_TEXTS } from '../../lib/common-texts';
import { Icon } from '../../components/icon';
import { Logo } from '../../components/logo';
import { Skeleton } from '../../components/skeleton';
import { availableBalanceMilli, useMemberBalance } from '../../lib/member-balance';
import { useTexts } from '../../lib/texts';
import { SHELL_TEXTS } from '../shell-texts';
import { BalanceBreakdownPanel } from './balance-breakdown-panel';

/**
 * The member top bar (docs/product/site-and-pages.md#member-top-bar): logo, the available balance
 * (withdrawable_amount plus deposit_amount, 3 decimals) and a Profile link. The balance opens its
 * breakdown, whose Go to Withdraw link leads to /member/withdraw as the spec's balance link did.
 */
export function MemberTopBar() {
  const common = useTexts(COMMON_TEXTS);
  const T = useTexts(SHELL_TEXTS).memberTopBar;
  const balance = useMemberBalance();
  const amount = balance.data ? formatRupees(availableBalanceMilli(balance.data)) : null;
  const [breakdownOpen, setBreakdownOpen] = useState(false);
  const panelId = useId();
  const balanceButton = useRef<HTMLButtonElement>(null);
  const closeBreakdown = useCallback((focusToggle: boolean) => {
    setBreakdownOpen(false);
    if (focusToggle) balanceButton.current?.focus();
  }, []);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <Link
          to={pagePaths.memberDashboard}
          className="inline-flex min-h-11 min-w-11 items-center rounded-lg"
          aria-label={T.dashboard}
        >
          <Logo compact />
        </Link>
        <div className="flex items-center gap-2">
          <button
            ref={balanceButton}
            type="button"
            onClick={() => setBreakdownOpen((open) => !open)}
            aria-expanded={breakdownOpen}
            aria-controls={breakdownOpen ? panelId : undefined}
            aria-haspopup="dialog"
            className="flex min-h-11 items-center gap-2 rounded-xl bg-emerald-50 px-3 py-1.5 text-left text-emerald-900 ring-1 ring-emerald-200 hover:bg-emerald-100 aria-expanded:bg-emerald-100"
            aria-label={
              amount ? common.member.balanceButton(amount) : common.member.availableBalance
            }
          >
            <Icon name="wallet" className="size-5 shrink-0 text-emerald-700" />
            <span className="flex flex-col leading-tight">
              <span className="text-[11px] font-medium text-emerald-800/80">
                {common.member.availableBalance}
              </span>
              {amount ? (
                <span className="text-sm font-bold tabular-nums">{amount}</span>
              ) : balance.isError ? (
                <span className="text-sm font-semibold" title={common.member.balanceUnavailable}>
                  ₹—
                </span>
              ) : (
                <Skeleton className="my-0.5 h-4 w-20" />
              )}
            </span>
            <Icon
              name="chevronDown"
              className={`size-4 shrink-0 text-emerald-700 transition-transform ${
                breakdownOpen ? 'rotate-180' : ''
              }`}
            />
          </button>
          <NavLink
            to={pagePaths.profile}
            className={({ isActive }) =>
              `flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-xl px-3 py-2.5 text-sm font-semibold ${
                isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100'
              }`
            }
          >
            <Icon name="user" className="size-5" />
            <span className="sr-only sm:not-sr-only">{T.profile}</span>
          </NavLink>
        </div>
        {breakdownOpen ? (
          <BalanceBreakdownPanel id={panelId} toggle={balanceButton} onClose={closeBreakdown} />
        ) : null}
      </div>
    </header>
  );
}
