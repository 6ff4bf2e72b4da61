import { useState, type FormEvent } from 'react';
import type { ConversionDirection } from '@kamao/contract/constants';
import { conversionChargeMilli } from '@kamao/contract/conversion';
import { formatAmount, milliToRupees, rupeesToMilli } from '@kamao/contract/money';
import { CopyButton } from '../../components/copy-button';
import { Money } from '../../components/money';
import { Pager } from '../../components/pager';
import { SafeHtml } from '../../components/safe-html';
import { PageSkeleton } from '../../components/skeleton';
import { ApiError, errorMessageOf, newIdempotencyKey } from '../../lib/api-client';
import { alertDialog, confirmDialog } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useConvertBalance } from './api/convert-balance';
import { useConvertBalancePatch } from './api/convert-balance-patch';
import { CONVERTER_TEXTS as T, CONVERT_HISTORY_PAGE_SIZE } from './converter-texts';
import { formatIndianTime } from '../../lib/indian-time';

const DIRECTIONS: ReadonlyArray<{ value: ConversionDirection; label: string }> = [
  { value: 'withdrawToDeposit', label: T.withdrawToDeposit },
  { value: 'depositToWithdraw', label: T.depositToWithdraw },
];

/** /member/balance-converter (spec part 2 §2.6, §4.6, §5, §8). */
export function BalanceConverterPage() {
  useDocumentTitle(T.title);
  const summary = useConvertBalance();
  const [direction, setDirection] = useState<ConversionDirection | undefined>(undefined);
  const [directionError, setDirectionError] = useState(false);
  const [amount, setAmount] = useState('0');
  const [page, setPage] = useState(1);

  const convert = useConvertBalancePatch({
    onSuccess: () => {
      setAmount('0');
      void alertDialog({ icon: 'success', title: T.successTitle, text: T.successText });
    },
    onError: (error) => {
      const network = error instanceof ApiError && error.status === 0;
      void alertDialog({
        icon: 'error',
        title: T.errorTitle,
        text: network ? T.networkText : errorMessageOf(error, T.errorText),
      });
    },
  });

  if (summary.isPending) {
    return (
      <section className="w-full max-w-4xl">
        <h1 className="mb-4 text-2xl font-bold text-slate-900">{T.title}</h1>
        <PageSkeleton cards={3} rows={4} />
      </section>
    );
  }
  if (summary.isError) {
    return (
      <section className="w-full max-w-4xl">
        <h1 className="mb-4 text-2xl font-bold text-slate-900">{T.title}</h1>
        <p role="alert" className="rounded-xl bg-rose-50 p-4 text-rose-800 ring-1 ring-rose-200">
          {errorMessageOf(summary.error, T.loadFailed)}
        </p>
      </section>
    );
  }
  const data = summary.data;
  const amountMilli = rupeesToMilli(Number(amount || '0'));
  const chargeMilli = direction
    ? conversionChargeMilli(amountMilli, direction, data.other_data_conversion_charge_bps)
    : 0n;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (convert.isPending) return;
    if (!direction) {
      setDirectionError(true);
      return;
    }
    if (amountMilli <= 0n) {
      void alertDialog({ icon: 'warning', title: T.invalidTitle, text: T.invalidText });
      return;
    }
    const fromDeposit = direction === 'depositToWithdraw';
    const source = fromDeposit ? data.deposit_amount : data.withdrawable_amount;
    if (amountMilli > rupeesToMilli(source)) {
      void alertDialog({
        icon: 'warning',
        title: T.insufficientTitle,
        text: T.insufficientText(fromDeposit ? 'deposit' : 'withdrawable', formatAmount(source)),
      });
      return;
    }
    // One key per confirmation: its automatic retries resend it, the next dialog makes a new one.
    const idempotencyKey = newIdempotencyKey();
    const sure = await confirmDialog({
      title: T.confirmTitle,
      text: T.confirmText(formatAmount(amountMilli, 2), formatAmount(chargeMilli, 2)),
      icon: 'question',
      confirmText: T.confirmYes,
      cancelText: T.confirmNo,
    });
    if (!sure) return;
    convert.mutate({
      payload: {
        balanceToConvert: milliToRupees(amountMilli),
        charge: milliToRupees(chargeMilli),
        conversionType_state: direction,
      },
      idempotencyKey,
    });
  };

  const records = data.convertAmount_Records;
  const pageCount = Math.max(1, Math.ceil(records.length / CONVERT_HISTORY_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const shown = records.slice(
    (current - 1) * CONVERT_HISTORY_PAGE_SIZE,
    current * CONVERT_HISTORY_PAGE_SIZE,
  );
  const available = rupeesToMilli(data.deposit_amount) + rupeesToMilli(data.withdrawable_amount);

  const cards = [
    { label: T.deposit, value: rupeesToMilli(data.deposit_amount), tone: 'text-indigo-700' },
    {
      label: T.withdrawable,
      value: rupeesToMilli(data.withdrawable_amount),
      tone: 'text-emerald-700',
    },
    { label: T.available, value: available, tone: 'text-slate-900' },
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
        className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">{T.direction}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {DIRECTIONS.map((option) => (
              <label
                key={option.value}
                className={`flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2.5 ring-1 ${
                  direction === option.value
                    ? 'bg-emerald-50 ring-emerald-400'
                    : 'ring-slate-300 hover:bg-slate-50'
                }`}
              >
                <input
                  type="radio"
                  name="conversion-direction"
                  value={option.value}
                  checked={direction === option.value}
                  onChange={() => {
                    setDirection(option.value);
                    setDirectionError(false);
                  }}
                  className="accent-emerald-600"
                />
                {option.label}
              </label>
            ))}
          </div>
          {directionError ? (
            <p role="alert" className="mt-2 text-sm text-rose-700">
              {T.chooseDirection}
            </p>
          ) : null}
        </fieldset>

        <div>
          <label htmlFor="convert-amount" className="block text-sm font-medium text-slate-700">
            {T.amountLabel}
          </label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              id="convert-amount"
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
                disabled={convert.isPending}
                className="flex-1 rounded-xl bg-emerald-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-emerald-700 focus-visible:ring-2 focus-visible:ring-emerald-300 focus-visible:outline-none disabled:opacity-60"
              >
                {T.convertNow}
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
          {direction ? (
            <p className="mt-2 text-sm text-slate-600" data-testid="convert-charge">
              {T.charge}: <Money amount={chargeMilli} />
            </p>
          ) : null}
        </div>

        {data.other_data_convertBalance_instructions ? (
          <SafeHtml
            html={data.other_data_convertBalance_instructions}
            className="rounded-xl border border-indigo-100 bg-indigo-50/60 p-4 text-sm text-slate-700"
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
              {shown.map((record) => {
                const received =
                  rupeesToMilli(record.converted_amount) - rupeesToMilli(record.charges);
                return (
                  <li
                    key={record._id}
                    className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-700 ring-1 ring-indigo-200">
                        {record.converted_amount_type === 'depositToWithdraw'
                          ? T.depositToWithdraw
                          : T.withdrawToDeposit}
                      </span>
                      <span className="text-sm text-slate-500">
                        {formatIndianTime(record.time)}
                      </span>
                    </div>
                    <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
                      <div>
                        <dt className="text-slate-500">{T.converted}</dt>
                        <dd className="font-semibold text-slate-900">
                          <Money amount={record.converted_amount} />
                        </dd>
                      </div>
                      <div>
                        <dt className="text-slate-500">{T.charges}</dt>
                        <dd className="font-semibold text-rose-700">
                          <Money amount={record.charges} />
                        </dd>
                      </div>
                      <div>
                        <dt className="text-slate-500">{T.received}</dt>
                        <dd className="font-semibold text-emerald-700">
                          <Money amount={received} />
                        </dd>
                      </div>
                    </dl>
                    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                      <span className="text-slate-500">{T.orderNumber}</span>
                      <code className="font-mono break-all text-slate-800">
                        {record._id.toUpperCase()}
                      </code>
                      <CopyButton text={record._id.toUpperCase()} label={T.copyOrder} />
                    </div>
                  </li>
                );
              })}
            </ul>
            <Pager page={current} pageCount={pageCount} onPageChange={setPage} />
          </>
        )}
      </div>
    </section>
  );
}
