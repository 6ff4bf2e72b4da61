import type { BalanceData } from '@kamao/contract/api-wallet';
import { QueryBoundary } from '../../components/query-boundary';
import { PageSkeleton } from '../../components/skeleton';
import { useMemberBalance } from '../../lib/member-balance';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BalanceCards } from './components/balance-cards';
import { WithdrawForm } from './components/withdraw-form';
import { WithdrawHistory } from './components/withdraw-history';
import { WITHDRAW_TEXTS as T } from './wallet-texts';

/** /member/withdraw (spec part 1 §2 "Withdraw page", §5, §8). */
export function WithdrawPage() {
  useDocumentTitle(T.title);
  const balance = useMemberBalance();
  return (
    <section className="w-full max-w-4xl space-y-5">
      <QueryBoundary
        query={balance}
        loading={<PageSkeleton cards={3} rows={4} />}
        errorText={T.loadFailed}
        serverMessage
      >
        {(data) => <Withdraw data={data} />}
      </QueryBoundary>
    </section>
  );
}

function Withdraw({ data }: { data: BalanceData }) {
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{T.title}</h1>
      <BalanceCards
        cards={[
          { label: T.withdrawable, value: data.withdrawable_amount, tone: 'text-emerald-700' },
          { label: T.pending, value: data.pending_withdrawal_amount, tone: 'text-amber-700' },
          { label: T.total, value: data.total_withdrawal_amount, tone: 'text-indigo-700' },
        ]}
      />
      <WithdrawForm data={data} />
      <WithdrawHistory records={data.withdrawal_Records} />
    </>
  );
}
