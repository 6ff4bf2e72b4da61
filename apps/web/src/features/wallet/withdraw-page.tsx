import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { WITHDRAWAL_DIALOG_MS, WITHDRAW_HISTORY_PAGE_SIZE } from '@kamao/contract/constants';
import { formatAmount, rupeesToMilli } from '@kamao/contract/money';
import { pagePaths } from '@kamao/contract/page-paths';
import { CopyButton } from '../../components/copy-button';
import { Money } from '../../components/money';
import { Pager } from '../../components/pager';
import { SafeHtml } from '../../components/safe-html';
import { PageSkeleton } from '../../components/skeleton';
import { ApiError, errorMessageOf, isSessionError, newIdempotencyKey } from '../../lib/api-client';
import { useMemberBalance } from '../../lib/member-balance';
import { alertDialog, closeDialog, confirmDialog } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useWithdraw } from './api/withdraw';
import { WITHDRAW_TEXTS as T } from './wallet-texts';
import { formatIndianTime } from '../../lib/indian-time';

const STATUS_STYLE: Record<string, string> = {
  Pending: 'bg-amber-100 text-amber-800 ring-amber-200',
  Success: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  Reject: 'bg-rose-100 text-rose-800 ring-rose-200',
};
const NEUTRAL_STATUS = 'bg-slate-100 text-slate-700 ring-slate-200';

