import { gameAdminRoutes } from '@kamao/contract/admin/games';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { SettingSwitch } from '../form-kit';

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
  const settings = useAdminQuery(gameAdminRoutes.gameSettingsGet);
  const write = useAdminMutation(gameAdminRoutes.gameSettingsUpdate);
  return (
    <SettingSwitch
      title="Paid rooms"
      setting={settings}
      on={settings.data?.paidRooms ?? false}
      saving={write.isPending}
      save={async (paidRooms) => (await write.mutateAsync({ body: { paidRooms } })).paidRooms}
      confirm={{ on: SWITCH_ON, off: SWITCH_OFF }}
      savedText={(on) => (on ? 'Paid rooms are on.' : 'Paid rooms are off.')}
      tone="risky"
    >
      <p className="text-sm text-slate-700">
        India’s Promotion and Regulation of Online Gaming Act, 2025 bans online money games: keep
        paid rooms off in production in India. Off, the lobby shows only the free rooms and paid
        joins are refused.
      </p>
    </SettingSwitch>
  );
}
