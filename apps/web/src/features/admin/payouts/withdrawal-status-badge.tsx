/**
 * Status colours as the member's withdraw page has them (docs/product/withdraw.md#statuses: others
 * neutral).
 */
const STYLE: Record<string, string> = {
  Pending: 'bg-amber-100 text-amber-800',
  Success: 'bg-emerald-100 text-emerald-800',
  Reject: 'bg-rose-100 text-rose-800',
};

export function WithdrawalStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STYLE[status] ?? 'bg-slate-100 text-slate-700'}`}
    >
      {status}
    </span>
  );
}
