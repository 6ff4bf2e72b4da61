import { rupeesToMilli } from '@kamao/contract/money';
import { useState } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { EmptyState } from '../../../components/empty-state';
import { Money } from '../../../components/money';
import { Pager } from '../../../components/pager';
import { formatIndianTime } from '../../../lib/indian-time';
import type { ConvertSummary } from '../api/convert-balance';
import { useTexts } from '../../../lib/texts';
import { CONVERTER_TEXTS, CONVERT_HISTORY_PAGE_SIZE } from '../converter-texts';

/**
 * Convert History: cards, 5 per page, received = converted − charges
 * (docs/product/converter.md#history).
 */
export function ConvertHistory({ records }: { records: ConvertSummary['convertAmount_Records'] }) {
  const T = useTexts(CONVERTER_TEXTS);
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(records.length / CONVERT_HISTORY_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const shown = records.slice(
    (current - 1) * CONVERT_HISTORY_PAGE_SIZE,
    current * CONVERT_HISTORY_PAGE_SIZE,
  );

  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">{T.historyTitle}</h2>
      {records.length === 0 ? (
        <EmptyState>{T.empty}</EmptyState>
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
                    <time dateTime={record.time} className="text-sm text-slate-500">
                      {formatIndianTime(record.time)}
                    </time>
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
                    <code className="font-mono break-all text-slate-800" translate="no">
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
  );
}
