import type { BalanceData } from '@kamao/contract/api-wallet';
import { AmountField } from '../../../components/amount-field';
import { SafeHtml } from '../../../components/safe-html';
import { useTexts } from '../../../lib/texts';
import { WITHDRAW_TEXTS } from '../wallet-texts';
import { useWithdrawForm } from './use-withdraw-form';

/**
 * The amount box, Withdraw Now and Clear, and the operator's instructions
 * (docs/product/withdraw.md#checks-before-sending): the checks of withdraw-rules.ts, then 'Are you
 * sure?' naming the amount and the bound account it goes to, then the call. A lost session is the
 * HTTP client's to show; any other failure shows the spec's fixed 'Error' text.
 */
export function WithdrawForm({ data }: { data: BalanceData }) {
  const T = useTexts(WITHDRAW_TEXTS);
  const { form, busy, submit } = useWithdrawForm(data);

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <AmountField
        control={form.control}
        name="balance"
        label={T.amountLabel}
        submitLabel={T.withdrawNow}
        clearLabel={T.clear}
        busy={busy}
      />
      {data.other_data_withdrawal_instructions ? (
        <SafeHtml
          html={data.other_data_withdrawal_instructions}
          className="mt-4 rounded-xl border border-indigo-100 bg-indigo-50/60 p-4 text-sm text-slate-700"
        />
      ) : null}
    </form>
  );
}
