import { pagePaths } from '@kamao/contract/page-paths';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { COMMON_TEXTS } from '../../lib/common-texts';
import { useTexts } from '../../lib/texts';
import { Icon } from '../../components/icon';
import { useBalanceBreakdown } from '../../lib/member-balance-breakdown';
import { BalanceFigures } from './balance-figures';

/**
 * The panel the top bar's balance opens (docs/product/common.md#money-on-screen): the available
 * balance, its two wallets, what pending withdrawals hold and, only when there is one, the debt a
 * chargeback left. A non-modal dialog under the top bar: it takes focus when it opens; Escape, the
 * close button, a tap outside or focus leaving it close it. Mounted only while open, so each
 * opening fetches the figures again; user_balance_updated refreshes them while it is open.
 */
export function BalanceBreakdownPanel({
  id,
  toggle,
  onClose,
}: {
  id: string;
  /** The top bar's balance button, which owns the panel (a tap on it toggles, not "outside"). */
  toggle: RefObject<HTMLButtonElement | null>;
  /** Closes the panel; focusToggle when focus was inside and must go back to the button. */
  onClose: (focusToggle: boolean) => void;
}) {
  const common = useTexts(COMMON_TEXTS);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const breakdown = useBalanceBreakdown();

  useEffect(() => panel.current?.focus(), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || toggle.current?.contains(target)) return;
      onClose(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [onClose, toggle]);

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (!next || panel.current?.contains(next) || toggle.current?.contains(next)) return;
        onClose(false);
      }}
      className="absolute top-full right-4 z-50 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-2xl bg-white p-4 text-slate-900 shadow-xl ring-1 ring-slate-200 outline-none"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-base font-bold">
          {common.member.breakdown.title}
        </h2>
        <button
          type="button"
          onClick={() => onClose(true)}
          aria-label={common.member.breakdown.close}
          className="-mr-2 grid size-11 place-items-center rounded-xl text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <Icon name="close" className="size-5" />
        </button>
      </div>

      <BalanceFigures breakdown={breakdown} />

      <Link
        to={pagePaths.withdraw}
        onClick={() => onClose(false)}
        className="mt-3 flex min-h-11 items-center justify-center gap-2 rounded-xl bg-emerald-600 px-4 text-sm font-semibold text-white hover:bg-emerald-700"
      >
        <Icon name="wallet" className="size-5" />
        {common.member.breakdown.withdraw}
      </Link>
    </div>
  );
}
