import type { AdminWithdrawal } from '@kamao/contract/admin/payouts';
import { buttons } from '../buttons';
import type { RowNote } from './bulk-outcome';
import { PaymentReferenceField } from './payment-reference-field';
import { ProviderPayoutLine } from './provider-payout-line';
import { WithdrawalDetails } from './withdrawal-details';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';
import { WithdrawalSummary } from './withdrawal-summary';

/** Send hands the row to the connected provider; busy while that call runs. */
type SendAction = { label: string; busy: boolean; onSend: () => void };

/**
 * One withdrawal of the queue: who, how much, where to pay, the member's risk score and linked
 * accounts, its status (and Held while it is held), its payout at the provider, what the last bulk
 * action did to it, and its details when opened. A selected pending one takes its payment
 * reference for the bulk approval; a decided one shows the reference recorded. Send hands it to
 * the connected provider.
 */
export function WithdrawalRow({
  withdrawal: w,
  selectable,
  selected,
  onToggle,
  reference,
  onReferenceChange,
  note,
  send,
  open,
  onOpen,
}: {
  withdrawal: AdminWithdrawal;
  /** Pending and not with the provider: it can be selected and approved by hand. */
  selectable: boolean;
  selected: boolean;
  onToggle: () => void;
  reference: string;
  onReferenceChange: (value: string) => void;
  note: RowNote | undefined;
  /** Present when the row can go to the connected provider. */
  send: SendAction | undefined;
  open: boolean;
  onOpen: () => void;
}) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 sm:p-4">
        {selectable && (
          <input
            type="checkbox"
            className="size-4"
            checked={selected}
            onChange={onToggle}
            aria-label={`Select ${w.userName} ${w.balance}`}
          />
        )}
        {/* The summary keeps a readable width; on a phone the actions go under it. */}
        <div className="flex min-w-52 flex-1">
          <WithdrawalSummary withdrawal={w} />
        </div>
        <WithdrawalRowActions withdrawal={w} send={send} open={open} onOpen={onOpen} />
      </div>
      {w.payout && <ProviderPayoutLine payout={w.payout} />}
      {note && <RowNoteLine userName={w.userName} note={note} />}
      {selectable && selected && (
        <PaymentReferenceField
          userName={w.userName}
          reference={reference}
          onReferenceChange={onReferenceChange}
        />
      )}
      {open && <WithdrawalDetails id={w._id} />}
    </li>
  );
}

/** The row's status, Held while it is held, Send when a provider can pay it, and Open/Hide. */
function WithdrawalRowActions({
  withdrawal: w,
  send,
  open,
  onOpen,
}: {
  withdrawal: AdminWithdrawal;
  send: SendAction | undefined;
  open: boolean;
  onOpen: () => void;
}) {
  const pending = w.status === 'Pending';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <WithdrawalStatusBadge status={w.status} />
      {pending && w.hold && (
        <span
          className="rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-800"
          title={w.hold.reason}
        >
          Held
        </span>
      )}
      {send && (
        <button
          type="button"
          className={buttons.primary}
          disabled={send.busy}
          onClick={send.onSend}
          aria-label={`${send.label}: ${w.userName}`}
        >
          Send
        </button>
      )}
      <button
        type="button"
        className={buttons.secondary}
        aria-expanded={open}
        onClick={onOpen}
        aria-label={`${open ? 'Hide' : 'Open'} withdrawal of ${w.userName}`}
      >
        {open ? 'Hide' : pending ? 'Review' : 'Details'}
      </button>
    </div>
  );
}

/** What the last bulk action did to this row. */
function RowNoteLine({ userName, note }: { userName: string; note: RowNote }) {
  return (
    <p
      role="status"
      aria-label={`Result for ${userName}`}
      className={`border-t border-slate-100 px-3 py-2 text-sm sm:px-4 ${note.done ? 'text-emerald-800' : 'font-semibold text-rose-800'}`}
    >
      {note.text}
    </p>
  );
}
