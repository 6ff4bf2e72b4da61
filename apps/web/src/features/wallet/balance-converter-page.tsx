import { rupeesToMilli } from '@kamao/contract/money';
import { QueryBoundary } from '../../components/query-boundary';
import { PageSkeleton } from '../../components/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useConvertBalance, type ConvertSummary } from './api/convert-balance';
import { BalanceCards } from './components/balance-cards';
import { ConvertForm } from './components/convert-form';
import { ConvertHistory } from './components/convert-history';
import { CONVERTER_TEXTS } from './converter-texts';
import { useTexts } from '../../lib/texts';

/** /member/balance-converter (docs/product/converter.md). */
export function BalanceConverterPage() {
  const T = useTexts(CONVERTER_TEXTS);
  useDocumentTitle(T.title);
  const summary = useConvertBalance();
  return (
    <section className="w-full max-w-4xl space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{T.title}</h1>
      <QueryBoundary
        query={summary}
        loading={<PageSkeleton cards={3} rows={4} />}
        errorText={T.loadFailed}
        serverMessage
      >
        {(data) => <Converter data={data} />}
      </QueryBoundary>
    </section>
  );
}

function Converter({ data }: { data: ConvertSummary }) {
  const T = useTexts(CONVERTER_TEXTS);
  const deposit = rupeesToMilli(data.deposit_amount);
  const withdrawable = rupeesToMilli(data.withdrawable_amount);
  return (
    <>
      <BalanceCards
        cards={[
          { label: T.deposit, value: deposit, tone: 'text-indigo-700' },
          { label: T.withdrawable, value: withdrawable, tone: 'text-emerald-700' },
          { label: T.available, value: deposit + withdrawable, tone: 'text-slate-900' },
        ]}
      />
      <ConvertForm data={data} />
      <ConvertHistory records={data.convertAmount_Records} />
    </>
  );
}
