import { formatRupees, rupeesToMilli } from '@kamao/contract/money';
import type { ReactNode } from 'react';
import { Skeleton } from '../../components/skeleton';
import { COMMON_TEXTS } from '../../lib/common-texts';
import type { useBalanceBreakdown } from '../../lib/member-balance-breakdown';
import { useTexts } from '../../lib/texts';

/**
 * The balance panel's figures: the available balance, its two wallets, what pending withdrawals
 * hold and the debt when there is one; while they load a skeleton, and a retry when they failed.
 */
export function BalanceFigures({
  breakdown,
}: {
  breakdown: ReturnType<typeof useBalanceBreakdown>;
}) {
  const common = useTexts(COMMON_TEXTS);
  const data = breakdown.data;
  if (data) {
    return (
      <dl className="mt-2 divide-y divide-slate-100 text-sm">
        <Figure label={common.member.availableBalance} amount={data.available_balance} strong />
        <Figure label={common.member.breakdown.withdrawable} amount={data.withdrawable_amount} />
        <Figure label={common.member.breakdown.deposit} amount={data.deposit_amount} />
        <Figure
          label={common.member.breakdown.pending}
          amount={data.pending_withdrawals_amount}
          note={common.member.breakdown.pendingNote}
        />
        {rupeesToMilli(data.debt_amount) > 0n ? (
          <Figure
            label={common.member.breakdown.debt}
            amount={data.debt_amount}
            note={common.member.breakdown.debtNote}
            tone="debt"
          />
        ) : null}
      </dl>
    );
  }
  if (breakdown.isError) {
    return (
      <div role="alert" className="mt-3 space-y-2 text-sm text-rose-900">
        <p>{common.member.breakdown.loadFailed}</p>
        <button
          type="button"
          onClick={() => void breakdown.refetch()}
          className="min-h-11 rounded-xl px-4 font-semibold ring-1 ring-rose-300 hover:bg-rose-50"
        >
          {common.common.retry}
        </button>
      </div>
    );
  }
  return (
    <div role="status" className="mt-3 space-y-3">
      <span className="sr-only">{common.common.loading}</span>
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-full" />
    </div>
  );
}

function Figure({
  label,
  amount,
  note,
  strong = false,
  tone,
}: {
  label: string;
  amount: number;
  note?: ReactNode;
  strong?: boolean;
  tone?: 'debt';
}) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 py-2">
      <dt className={strong ? 'font-semibold' : 'text-slate-600'}>{label}</dt>
      <dd
        className={`tabular-nums ${strong ? 'text-base font-bold' : 'font-semibold'} ${
          tone === 'debt' ? 'text-amber-800' : ''
        }`}
      >
        {formatRupees(amount)}
      </dd>
      {note ? (
        <dd
          className={`col-span-2 mt-0.5 text-xs ${tone === 'debt' ? 'text-amber-800' : 'text-slate-500'}`}
        >
          {note}
        </dd>
      ) : null}
    </div>
  );
}
