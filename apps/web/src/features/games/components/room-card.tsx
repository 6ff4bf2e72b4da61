import type { LobbyRoom } from '@kamao/contract/tic-tac-toe';
import { Money } from '../../../components/money';
import { Spinner } from '../../../components/spinner';
import { useId } from 'react';
import { useTexts } from '../../../lib/texts';
import { GAMES_TEXTS } from '../games-texts';
import { isPracticeRoom } from '../practice-room';

interface RoomCardProps {
  room: LobbyRoom;
  /** This room's join is on its way. */
  joining: boolean;
  /** Some join is on its way: one at a time. */
  busy: boolean;
  onJoin: (room: LobbyRoom) => void;
}

/**
 * One lobby room (docs/product/tic-tac-toe.md#the-lobby): name, entry fee ('Free' for practice),
 * prize, who waits, who plays, the match size, and Join, or Rejoin for a room the member is already
 * in.
 */
export function RoomCard({ room, joining, busy, onJoin }: RoomCardProps) {
  const T = useTexts(GAMES_TEXTS);
  const nameId = useId();
  const actionId = useId();
  const practice = isPracticeRoom(room);
  const action = room.isAlreadyJoined ? T.rejoin : T.join;
  const figure = 'flex items-baseline justify-between gap-2';
  return (
    // The room's name is the operator's, not translated: the card and its button are named by
    // the heading that shows it (aria-labelledby), so no English sits in a Hindi aria-label.
    <article
      aria-labelledby={nameId}
      className={`flex h-full flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ${
        room.isAlreadyJoined ? 'ring-indigo-300' : 'ring-slate-200'
      }`}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={nameId} translate="no" className="min-w-0 font-semibold break-words text-slate-900">
          {room.roomName}
        </h2>
        {practice ? (
          <span className="shrink-0 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
            {T.practiceBadge}
          </span>
        ) : null}
      </div>
      <dl className="space-y-1 text-sm">
        <div className={figure}>
          <dt className="text-slate-500">{T.entryFee}</dt>
          <dd className="font-semibold text-slate-900">
            {practice ? T.free : <Money amount={room.entryFees} />}
          </dd>
        </div>
        <div className={figure}>
          <dt className="text-slate-500">{T.prize}</dt>
          <dd className="font-semibold text-emerald-700">
            <Money amount={room.prize} />
          </dd>
        </div>
        <div className={figure}>
          <dt className="text-slate-500">{T.waiting}</dt>
          <dd className="tabular-nums text-slate-900">{room.waiting_player}</dd>
        </div>
        <div className={figure}>
          <dt className="text-slate-500">{T.playing}</dt>
          <dd className="tabular-nums text-slate-900">{room.live_players}</dd>
        </div>
        <div className={figure}>
          <dt className="text-slate-500">{T.perMatch}</dt>
          <dd className="tabular-nums text-slate-900">{room.maxPlayers}</dd>
        </div>
      </dl>
      {/* The button's name, 'Join <room>', also while it shows 'Joining…'. */}
      <span id={actionId} hidden>
        {action}
      </span>
      <button
        type="button"
        onClick={() => onJoin(room)}
        disabled={busy}
        aria-labelledby={`${actionId} ${nameId}`}
        className={`mt-auto inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 font-semibold text-white disabled:opacity-60 ${
          room.isAlreadyJoined
            ? 'bg-amber-600 hover:bg-amber-700'
            : 'bg-indigo-600 hover:bg-indigo-700'
        }`}
      >
        {joining ? <Spinner /> : null}
        {joining ? T.joining : action}
      </button>
    </article>
  );
}
