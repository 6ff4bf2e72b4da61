import type { AdminPostback } from '@kamao/contract/admin/offer-walls';
import { Money } from '../../../components/money';
import { formatIndianTime } from '../../../lib/indian-time';

const OUTCOME_LOOK: Record<AdminPostback['outcome'], string> = {
  credited: 'bg-emerald-50 text-emerald-800',
  held: 'bg-amber-50 text-amber-800',
  charged_back: 'bg-violet-50 text-violet-800',
  duplicate: 'bg-slate-100 text-slate-700',
  refused: 'bg-rose-50 text-rose-800',
  review: 'bg-sky-50 text-sky-800',
};

/**
 * One postback as received: what it did or why it was refused, and its parameters as text (they
 * come from whoever called, so they never go into HTML). showSlug for the log of slugs that name
 * no wall.
 */
export function PostbackEntry({
  postback: p,
  showSlug,
}: {
  postback: AdminPostback;
  showSlug?: boolean;
}) {
  return (
    <li className="grid gap-1 rounded-lg border border-slate-200 p-2 text-xs">
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2 py-0.5 font-semibold ${OUTCOME_LOOK[p.outcome]}`}>
          {p.outcome.replace('_', ' ')}
        </span>
        {showSlug ? (
          <span className="break-all font-mono text-slate-900">/postback/{p.slug}</span>
        ) : null}
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
  );
}
