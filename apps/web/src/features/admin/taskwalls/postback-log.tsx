import { useState } from 'react';
import {
  ADMIN_POSTBACK_PAGE_SIZE,
  offerWallAdminRoutes,
  type AdminPostback,
} from '@kamao/contract/admin/offer-walls';
import { Money } from '../../../components/money';
import { formatIndianTime } from '../../../lib/indian-time';
import { useAdminQuery } from '../api/admin-queries';
import { pendingOrFailed } from '../query-state';
import { NewerOlderPager } from '../newer-older-pager';

const OUTCOME_LOOK: Record<AdminPostback['outcome'], string> = {
  credited: 'bg-emerald-50 text-emerald-800',
  held: 'bg-amber-50 text-amber-800',
  charged_back: 'bg-violet-50 text-violet-800',
  duplicate: 'bg-slate-100 text-slate-700',
  refused: 'bg-rose-50 text-rose-800',
};

/** One wall's postbacks, newest first, with what each did or why it was refused. */
export function PostbackLog({ wallId, wallName }: { wallId: string; wallName: string }) {
  const [page, setPage] = useState(1);
  const log = useAdminQuery(offerWallAdminRoutes.offerWallPostbacks, {
    params: { id: wallId },
    query: { page },
  });
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / ADMIN_POSTBACK_PAGE_SIZE));
  return (
    <div className="grid gap-2" aria-label={`Postback log of ${wallName}`} role="region">
      {pendingOrFailed(log, 'h-24') ??
        (log.data!.postbacks.length === 0 ? (
          <p className="text-sm text-slate-500">No postbacks yet.</p>
        ) : (
          <ul className="grid gap-2">
            {log.data!.postbacks.map((p) => (
              <li key={p._id} className="grid gap-1 rounded-lg border border-slate-200 p-2 text-xs">
                <div className="flex flex-wrap items-center gap-2">
                  <span
                    className={`rounded-full px-2 py-0.5 font-semibold ${OUTCOME_LOOK[p.outcome]}`}
                  >
                    {p.outcome.replace('_', ' ')}
                  </span>
                  <span className="text-slate-600">{formatIndianTime(p.receivedAt)}</span>
                  <span className="font-mono text-slate-600">
                    {p.method} from {p.ip}
                  </span>
                  {p.amount !== null ? <Money amount={p.amount} className="font-semibold" /> : null}
                </div>
                <p className="break-all text-slate-700">
                  {p.reason ? `${p.reason} · ` : ''}member {p.memberId ?? '—'} · transaction{' '}
                  {p.transactionId ?? '—'}
                </p>
                <details>
                  <summary className="cursor-pointer text-slate-500">Parameters</summary>
                  <pre className="overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2">
                    {JSON.stringify(p.parameters, null, 2)}
                  </pre>
                </details>
              </li>
            ))}
          </ul>
        ))}
      <NewerOlderPager page={page} pages={pages} onPage={setPage} />
    </div>
  );
}
