import { zodResolver } from '@hookform/resolvers/zod';
import type { ConversionDirection } from '@kamao/contract/constants';
import { conversionChargeMilli } from '@kamao/contract/conversion';
import { formatAmount, milliToRupees, rupeesToMilli } from '@kamao/contract/money';
import { useForm, useWatch } from 'react-hook-form';
import { AmountField } from '../../../components/amount-field';
import { Money } from '../../../components/money';
import { SafeHtml } from '../../../components/safe-html';
import { ApiError, errorMessageOf, newIdempotencyKey } from '../../../lib/api-client';
import { alertDialog, confirmDialog } from '../../../lib/toast';
import type { ConvertSummary } from '../api/convert-balance';
import { useConvertBalancePatch } from '../api/convert-balance-patch';
import { convertFormSchema, type ConvertFormInput, type ConvertFormValues } from '../convert-rules';
import { textsNow, useTexts } from '../../../lib/texts';
import { CONVERTER_TEXTS } from '../converter-texts';

/** The two directions, each named by its key in CONVERTER_TEXTS. */
const DIRECTIONS: readonly ConversionDirection[] = ['withdrawToDeposit', 'depositToWithdraw'];

const amountMilliOf = (digits: unknown) => rupeesToMilli(Number(digits || '0'));

/**
 * The direction, the amount with the charge it costs, Convert Now and Clear, and the
 * operator's instructions (docs/product/converter.md#checks, #dialogs): a direction first ('*
 * Please Select one of them'), a positive amount, no more than the source wallet, 'Are you sure?',
 * then the call.
 */
export function ConvertForm({ data }: { data: ConvertSummary }) {
  const T = useTexts(CONVERTER_TEXTS);
  const form = useForm<ConvertFormInput, unknown, ConvertFormValues>({
    resolver: zodResolver(convertFormSchema),
    defaultValues: { balanceToConvert: '0' },
  });
  const [direction, amount] = useWatch({
    control: form.control,
    name: ['conversionType_state', 'balanceToConvert'],
  });
  const chargeMilli = direction
    ? conversionChargeMilli(amountMilliOf(amount), direction, data.other_data_conversion_charge_bps)
    : 0n;

  const convert = useConvertBalancePatch({
    onSuccess: () => {
      const now = textsNow(CONVERTER_TEXTS);
      form.setValue('balanceToConvert', '0');
      void alertDialog({ icon: 'success', title: now.successTitle, text: now.successText });
    },
    onError: (error) => {
      const now = textsNow(CONVERTER_TEXTS);
      const network = error instanceof ApiError && error.status === 0;
      void alertDialog({
        icon: 'error',
        title: now.errorTitle,
        text: network ? now.networkText : errorMessageOf(error, now.errorText),
      });
    },
  });

  const proceed = async ({ conversionType_state: chosen, balanceToConvert }: ConvertFormValues) => {
    if (convert.isPending) return;
    const amountMilli = rupeesToMilli(balanceToConvert);
    const fromDeposit = chosen === 'depositToWithdraw';
    const source = fromDeposit ? data.deposit_amount : data.withdrawable_amount;
    if (amountMilli > rupeesToMilli(source)) {
      void alertDialog({
        icon: 'warning',
        title: T.insufficientTitle,
        text: T.insufficientText(fromDeposit ? 'deposit' : 'withdrawable', formatAmount(source)),
      });
      return;
    }
    const charge = conversionChargeMilli(
      amountMilli,
      chosen,
      data.other_data_conversion_charge_bps,
    );
    // One key per confirmation: its automatic retries resend it, the next dialog makes a new one.
    const idempotencyKey = newIdempotencyKey();
    const sure = await confirmDialog({
      title: T.confirmTitle,
      text: T.confirmText(formatAmount(amountMilli, 2), formatAmount(charge, 2)),
      icon: 'question',
      confirmText: T.confirmYes,
      cancelText: T.confirmNo,
    });
    if (!sure) return;
    convert.mutate({
      payload: {
        balanceToConvert: milliToRupees(amountMilli),
        charge: milliToRupees(charge),
        conversionType_state: chosen,
      },
      idempotencyKey,
    });
  };

  const submit = form.handleSubmit(proceed, (errors) => {
    if (convert.isPending) return;
    // No direction: its message under the choice, nothing else.
    if (errors.conversionType_state) return;
    void alertDialog({ icon: 'warning', title: T.invalidTitle, text: T.invalidText });
  });
  const directionError = form.formState.errors.conversionType_state;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{T.direction}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {DIRECTIONS.map((option) => (
            <label
              key={option}
              className={`flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2.5 ring-1 ${
                direction === option
                  ? 'bg-emerald-50 ring-emerald-400'
                  : 'ring-slate-300 hover:bg-slate-50'
              }`}
            >
              <input
                type="radio"
                value={option}
                checked={direction === option}
                {...form.register('conversionType_state', {
                  // The message goes as soon as a direction is chosen.
                  onChange: () => form.clearErrors('conversionType_state'),
                })}
                className="accent-emerald-600"
              />
              {T[option]}
            </label>
          ))}
        </div>
        {directionError ? (
          <p role="alert" className="mt-2 text-sm text-rose-700">
            {T.chooseDirection}
          </p>
        ) : null}
      </fieldset>

      <AmountField
        control={form.control}
        name="balanceToConvert"
        label={T.amountLabel}
        submitLabel={T.convertNow}
        clearLabel={T.clear}
        busy={convert.isPending}
      >
        {direction ? (
          <p className="mt-2 text-sm text-slate-600" data-testid="convert-charge">
            {T.charge}: <Money amount={chargeMilli} />
          </p>
        ) : null}
      </AmountField>

      {data.other_data_convertBalance_instructions ? (
        <SafeHtml
          html={data.other_data_convertBalance_instructions}
          className="rounded-xl border border-indigo-100 bg-indigo-50/60 p-4 text-sm text-slate-700"
        />
      ) : null}
    </form>
  );
}
