import { useId } from 'react';
import { ActionLabel } from '../../../components/action-label';
import { Icon } from '../../../components/icon';
import { useTexts } from '../../../lib/texts';
import { ADVERTISER_TEXTS } from '../advertiser-texts';

const action =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-xl px-3 py-2 text-sm font-semibold ring-1 transition disabled:opacity-50';

/**
 * Info, Pause or Activate, and Delete for one campaign; each button's accessible name ends
 * with the campaign's title (titleId) so a screen reader tells the cards apart.
 */
export function CampaignActions({
  titleId,
  active,
  busy,
  toggleLocked = false,
  onInfo,
  onToggle,
  onDelete,
}: {
  titleId: string;
  active: boolean;
  busy: boolean;
  /** Pause/Activate cannot be used (a campaign waiting for the operator's review). */
  toggleLocked?: boolean;
  onInfo: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const T = useTexts(ADVERTISER_TEXTS);
  const infoId = useId();
  const toggleId = useId();
  const deleteId = useId();
  return (
    <div className="mt-auto flex gap-2 pt-4">
      <button
        type="button"
        onClick={onInfo}
        aria-labelledby={`${infoId} ${titleId}`}
        className={`${action} text-slate-700 ring-slate-300 hover:bg-slate-50`}
      >
        <Icon name="eye" className="size-4" />
        {T.info}
      </button>
      <ActionLabel id={infoId} action={T.info} />
      <button
        type="button"
        onClick={onToggle}
        aria-labelledby={`${toggleId} ${titleId}`}
        disabled={busy || toggleLocked}
        className={`${action} ${
          active
            ? 'text-amber-800 ring-amber-300 hover:bg-amber-50'
            : 'text-emerald-800 ring-emerald-300 hover:bg-emerald-50'
        }`}
      >
        {active ? T.pause : T.activate}
      </button>
      <ActionLabel id={toggleId} action={active ? T.pause : T.activate} />
      <button
        type="button"
        onClick={onDelete}
        aria-labelledby={`${deleteId} ${titleId}`}
        disabled={busy}
        className={`${action} text-rose-700 ring-rose-300 hover:bg-rose-50`}
      >
        {T.delete}
      </button>
      <ActionLabel id={deleteId} action={T.delete} />
    </div>
  );
}
