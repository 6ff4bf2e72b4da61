import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  ADMIN_GAME_ERRORS,
  adminGameRoomCreateSchema,
  type AdminGameRoom,
} from '@kamao/contract/admin/games';
import { formatRupees, rupeesToMilli } from '@kamao/contract/money';
import {
  ConsoleForm,
  MoneyField,
  NumberField,
  SaveBar,
  SwitchField,
  TextField,
  useConsoleForm,
} from '../form-kit';

export type CheckedRoom = z.output<typeof adminGameRoomCreateSchema>;

/** The form as typed: numbers stay text until the contract's schema reads them. */
export interface RoomDraft {
  roomName: string;
  entryFees: string;
  prize: string;
  turnSeconds: string;
  searchSeconds: string;
  graceSeconds: string;
  enabled: boolean;
}

// The timers a new room starts with are the contract's defaults.
const DEFAULTS = adminGameRoomCreateSchema.parse({ roomName: 'new', entryFees: 0, prize: 0 });

export const NEW_ROOM: RoomDraft = {
  roomName: '',
  entryFees: '',
  prize: '',
  turnSeconds: String(DEFAULTS.turnSeconds),
  searchSeconds: String(DEFAULTS.searchSeconds),
  graceSeconds: String(DEFAULTS.graceSeconds),
  enabled: DEFAULTS.enabled,
};

export const draftOf = (room: AdminGameRoom): RoomDraft => ({
  roomName: room.roomName,
  entryFees: String(room.entryFees),
  prize: String(room.prize),
  turnSeconds: String(room.turnSeconds),
  searchSeconds: String(room.searchSeconds),
  graceSeconds: String(room.graceSeconds),
  enabled: room.enabled,
});

/** An edit's body: only the fields whose value differs from the saved room. */
export function changedFields(room: AdminGameRoom, checked: CheckedRoom): Partial<CheckedRoom> {
  return Object.fromEntries(
    Object.entries(checked).filter(([key, value]) => room[key as keyof CheckedRoom] !== value),
  );
}

/** What the house keeps a match with the draft's fee and prize, when both read as amounts. */
function houseShareHint(entryFees: string, prize: string): string | undefined {
  try {
    const share = 2n * rupeesToMilli(entryFees) - rupeesToMilli(prize);
    return share < 0n ? undefined : `The house keeps ${formatRupees(share)} a match`;
  } catch {
    return undefined;
  }
}

// The server's refusals that belong to one field are shown there too (besides the toast).
const FIELD_OF_ERROR: Record<string, keyof RoomDraft> = {
  [ADMIN_GAME_ERRORS.duplicateFee]: 'entryFees',
  [ADMIN_GAME_ERRORS.prizeAboveFees]: 'prize',
};

/** Add or change a Tic Tac Toe room (docs/product/tic-tac-toe.md#operator). */
export function RoomForm({
  initial,
  editing,
  onSave,
  onCancel,
}: {
  initial: RoomDraft;
  editing: boolean;
  /** Sends the checked room; throws the call's error when the server refuses it. */
  onSave: (room: CheckedRoom) => Promise<void>;
  onCancel?: () => void;
}) {
  const { form, submit } = useConsoleForm<RoomDraft, CheckedRoom>({
    defaults: initial,
    schema: adminGameRoomCreateSchema,
    kinds: {
      entryFees: 'money',
      prize: 'money',
      turnSeconds: 'number',
      searchSeconds: 'number',
      graceSeconds: 'number',
    },
    onSave,
    afterSave: editing ? 'keep' : 'clear',
    fieldOfError: FIELD_OF_ERROR,
  });
  const [entryFees, prize] = useWatch({ control: form.control, name: ['entryFees', 'prize'] });

  return (
    <ConsoleForm
      form={form}
      onSubmit={submit}
      label={editing ? `Edit ${initial.roomName}` : 'New room'}
    >
      <TextField name="roomName" label="Room name" />
      <MoneyField name="entryFees" label="Entry fee" hint="0 makes the free practice room" />
      <MoneyField name="prize" label="Prize" hint={houseShareHint(entryFees, prize)} />
      <NumberField name="turnSeconds" label="Turn seconds" />
      <NumberField
        name="searchSeconds"
        label="Search seconds"
        hint="How long a member waits for an opponent"
      />
      <NumberField
        name="graceSeconds"
        label="Grace seconds"
        hint="How long a disconnected player may take to come back"
      />
      <SwitchField name="enabled" label="Enabled" />
      <SaveBar saveLabel={editing ? 'Save' : 'Add room'} onCancel={onCancel} />
    </ConsoleForm>
  );
}
