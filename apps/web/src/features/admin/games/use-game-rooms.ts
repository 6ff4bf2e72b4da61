import { useState } from 'react';
import { gameAdminRoutes, type AdminGameRoom } from '@kamao/contract/admin/games';
import { errorMessageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { confirmDestructive } from '../confirm-destructive';
import { GENERAL_ERROR } from '../form-kit';
import { changedFields, type CheckedRoom } from './room-form';

const { gameRoomList, gameRoomCreate, gameRoomUpdate, gameSettingsGet } = gameAdminRoutes;

/** Switching a room off ends what is going on in it: ask first when someone is there. */
async function sureToSwitchOff(room: AdminGameRoom): Promise<boolean> {
  if (room.waitingPlayers === 0 && room.liveMatches === 0) return true;
  return confirmDestructive({
    action: 'Switch off',
    thing: room.roomName,
    consequence: `${room.waitingPlayers} waiting: they end as "Room closed" with their fees refunded. ${room.liveMatches} live matches play to their end.`,
  });
}

/**
 * The Rooms section's data: the rooms, whether paid rooms are off, the room being edited, and
 * the saves (an edit sends only what changed; switching off a room with players asks first).
 */
export function useGameRooms() {
  const list = useAdminQuery(gameRoomList);
  const settings = useAdminQuery(gameSettingsGet);
  const create = useAdminMutation(gameRoomCreate);
  const update = useAdminMutation(gameRoomUpdate);
  const [editing, setEditing] = useState<string | null>(null);
  const rooms = list.data?.rooms ?? [];
  const paidRoomsOff = settings.data?.paidRooms === false;

  // Throws the server's refusal on to the form, which shows it under its field.
  const write = async (room: AdminGameRoom | null, body: Partial<CheckedRoom>) => {
    if (room) await update.mutateAsync({ params: { id: room._id }, body });
    else await create.mutateAsync({ body: body as CheckedRoom });
    void toastSuccess(room ? 'Room saved.' : 'Room added.');
  };

  const saveEdit = async (room: AdminGameRoom, checked: CheckedRoom) => {
    const body = changedFields(room, checked);
    if (Object.keys(body).length === 0) return setEditing(null);
    if (body.enabled === false && !(await sureToSwitchOff(room))) return;
    await write(room, body);
    setEditing(null);
  };

  const toggle = async (room: AdminGameRoom) => {
    if (room.enabled && !(await sureToSwitchOff(room))) return;
    try {
      await write(room, { enabled: !room.enabled });
    } catch (error) {
      await toastError(errorMessageOf(error, GENERAL_ERROR));
    }
  };

  return {
    list,
    rooms,
    paidRoomsOff,
    editing,
    setEditing,
    switching: update.isPending,
    add: (checked: CheckedRoom) => write(null, checked),
    saveEdit,
    toggle,
  };
}
