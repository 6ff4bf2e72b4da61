import type { BalanceData } from '@kamao/contract/api-wallet';
import { WITHDRAW_HISTORY_PAGE_SIZE } from '@kamao/contract/constants';
import { useState } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { EmptyState } from '../../../components/empty-state';
import { Icon, type IconName } from '../../../components/icon';
import { Money } from '../../../components/money';
import { Pager } from '../../../components/pager';
import { formatIndianTime } from '../../../lib/indian-time';
import { useTexts } from '../../../lib/texts';
import { WITHDRAW_TEXTS } from '../wallet-texts';

type WithdrawalRecord = BalanceData['withdrawal_Records'][number];

/** Each status has a shape as well as a colour, so it reads without colour too. */
const STATUS_LOOK: Record<string, { style: string; icon: IconName }> = {
  Pending: { style: 'bg-amber-100 text-amber-900 ring-amber-300', icon: 'hourglass' },
  Success: { style: 'bg-emerald-100 text-emerald-800 ring-emerald-200', icon: 'check' },
  Reject: { style: 'bg-rose-100 text-rose-800 ring-rose-200', icon: 'close' },
};
const NEUTRAL_STATUS = 'bg-slate-100 text-slate-700 ring-slate-200';

/**
 * Withdraw History: cards, 5 per page, with status, order number and remark
 * (docs/product/withdraw.md#the-withdraw-page).
 */
export function WithdrawHistory({ records }: { records: BalanceData['withdrawal_Records'] }) {
  const T = useTexts(WITHDRAW_TEXTS);
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(records.length / WITHDRAW_HISTORY_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const shown = records.slice(
    (current - 1) * WITHDRAW_HISTORY_PAGE_SIZE,
    current * WITHDRAW_HISTORY_PAGE_SIZE,
  );

  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">{T.historyTitle}</h2>
      {records.length === 0 ? (
        <EmptyState>{T.empty}</EmptyState>
      ) : (
        <>
          <ul className="space-y-3">
            {shown.map((record) => (
              <WithdrawalCard key={record._id} record={record} />
            ))}
          </ul>
          <Pager page={current} pageCount={pageCount} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}

/**
 * One withdrawal. A request still waiting stands out (an amber edge, the hourglass badge and a
 * line saying the amount is held); a paid one shows the payout's reference.
 */
function WithdrawalCard({ record }: { record: WithdrawalRecord }) {
  const T = useTexts(WITHDRAW_TEXTS);
  const pending = record.withdrawal_status === 'Pending';
  const orderNumber = record._id.toUpperCase();
  return (
    <li
      className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 ${
        pending ? 'border-l-4 border-amber-400' : ''
      }`}
    >
      <div className="flex items-center justify-between gap-3">
        <Money amount={record.balance} className="text-lg font-bold text-slate-900" />
        <StatusBadge status={record.withdrawal_status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        <span translate="no">{record.type}</span> ·{' '}
        <time dateTime={record.time}>{formatIndianTime(record.time)}</time>
      </p>
      {pending ? <p className="mt-1 text-sm text-amber-900">{T.pendingHint}</p> : null}
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-500">{T.orderNumber}</span>
        <code className="font-mono break-all text-slate-800" translate="no">
          {orderNumber}
        </code>
        <CopyButton text={orderNumber} label={T.copyOrder} />
      </div>
      {record.payment_reference ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-500">{T.paymentReference}</span>
          <code className="font-mono break-all text-slate-800" translate="no">
            {record.payment_reference}
          </code>
          <CopyButton text={record.payment_reference} label={T.copyPaymentReference} />
        </div>
      ) : null}
      {record.remark ? (
        <p className="mt-2 text-sm text-rose-700">
          {T.remark}: <span translate="no">{record.remark}</span>
        </p>
      ) : null}
    </li>
  );
}

/** The status as a badge with its icon; values other than the spec's three are neutral. */
function StatusBadge({ status }: { status: string }) {
  const T = useTexts(WITHDRAW_TEXTS);
  const look = STATUS_LOOK[status];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${
        look?.style ?? NEUTRAL_STATUS
      }`}
      // A status the app does not know is shown as the server wrote it.
      translate={look ? undefined : 'no'}
    >
      {look ? <Icon name={look.icon} className="size-3.5" /> : null}
      {T.status[status] ?? status}
    </span>
  );
}
