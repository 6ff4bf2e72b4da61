import { zodResolver } from '@hookform/resolvers/zod';
import type { BalanceData } from '@kamao/contract/api-wallet';
import { WITHDRAWAL_DIALOG_MS } from '@kamao/contract/constants';
import { formatAmount, formatRupees } from '@kamao/contract/money';
import { pagePaths } from '@kamao/contract/page-paths';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { newIdempotencyKey } from '../../../lib/api-client';
import { alertDialog, closeDialog, confirmDialog } from '../../../lib/toast';
import { useTexts } from '../../../lib/texts';
import { useWithdraw } from '../api/withdraw';
import { WITHDRAW_TEXTS } from '../wallet-texts';
import {
  withdrawFormSchema,
  withdrawRefusal,
  type WithdrawFormInput,
  type WithdrawFormValues,
  type WithdrawRefusal,
} from '../withdraw-rules';

/**
 * The withdraw form's state and its way to the request: the checks of withdraw-rules.ts (a
 * refusal in a dialog, a missing payment method sending the member to the profile), then the
 * confirmation naming the amount and the bound account, then the call.
 */
export function useWithdrawForm(data: BalanceData) {
  const T = useTexts(WITHDRAW_TEXTS);
  const navigate = useNavigate();
  // Each 'Bind Payment Info' (re)starts the 5 s before the profile
  // (docs/product/withdraw.md#binding-a-payment-method).
  const [bindNotices, setBindNotices] = useState(0);
  useEffect(() => {
    if (bindNotices === 0) return;
    const timer = window.setTimeout(() => {
      void closeDialog();
      void navigate(pagePaths.profile);
    }, WITHDRAWAL_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, [bindNotices, navigate]);
  const form = useForm<WithdrawFormInput, unknown, WithdrawFormValues>({
    resolver: zodResolver(withdrawFormSchema),
    defaultValues: { balance: '0' },
  });

  const withdraw = useWithdraw({
    onSuccess: (value) => {
      form.reset({ balance: '0' });
      void alertDialog({
        icon: 'success',
        title: T.successTitle,
        text: T.successText(formatAmount(value)),
        timerMs: WITHDRAWAL_DIALOG_MS,
      });
    },
    // 'Error' with its own text, whatever the server said.
    onError: () => void alertDialog({ icon: 'error', title: T.errorTitle, text: T.errorText }),
  });

  const refuse = (refusal: WithdrawRefusal) => {
    if (refusal.kind === 'amount') {
      void alertDialog({
        icon: 'warning',
        title: refusal.title,
        text: refusal.text,
        timerMs: WITHDRAWAL_DIALOG_MS,
      });
      return;
    }
    void alertDialog({ icon: 'warning', title: T.bindTitle, text: refusal.text });
    setBindNotices((count) => count + 1);
  };

  const proceed = async (amount: number | undefined) => {
    if (withdraw.isPending) return;
    const refusal = withdrawRefusal(data, amount);
    if (refusal) return refuse(refusal);
    if (amount === undefined) return;
    // One key per confirmation: its automatic retries resend it, the next dialog makes a new one.
    const idempotencyKey = newIdempotencyKey();
    const type = data.withdrawal_method.trim();
    const sure = await confirmDialog({
      title: T.confirmTitle,
      text: T.confirmDetails(
        formatRupees(amount),
        type,
        data.withdrawal_account_information.trim(),
      ),
      icon: 'warning',
      confirmText: T.confirmYes,
      cancelText: T.confirmNo,
    });
    if (sure) withdraw.mutate({ payload: { balance: amount, type }, idempotencyKey });
  };

  const submit = form.handleSubmit(
    ({ balance }) => proceed(balance),
    () => proceed(undefined),
  );

  return { form, busy: withdraw.isPending, submit };
}
