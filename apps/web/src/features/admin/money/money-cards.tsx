import type { ReactNode } from 'react';
import {
  FINANCE_DAYS,
  FINANCE_SOURCE_LABELS,
  HOUSE_SOURCES,
  INCOME_SOURCES,
  MANUAL_PAYOUT,
  type Finance,
  type PaidPeriod,
} from '@kamao/contract/admin/finance';
import { Money } from '../../../components/money';
import { PROVIDER_NAMES } from '../payouts/provider/provider-draft';

/** A card of the money view: a title, its headline amount, then the lines that make it up. */
function FigureCard({
  title,
  amount,
  children,
}: {
  title: string;
  amount: number;
  children: ReactNode;
}) {
  return (
    <article
      aria-label={title}
      className="grid content-start gap-2 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 className="text-sm font-semibold text-slate-600">{title}</h3>
      <p className="text-2xl font-bold text-slate-900">
        <Money amount={amount} />
      </p>
      <dl className="grid gap-1 text-sm">{children}</dl>
    </article>
  );
}

function Line({ label, amount, note }: { label: string; amount: number; note?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-slate-600">
        {label}
        {note && <span className="text-slate-400"> · {note}</span>}
      </dt>
      <dd className="font-medium text-slate-900">
        <Money amount={amount} />
      </dd>
    </div>
  );
}

const times = (count: number) => (count === 1 ? '1 payout' : `${count} payouts`);

/** What the site owes its members now, and what they owe it. */
export function OwedCard({ owed, debts }: Pick<Finance, 'owed' | 'debts'>) {
  const pending = owed.pendingWithdrawals;
  return (
    <FigureCard title="Owed to members" amount={owed.total}>
      <Line label="Withdrawable wallets" amount={owed.withdrawable} />
      <Line label="Deposit wallets" amount={owed.deposit} />
      <Line
        label="Pending withdrawals"
        note={pending.count === 1 ? '1 request' : `${pending.count} requests`}
        amount={pending.total}
      />
      <Line
        label="Members' debts"
        note={debts.members === 1 ? '1 member' : `${debts.members} members`}
        amount={debts.total}
      />
    </FigureCard>
  );
}

/** Withdrawals paid over a period, by method and by provider. */
export function PaidCard({ title, paid }: { title: string; paid: PaidPeriod }) {
  return (
    <FigureCard title={title} amount={paid.total}>
      <p className="text-slate-500">{times(paid.count)}</p>
      {paid.count > 0 && (
        <>
          <p className="mt-1 font-semibold text-slate-700">By method</p>
          {paid.byMethod.map((g) => (
            <Line key={g.name} label={g.name || 'Unknown'} note={times(g.count)} amount={g.total} />
          ))}
          <p className="mt-1 font-semibold text-slate-700">By provider</p>
          {paid.byProvider.map((g) => (
            <Line
              key={g.name}
              label={g.name === MANUAL_PAYOUT ? 'By hand' : providerName(g.name)}
              note={times(g.count)}
              amount={g.total}
            />
          ))}
        </>
      )}
    </FigureCard>
  );
}

/** Members' income and the house's over the days the charts show. */
export function ThirtyDaysCard({ totals }: { totals: Finance['totals'] }) {
  return (
    <FigureCard title={`Last ${FINANCE_DAYS} days`} amount={totals.incomeTotal}>
      <p className="text-slate-500">members earned</p>
      {INCOME_SOURCES.map((s) => (
        <Line key={s} label={FINANCE_SOURCE_LABELS[s]} amount={totals.income[s]} />
      ))}
      <p className="mt-1 font-semibold text-slate-700">
        House income <Money amount={totals.houseTotal} />
      </p>
      {HOUSE_SOURCES.map((s) => (
        <Line key={s} label={FINANCE_SOURCE_LABELS[s]} amount={totals.house[s]} />
      ))}
      <Line label="Paid out" amount={totals.paid} />
    </FigureCard>
  );
}

/** A provider as the Payouts tab names it (RazorpayX, not razorpayx). */
function providerName(name: string): string {
  return name in PROVIDER_NAMES ? PROVIDER_NAMES[name as keyof typeof PROVIDER_NAMES] : name;
}
