import type { BalanceData } from '@kamao/contract/api-wallet';
import { QueryBoundary } from '../../components/query-boundary';
import { PageSkeleton } from '../../components/skeleton';
import { useMemberBalance } from '../../lib/member-balance';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BalanceCards } from './components/balance-cards';
import { WithdrawForm } from './components/withdraw-form';
import { WithdrawHistory } from './components/withdraw-history';
import { useTexts } from '../../lib/texts';
import { WITHDRAW_TEXTS } from './wallet-texts';

/** /member/withdraw (docs/product/withdraw.md). */
export function WithdrawPage() {
  const T = useTexts(WITHDRAW_TEXTS);
  useDocumentTitle(T.title);
  const balance = useMemberBalance();
  // The heading stands while the data loads, as on every member page: the painted first screen
  // shows it (vite-first-paint.ts).
  return (
    <section className="w-full max-w-4xl space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{T.title}</h1>
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
  const T = useTexts(WITHDRAW_TEXTS);
  return (
    <>
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
