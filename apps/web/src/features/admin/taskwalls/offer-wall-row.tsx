import type { AdminOfferWall } from '@kamao/contract/admin/offer-walls';
import { CopyButton } from '../../../components/copy-button';
import { Money } from '../../../components/money';
import { buttons } from '../buttons';
import { EditAndSwitchButtons, EnabledBadge } from '../row-switch';
import { PostbackLog } from './postback-log';
import { WallWarnings } from './wall-warnings';

/** One task wall in the list: its terms, today's credits, postback address, buttons and log. */
export function OfferWallRow({
  wall: w,
  logOpen,
  onToggleLog,
  onEdit,
  onSwitch,
}: {
  wall: AdminOfferWall;
  logOpen: boolean;
  onToggleLog: () => void;
  onEdit: () => void;
  onSwitch: (enabled: boolean) => Promise<unknown>;
}) {
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {w.name} <span className="font-normal text-slate-500">· {w.scheme}</span>
          </p>
          <p className="break-all text-slate-500">{w.urlTemplate}</p>
          <p className="text-slate-700">
            ×{w.rewardMultiplier} ·{' '}
            {w.holdDays > 0 ? (
              <>
                holds above <Money amount={w.holdAbove} /> for {w.holdDays} days
              </>
            ) : (
              'no hold'
            )}{' '}
            ·{' '}
            {w.maxRewardPerTransaction === null ? (
              'no maximum per transaction'
            ) : (
              <>
                review above <Money amount={w.maxRewardPerTransaction} />
              </>
            )}{' '}
            · today <Money amount={w.creditedToday} /> from {w.completedToday} offers
          </p>
          <WallWarnings wall={w} />
          <p className="flex flex-wrap items-center gap-2 text-slate-700">
            <span className="break-all font-mono text-xs">{w.postbackUrl}</span>
            <CopyButton text={w.postbackUrl} label="Copy postback URL" />
          </p>
        </div>
        <EnabledBadge enabled={w.enabled} />
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttons.secondary}
          aria-expanded={logOpen}
          onClick={onToggleLog}
        >
          Postback log
        </button>
        <EditAndSwitchButtons
          name={w.name}
          enabled={w.enabled}
          consequence="Members no longer see this task wall; its postbacks are still answered."
          onEdit={onEdit}
          onSwitch={onSwitch}
        />
      </div>
      {logOpen ? <PostbackLog wallId={w._id} wallName={w.name} /> : null}
    </li>
  );
}