/** /member/withdraw (spec part 1 §2 "Withdraw page", §5, §8). */
export function WithdrawPage() {
  useDocumentTitle(T.title);
  const navigate = useNavigate();
  const balance = useMemberBalance();
  const [amount, setAmount] = useState('0');
  const [page, setPage] = useState(1);
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const withdraw = useWithdraw({
    onSuccess: (value) => {
      setAmount('0');
      void alertDialog({
        icon: 'success',
        title: T.successTitle,
        text: T.successText(formatAmount(value)),
        timerMs: WITHDRAWAL_DIALOG_MS,
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401 && !isSessionError(error)) {
        void alertDialog({ icon: 'error', title: T.authTitle, text: T.authText });
      } else if (isSessionError(error)) {
        void alertDialog({ icon: 'error', title: T.sessionTitle, text: errorMessageOf(error, '') });
      } else {
        void alertDialog({
          icon: 'error',
          title: T.errorTitle,
          text: errorMessageOf(error, T.errorText),
        });
      }
    },
  });

  if (balance.isPending) {
    return (
      <section className="w-full max-w-4xl">
        <PageSkeleton cards={3} rows={4} />
      </section>
    );
  }
  if (balance.isError) {
    return (
      <section className="w-full max-w-4xl">
        <p role="alert" className="rounded-xl bg-rose-50 p-4 text-rose-800 ring-1 ring-rose-200">
          {errorMessageOf(balance.error, T.loadFailed)}
        </p>
      </section>
    );
  }
  const data = balance.data;

  const sendToProfile = (text: string) => {
    void alertDialog({ icon: 'warning', title: T.bindTitle, text });
    window.clearTimeout(redirectTimer.current);
    redirectTimer.current = window.setTimeout(() => {
      void closeDialog();
      void navigate(pagePaths.profile);
    }, WITHDRAWAL_DIALOG_MS);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (withdraw.isPending) return;
    const method = data.withdrawal_method.trim();
    const account = data.withdrawal_account_information.trim();
    if (!method && !account) return sendToProfile(T.bindText);
    if (!method) return sendToProfile(T.bindAgain);
    const value = Number(amount || '0');
    const milli = rupeesToMilli(value);
    if (milli < rupeesToMilli(data.withdrawalMethod_minimumAmount) || milli <= 0n) {
      void alertDialog({
        icon: 'warning',
        title: T.invalidTitle,
        text: T.invalidText(method, formatAmount(data.withdrawalMethod_minimumAmount)),
        timerMs: WITHDRAWAL_DIALOG_MS,
      });
      return;
    }
    if (milli > rupeesToMilli(data.withdrawable_amount)) {
      void alertDialog({
        icon: 'warning',
        title: T.insufficientTitle,
        text: T.insufficientText(formatAmount(data.withdrawable_amount)),
        timerMs: WITHDRAWAL_DIALOG_MS,
      });
      return;
    }
    // One key per confirmation: its automatic retries resend it, the next dialog makes a new one.
    const idempotencyKey = newIdempotencyKey();
    const sure = await confirmDialog({
      title: T.confirmTitle,
      icon: 'warning',
      confirmText: T.confirmYes,
      cancelText: T.confirmNo,
    });
    if (sure) withdraw.mutate({ payload: { balance: value, type: method }, idempotencyKey });
  };

  const records = data.withdrawal_Records;
  const pageCount = Math.max(1, Math.ceil(records.length / WITHDRAW_HISTORY_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const shown = records.slice(
    (current - 1) * WITHDRAW_HISTORY_PAGE_SIZE,
    current * WITHDRAW_HISTORY_PAGE_SIZE,
  );

  const cards = [
    { label: T.withdrawable, value: data.withdrawable_amount, tone: 'text-emerald-700' },
    { label: T.pending, value: data.pending_withdrawal_amount, tone: 'text-amber-700' },
    { label: T.total, value: data.total_withdrawal_amount, tone: 'text-indigo-700' },
  ];

  return (
    <section className="w-full max-w-4xl space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{T.title}</h1>
      <ul className="grid gap-3 sm:grid-cols-3">
        {cards.map((card) => (
          <li key={card.label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <span className="block text-sm text-slate-500">{card.label}</span>
            <Money amount={card.value} className={`mt-1 block text-xl font-bold ${card.tone}`} />
          </li>
        ))}
      </ul>

      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <label htmlFor="withdraw-amount" className="block text-sm font-medium text-slate-700">
          {T.amountLabel}
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id="withdraw-amount"
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            onFocus={() => setAmount('')}
            onBlur={() => setAmount((value) => (value === '' ? '0' : value))}
            onChange={(event) => setAmount(event.target.value.replace(/\D/g, '').slice(0, 9))}
            className="min-w-0 flex-1 rounded-xl border border-slate-300 px-3 py-2.5 tabular-nums focus:border-emerald-500 focus:ring-2 focus:ring-emerald-200 focus:outline-none"
          />
          <div className="flex gap-2">
            <button
              type="submit"
              disabled={withdraw.isPending}
              className="flex-1 rounded-xl bg-emerald-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-emerald-700 focus-visible:ring-2 focus-visible:ring-emerald-300 focus-visible:outline-none disabled:opacity-60"
            >
              {T.withdrawNow}
            </button>
            <button
              type="button"
              onClick={() => setAmount('0')}
              className="rounded-xl px-4 py-2.5 font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {T.clear}
            </button>
          </div>
        </div>
        {data.other_data_withdrawal_instructions ? (
          <SafeHtml
            html={data.other_data_withdrawal_instructions}
            className="mt-4 rounded-xl border border-indigo-100 bg-indigo-50/60 p-4 text-sm text-slate-700"
          />
        ) : null}
      </form>

      <div className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">{T.historyTitle}</h2>
        {records.length === 0 ? (
          <p className="rounded-2xl bg-white p-4 text-slate-500 ring-1 ring-slate-200">{T.empty}</p>
        ) : (
          <>
            <ul className="space-y-3">
              {shown.map((record) => (
                <li
                  key={record._id}
                  className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
                >
                  <div className="flex items-center justify-between gap-3">
                    <Money amount={record.balance} className="text-lg font-bold text-slate-900" />
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${
                        STATUS_STYLE[record.withdrawal_status] ?? NEUTRAL_STATUS
                      }`}
                    >
                      {record.withdrawal_status}
                    </span>
                  </div>
                  <p className="mt-1 text-sm text-slate-600">
                    {record.type} · {formatIndianTime(record.time)}
                  </p>
                  <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                    <span className="text-slate-500">{T.orderNumber}</span>
                    <code className="font-mono break-all text-slate-800">
                      {record._id.toUpperCase()}
                    </code>
                    <CopyButton text={record._id.toUpperCase()} label={T.copyOrder} />
                  </div>
                  {record.remark ? (
                    <p className="mt-2 text-sm text-rose-700">
                      {T.remark}: {record.remark}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
            <Pager page={current} pageCount={pageCount} onPageChange={setPage} />
          </>
        )}
      </div>
    </section>
  );
}
