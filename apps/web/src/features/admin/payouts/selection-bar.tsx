import type { AdminWithdrawal } from '@kamao/contract/admin/payouts';
import { buttons } from '../buttons';

/**
 * What to do with the selected withdrawals: approve them (each with its typed reference) or, when
 * a provider is connected, send them to it.
 */
export function SelectionBar({
  selectable,
  selected,
  onSelect,
  referenceRequired,
  approving,
  onApprove,
  providerName,
  sending,
  onSend,
}: {
  selectable: AdminWithdrawal[];
  selected: ReadonlySet<string>;
  onSelect: (ids: Set<string>) => void;
  referenceRequired: boolean;
  approving: boolean;
  onApprove: () => void;
  /** The connected provider's name; '' while payouts are manual. */
  providerName: string;
  sending: boolean;
  onSend: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <label className="flex items-center gap-2 text-slate-700">
        <input
          type="checkbox"
          className="size-4"
          checked={selectable.every((w) => selected.has(w._id))}
          onChange={(e) =>
            onSelect(e.target.checked ? new Set(selectable.map((w) => w._id)) : new Set())
          }
        />
        Select all pending on this page
      </label>
      <button
        type="button"
        className={buttons.primary}
        disabled={selected.size === 0 || approving}
        onClick={onApprove}
      >
        Approve selected ({selected.size})
      </button>
      {providerName && (
        <button
          type="button"
          className={buttons.secondary}
          disabled={selected.size === 0 || sending}
          onClick={onSend}
        >
          Send selected to {providerName} ({selected.size})
        </button>
      )}
      <span className="text-slate-500">
        {referenceRequired
          ? 'Each selected withdrawal needs its payment reference.'
          : 'A payment reference per withdrawal is optional.'}
      </span>
    </div>
  );
}
