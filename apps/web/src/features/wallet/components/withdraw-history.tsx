import type { BalanceData } from '@kamao/contract/api-wallet';
import { WITHDRAW_HISTORY_PAGE_SIZE } from '@kamao/contract/constants';
import { useState } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { EmptyState } from '../../../components/empty-state';
import { Money } from '../../../components/money';
import { Pager } from '../../../components/pager';
import { formatIndianTime } from '../../../lib/indian-time';
import { WITHDRAW_TEXTS as T } from '../wallet-texts';

const STATUS_STYLE: Record<string, string> = {
  Pending: 'bg-amber-100 text-amber-800 ring-amber-200',
  Success: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  Reject: 'bg-rose-100 text-rose-800 ring-rose-200',
};
const NEUTRAL_STATUS = 'bg-slate-100 text-slate-700 ring-slate-200';

/** Withdraw History: cards, 5 per page, with status, order number and remark (part 1 §2). */
export function WithdrawHistory({ records }: { records: BalanceData['withdrawal_Records'] }) {
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
  );
}
