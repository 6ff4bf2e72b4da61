import { zodResolver } from '@hookform/resolvers/zod';
import { conversionChargeMilli } from '@kamao/contract/conversion';
import { formatAmount, milliToRupees, rupeesToMilli } from '@kamao/contract/money';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError, errorMessageOf, newIdempotencyKey } from '../../../lib/api-client';
import { textsNow, useTexts } from '../../../lib/texts';
import { alertDialog, confirmDialog } from '../../../lib/toast';
import type { ConvertSummary } from '../api/convert-balance';
import { useConvertBalancePatch } from '../api/convert-balance-patch';
import { convertFormSchema, type ConvertFormInput, type ConvertFormValues } from '../convert-rules';
import { CONVERTER_TEXTS } from '../converter-texts';

const amountMilliOf = (digits: unknown) => rupeesToMilli(Number(digits || '0'));

/**
 * The convert form's state and its way to the request: the direction and amount as typed with
 * the charge they cost, the checks (no more than the source wallet), 'Are you sure?', the call.
 */
export function useConvertForm(data: ConvertSummary) {
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

  return { form, direction, chargeMilli, busy: convert.isPending, submit };
}
