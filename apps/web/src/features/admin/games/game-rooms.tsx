import type { ReactNode } from 'react';
import type { AdminGameRoom } from '@kamao/contract/admin/games';
import { Money } from '../../../components/money';
import { buttons } from '../buttons';
import { pendingOrFailed } from '../query-state';
import { Figure } from './figure';
import { houseShareMilli } from './match-words';
import { NEW_ROOM, RoomForm, draftOf } from './room-form';
import { useGameRooms } from './use-game-rooms';

/** The rooms of the lobby: fee, prize, the house's share, timers and who is there now. */
export function GameRooms() {
  const { list, rooms, paidRoomsOff, editing, setEditing, switching, add, saveEdit, toggle } =
    useGameRooms();

  return (
    <section aria-labelledby="game-rooms-title" className="grid gap-3">
      <h3 id="game-rooms-title" className="font-bold text-slate-900">
        Rooms
      </h3>
      <RoomForm initial={NEW_ROOM} editing={false} onSave={add} />
      {pendingOrFailed(list, 'h-32') ??
        (rooms.length === 0 ? (
          <p className="text-sm text-slate-500">No rooms yet.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Rooms">
            {rooms.map((room) =>
              editing === room._id ? (
                <li key={room._id}>
                  <RoomForm
                    initial={draftOf(room)}
                    editing
                    onSave={(checked) => saveEdit(room, checked)}
                    onCancel={() => setEditing(null)}
                  />
                </li>
              ) : (
                <RoomCard
                  key={room._id}
                  room={room}
                  hidden={paidRoomsOff && room.entryFees > 0}
                  actions={
                    <>
                      <button
                        type="button"
                        className={buttons.secondary}
                        onClick={() => setEditing(room._id)}
                        aria-label={`Edit ${room.roomName}`}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className={room.enabled ? buttons.danger : buttons.primary}
                        disabled={switching}
                        onClick={() => void toggle(room)}
                        aria-label={`${room.enabled ? 'Switch off' : 'Switch on'} ${room.roomName}`}
                      >
                        {room.enabled ? 'Switch off' : 'Switch on'}
                      </button>
                    </>
                  }
                />
              ),
            )}
          </ul>
        ))}
    </section>
  );
}

function RoomCard({
  room,
  hidden,
  actions,
}: {
  room: AdminGameRoom;
  /** A paid room while paid rooms are off: members do not see it. */
  hidden: boolean;
  actions: ReactNode;
}) {
  return (
    <li
      aria-label={room.roomName}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-semibold text-slate-900 wrap-anywhere">{room.roomName}</p>
        <div className="flex flex-wrap gap-1">
          {hidden ? (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-800">
              Hidden: paid rooms are off
            </span>
          ) : null}
          <span
            className={`rounded-full px-2 py-0.5 text-xs ${room.enabled ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-600'}`}
          >
            {room.enabled ? 'Enabled' : 'Off'}
          </span>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4 lg:grid-cols-8">
        <Figure label="Entry fee">
          {room.entryFees === 0 ? 'Free (practice)' : <Money amount={room.entryFees} />}
        </Figure>
        <Figure label="Prize">
          <Money amount={room.prize} />
        </Figure>
        <Figure label="House share / match">
          <Money amount={houseShareMilli(room)} />
        </Figure>
        <Figure label="Turn">{room.turnSeconds} s</Figure>
        <Figure label="Search">{room.searchSeconds} s</Figure>
        <Figure label="Grace">{room.graceSeconds} s</Figure>
        <Figure label="Waiting">{room.waitingPlayers}</Figure>
        <Figure label="Live matches">{room.liveMatches}</Figure>
      </dl>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </li>
  );
}
