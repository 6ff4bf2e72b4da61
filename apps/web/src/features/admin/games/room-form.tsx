import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import {
  ADMIN_GAME_ERRORS,
  adminGameRoomCreateSchema,
  type AdminGameRoom,
} from '@kamao/contract/admin/games';
import { formatRupees, rupeesToMilli } from '@kamao/contract/money';
import { buttons } from '../buttons';
import { ConsoleField, consoleInput, fieldErrorsOf } from '../form-field';

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

// An empty box is "not given", not 0: the schema's coercion would read '' as a free room.
const typed = (text: string) => (text.trim() === '' ? Number.NaN : text.trim());

/** The draft read by the contract's schema: every field, with the schema's own messages. */
export const checkRoom = (draft: RoomDraft) =>
  adminGameRoomCreateSchema.safeParse({
    roomName: draft.roomName,
    entryFees: typed(draft.entryFees),
    prize: typed(draft.prize),
    turnSeconds: typed(draft.turnSeconds),
    searchSeconds: typed(draft.searchSeconds),
    graceSeconds: typed(draft.graceSeconds),
    enabled: draft.enabled,
  });

/** An edit's body: only the fields whose value differs from the saved room. */
export function changedFields(room: AdminGameRoom, checked: CheckedRoom): Partial<CheckedRoom> {
  return Object.fromEntries(
    Object.entries(checked).filter(([key, value]) => room[key as keyof CheckedRoom] !== value),
  );
}

/** What the house keeps a match with the draft's fee and prize, when both read as amounts. */
function houseShareHint(draft: RoomDraft): string | undefined {
  try {
    const share = 2n * rupeesToMilli(draft.entryFees) - rupeesToMilli(draft.prize);
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
  busy,
  onSave,
  onCancel,
}: {
  initial: RoomDraft;
  editing: boolean;
  busy: boolean;
  /** Resolves null once saved, else the server's message. */
  onSave: (room: CheckedRoom) => Promise<string | null>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<RoomDraft>) => setDraft({ ...draft, ...patch });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRoom(draft);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error.issues));
      return;
    }
    setErrors({});
    const refusal = await onSave(checked.data);
    if (refusal === null) {
      if (!editing) setDraft(NEW_ROOM);
    } else {
      const field = FIELD_OF_ERROR[refusal];
      if (field) setErrors({ [field]: refusal });
    }
  };

  const box = (
    key: Exclude<keyof RoomDraft, 'enabled'>,
    label: string,
    extra: { hint?: string | undefined; inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <ConsoleField label={label} error={errors[key]} {...(extra.hint ? { hint: extra.hint } : {})}>
      {(id) => (
        <input
          id={id}
          className={consoleInput}
          inputMode={extra.inputMode}
          value={draft[key]}
          onChange={(e) => set({ [key]: e.target.value })}
        />
      )}
    </ConsoleField>
  );

  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label={editing ? `Edit ${initial.roomName}` : 'New room'}
      className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      {box('roomName', 'Room name')}
      {box('entryFees', 'Entry fee (₹)', {
        inputMode: 'decimal',
        hint: '0 makes the free practice room',
      })}
      {box('prize', 'Prize (₹)', { inputMode: 'decimal', hint: houseShareHint(draft) })}
      {box('turnSeconds', 'Turn seconds', { inputMode: 'numeric' })}
      {box('searchSeconds', 'Search seconds', {
        inputMode: 'numeric',
        hint: 'How long a member waits for an opponent',
      })}
      {box('graceSeconds', 'Grace seconds', {
        inputMode: 'numeric',
        hint: 'How long a disconnected player may take to come back',
      })}
      <label className="flex items-center gap-2 self-end text-sm text-slate-700">
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(e) => set({ enabled: e.target.checked })}
          className="size-4"
        />
        Enabled
      </label>
      <div className="flex items-end gap-2">
        <button type="submit" className={buttons.primary} disabled={busy}>
          {editing ? 'Save' : 'Add room'}
        </button>
        {onCancel ? (
          <button type="button" className={buttons.secondary} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
