import type { AdminWithdrawal } from '@kamao/contract/admin/payouts';
import { buttons } from '../buttons';
import { PaymentReferenceField } from './payment-reference-field';
import { WithdrawalDetails } from './withdrawal-details';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';
import { WithdrawalSummary } from './withdrawal-summary';

/**
 * One withdrawal of the queue: who, how much, where to pay, the member's risk score and linked
 * accounts, its status (and Held while it is held), and its details when opened. A selected
 * pending one takes its payment reference for the bulk approval; a decided one shows the
 * reference recorded.
 */
export function WithdrawalRow({
  withdrawal: w,
  selected,
  onToggle,
  reference,
  onReferenceChange,
  open,
  onOpen,
}: {
  withdrawal: AdminWithdrawal;
  selected: boolean;
  onToggle: () => void;
  reference: string;
  onReferenceChange: (value: string) => void;
  open: boolean;
  onOpen: () => void;
}) {
  const pending = w.status === 'Pending';
  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 sm:p-4">
        {pending && (
          <input
            type="checkbox"
            className="size-4"
            checked={selected}
            onChange={onToggle}
            aria-label={`Select ${w.userName} ${w.balance}`}
          />
        )}
        <WithdrawalSummary withdrawal={w} />
        <WithdrawalStatusBadge status={w.status} />
        {pending && w.hold && (
          <span
            className="rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-800"
            title={w.hold.reason}
          >
            Held
          </span>
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
      {pending && selected && (
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
