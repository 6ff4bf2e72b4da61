import { formatRupees } from '@kamao/contract/money';
import { SHORTLINK_CLAIMED_MESSAGE } from '@kamao/contract/shortlink-texts';
import { useTexts } from '../../../lib/texts';
import { SHORTLINK_PAGE_TEXTS } from '../shortlink-page-texts';

/** How a claim on the last page ended: paid, with the server's message, or refused. */
export type ClaimOutcome =
  { kind: 'paid'; amount: number; message: string } | { kind: 'failed'; text: string };

/** The last page's answer to a claim, with the note that the member is sent back shortly. */
export function ClaimOutcomeNotice({ outcome }: { outcome: ClaimOutcome }) {
  const T = useTexts(SHORTLINK_PAGE_TEXTS);
  if (outcome.kind === 'failed') {
    return (
      <div role="alert" className="rounded-2xl bg-rose-50 p-6 ring-1 ring-rose-200">
        <p className="font-medium text-rose-800">{outcome.text}</p>
        <p className="mt-3 text-xs text-slate-500">{T.returning}</p>
      </div>
    );
  }
  return (
    <div role="status" className="rounded-2xl bg-emerald-50 p-6 ring-1 ring-emerald-200">
      <p className="text-sm text-emerald-800">{T.earned}</p>
      <p className="mt-1 text-3xl font-bold tabular-nums text-emerald-700">
        {formatRupees(outcome.amount)}
      </p>
      {outcome.message === SHORTLINK_CLAIMED_MESSAGE ? (
        <p className="mt-2 text-sm text-emerald-800">{T.claimed}</p>
      ) : (
        // A message this page does not know is shown as the server sent it.
        <p translate="no" className="mt-2 text-sm text-emerald-800">
          {outcome.message}
        </p>
      )}
      <p className="mt-3 text-xs text-slate-500">{T.returning}</p>
    </div>
  );
}
