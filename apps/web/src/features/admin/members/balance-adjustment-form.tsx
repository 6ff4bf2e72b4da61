import { useRef } from 'react';
import type { z } from 'zod';
import {
  adminBalanceAdjustmentSchema,
  memberAdminRoutes,
  type AdminMember,
} from '@kamao/contract/admin/members';
import { formatRupees } from '@kamao/contract/money';
import { ApiError, idempotencyKeyHeader, newIdempotencyKey } from '../../../lib/api-client';
import { confirmDialog, toastSuccess } from '../../../lib/toast';
import { useAdminMutation } from '../api/admin-queries';
import {
  ConsoleForm,
  MoneyField,
  SaveBar,
  SelectField,
  TextField,
  useConsoleForm,
} from '../form-kit';

type Body = z.output<typeof adminBalanceAdjustmentSchema>;
interface Draft {
  wallet: Body['wallet'];
  direction: Body['direction'];
  amount: string;
  reason: string;
}
const EMPTY: Draft = { wallet: 'withdrawable', direction: 'credit', amount: '', reason: '' };

/**
 * A credit or debit of one of the member's wallets, with its reason, asked to confirm. One key per
 * confirmed adjustment: a retry after no answer sends the same key, so the money moves once.
 */
export function BalanceAdjustmentForm({ member }: { member: AdminMember }) {
  const adjust = useAdminMutation(memberAdminRoutes.memberAdjustBalance);
  const unanswered = useRef<{ body: string; key: string } | null>(null);
  const keyFor = (body: Body) => {
    const text = JSON.stringify(body);
    if (unanswered.current?.body !== text)
      unanswered.current = { body: text, key: newIdempotencyKey() };
    return unanswered.current.key;
  };

  const { form, submit } = useConsoleForm<Draft, Body>({
    defaults: EMPTY,
    schema: adminBalanceAdjustmentSchema,
    // The box holds text; the contract reads a number of rupees.
    toBody: (draft) => ({ ...draft, amount: Number(draft.amount) }),
    kinds: { amount: 'money' },
    onSave: async (body) => {
      const sure = await confirmAdjustment(member.userName, body);
      if (!sure) return;
      try {
        const answer = await adjust.mutateAsync({
          params: { id: member.id },
          body,
          headers: idempotencyKeyHeader(keyFor(body)),
        });
        unanswered.current = null;
        form.reset(EMPTY);
        await toastSuccess(
          `Done. ${member.userName} now holds ${formatRupees(answer.withdrawable)} withdrawable and ${formatRupees(answer.deposit)} deposit.`,
        );
      } catch (error) {
        // The server answered: nothing moved, the next try is a new adjustment.
        if (error instanceof ApiError) unanswered.current = null;
        throw error;
      }
    },
  });

  return (
    <ConsoleForm
      form={form}
      onSubmit={submit}
      label="Adjust balance"
      className="grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2"
    >
      <p className="text-xs font-semibold text-slate-500 uppercase sm:col-span-2">Adjust balance</p>
      <AdjustmentFields />
      <SaveBar saveLabel="Adjust" />
    </ConsoleForm>
  );
}

/** Asks the operator to confirm the move, naming it in full; the reason is shown under it. */
function confirmAdjustment(userName: string, body: Body): Promise<boolean> {
  const amount = formatRupees(body.amount);
  return confirmDialog({
    title:
      body.direction === 'credit'
        ? `Credit ${amount} to ${userName}'s ${body.wallet} wallet?`
        : `Debit ${amount} from ${userName}'s ${body.wallet} wallet?`,
    text: body.reason,
    confirmText: body.direction === 'credit' ? 'Credit' : 'Debit',
    cancelText: 'Cancel',
    icon: 'warning',
  });
}

/** Which way, which wallet, how much and why. */
function AdjustmentFields() {
  return (
    <>
      <SelectField
        name="direction"
        label="Credit or debit"
        options={[
          { value: 'credit', label: 'Credit (add)' },
          { value: 'debit', label: 'Debit (take)' },
        ]}
      />
      <SelectField
        name="wallet"
        label="Wallet"
        options={[
          { value: 'withdrawable', label: 'Withdrawable' },
          { value: 'deposit', label: 'Deposit' },
        ]}
      />
      <MoneyField name="amount" label="Amount" />
      <TextField name="reason" label="Reason" placeholder="Missed postback of 27 Nov" />
      <p className="text-xs text-slate-500 sm:col-span-2">
        Moved through the ledger against the adjustments account and kept in the audit log. A debit
        never takes more than the wallet holds.
      </p>
    </>
  );
}
