import { useId } from 'react';
import type { AdminWithdrawal } from '@kamao/contract/admin/payouts';
import { PAYMENT_REFERENCE_MAX_LENGTH } from '@kamao/contract/payment-reference';
import { formatIndianTime } from '../../../lib/indian-time';
import { Money } from '../../../components/money';
import { buttons } from '../buttons';
import { RiskScoreBadge } from '../risk/risk-score-badge';
import { WithdrawalDetails } from './withdrawal-details';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';

/**
 * One withdrawal of the queue: who, how much, where to pay, the member's risk score and linked
 * accounts, its status, and its details when opened. A selected pending one takes its payment reference for the bulk approval; a decided
 * one shows the reference recorded.
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
  const referenceId = useId();
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
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900 wrap-anywhere">
            {w.userName} · <Money amount={w.balance} />
          </p>
          <p className="text-sm text-slate-600 wrap-anywhere">
            {w.method}: {w.accountInformation}
          </p>
          <p className="text-xs text-slate-500">
            {formatIndianTime(w.time)} · #{w._id.toUpperCase()}
            {w.paymentReference ? ` · Ref. ${w.paymentReference}` : ''}
          </p>
          <p className="mt-1">
            <RiskScoreBadge score={w.risk.score} linked={w.risk.linked} />
          </p>
        </div>
        <WithdrawalStatusBadge status={w.status} />
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
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 px-3 py-2 text-sm sm:px-4">
          <label htmlFor={referenceId} className="text-xs font-semibold text-slate-600">
            Payment reference for {w.userName}
          </label>
          <input
            id={referenceId}
            value={reference}
            maxLength={PAYMENT_REFERENCE_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            placeholder="UPI UTR or bank reference"
            onChange={(e) => onReferenceChange(e.target.value)}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-1.5 font-mono"
          />
        </div>
      )}
      {open && <WithdrawalDetails id={w._id} />}
    </li>
  );
}
