import { buttons } from '../buttons';
import type { useRiskGroupActions } from './use-risk-group-actions';

/**
 * The buttons under a group: hold, ban (which opens the reason form), take back, and mark
 * reviewed while the group is not.
 */
export function GroupActionButtons({
  actions,
  reviewed,
  onBan,
}: {
  actions: ReturnType<typeof useRiskGroupActions>;
  reviewed: boolean;
  onBan: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={buttons.danger}
        disabled={actions.busy}
        onClick={() => void actions.hold()}
      >
        Hold withdrawals
      </button>
      <button type="button" className={buttons.danger} disabled={actions.busy} onClick={onBan}>
        Ban members
      </button>
      <button
        type="button"
        className={buttons.danger}
        disabled={actions.busy}
        onClick={() => void actions.takeBack()}
      >
        Take back referral income
      </button>
      {!reviewed && (
        <button
          type="button"
          className={buttons.secondary}
          disabled={actions.busy}
          onClick={() => void actions.markReviewed()}
        >
          Mark reviewed
        </button>
      )}
    </div>
  );
}
