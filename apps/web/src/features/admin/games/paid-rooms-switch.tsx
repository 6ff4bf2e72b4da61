import { useId } from 'react';
import { gameAdminRoutes } from '@kamao/contract/admin/games';
import { errorMessageOf } from '../../../lib/api-client';
import { confirmDialog, toastError, toastSuccess } from '../../../lib/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { pendingOrFailed } from '../query-state';

const SWITCH_ON = {
  title: 'Switch paid rooms on?',
  text: 'Members can then pay entry fees and play for prizes. Online money games are banned in India: do this only where they are lawful.',
  confirmText: 'Switch on',
  cancelText: 'Cancel',
  icon: 'warning',
} as const;
const SWITCH_OFF = {
  title: 'Switch paid rooms off?',
  text: 'The lobby shows only the free rooms and paid joins are refused; members waiting in paid rooms get their fees back ("Room closed"); matches being played finish.',
  confirmText: 'Switch off',
  cancelText: 'Cancel',
} as const;

/**
 * The legal switch of paid rooms (docs/product/tic-tac-toe.md#paid-rooms-switch); every change is
 * confirmed.
 */
export function PaidRoomsSwitch() {
  const titleId = useId();
  const settings = useAdminQuery(gameAdminRoutes.gameSettingsGet);
  const write = useAdminMutation(gameAdminRoutes.gameSettingsUpdate);
  const on = settings.data?.paidRooms ?? false;

  const flip = async () => {
    if (!(await confirmDialog(on ? SWITCH_OFF : SWITCH_ON))) return;
    try {
      const saved = await write.mutateAsync({ body: { paidRooms: !on } });
      void toastSuccess(saved.paidRooms ? 'Paid rooms are on.' : 'Paid rooms are off.');
    } catch (error) {
      await toastError(errorMessageOf(error, 'Something went wrong, please try again.'));
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className={`grid gap-2 rounded-xl border p-4 shadow-sm ${on ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white'}`}
    >
      {pendingOrFailed(settings, 'h-16') ?? (
        <>
          <div className="flex items-center justify-between gap-3">
            <h3 id={titleId} className="font-bold text-slate-900">
              Paid rooms
            </h3>
            <div className="flex items-center gap-2 text-sm font-semibold text-slate-700">
              <span aria-hidden="true">{on ? 'On' : 'Off'}</span>
              <button
                type="button"
                role="switch"
                aria-checked={on}
                aria-labelledby={titleId}
                disabled={write.isPending}
                onClick={() => void flip()}
                className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:opacity-60 ${on ? 'bg-amber-600' : 'bg-slate-300'}`}
              >
                <span
                  className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
                />
              </button>
            </div>
          </div>
          <p className="text-sm text-slate-700">
            India’s Promotion and Regulation of Online Gaming Act, 2025 bans online money games:
            keep paid rooms off in production in India. Off, the lobby shows only the free rooms and
            paid joins are refused.
          </p>
        </>
      )}
    </section>
  );
}
