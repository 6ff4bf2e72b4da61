import { pagePaths } from '@kamao/contract/page-paths';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { Icon } from '../../components/icon';
import { Money } from '../../components/money';
import { Skeleton } from '../../components/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ConnectionBanner } from './components/connection-banner';
import { RoomCard } from './components/room-card';
import { useTexts } from '../../lib/texts';
import { GAMES_TEXTS, useGameMessage } from './games-texts';
import { useConnectionNotice } from './use-connection-notice';
import { useJoinRoom } from './use-join-room';
import { useLobbySocket } from './use-lobby-socket';

/**
 * /member/betting-games/tic-tac-toe (docs/product/tic-tac-toe.md#the-lobby): the rooms, live over
 * the socket, with the member's deposit balance (which pays entry fees) and a Join per room.
 */
export function TicTacToeLobbyPage() {
  const T = useTexts(GAMES_TEXTS);
  const gameMessage = useGameMessage();
  useDocumentTitle(T.lobbyTitle);
  const lobby = useLobbySocket();
  const notice = useConnectionNotice(lobby.socket);
  const { joiningId, join } = useJoinRoom(lobby);

  return (
    <section className="w-full max-w-5xl space-y-5">
      <div className="space-y-1">
        <Link
          to={pagePaths.bettingGames}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-indigo-700 hover:underline"
        >
          <Icon name="chevronLeft" className="size-4" />
          {T.backToGames}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{T.lobbyTitle}</h1>
        <p className="text-slate-600">{T.lobbyIntro}</p>
      </div>

      <div className="flex items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:max-w-sm">
        <span className="text-sm text-slate-500">{T.depositBalance}</span>
        {lobby.deposit === undefined ? (
          <Skeleton className="h-6 w-24" />
        ) : (
          <Money amount={lobby.deposit} className="text-lg font-bold text-slate-900" />
        )}
      </div>

      <ConnectionBanner notice={notice} />

      {lobby.loadError && lobby.rooms === undefined ? (
        <p role="alert" className="rounded-2xl bg-rose-50 p-4 text-rose-800 ring-1 ring-rose-200">
          {gameMessage(lobby.loadError)}
        </p>
      ) : lobby.rooms === undefined ? (
        <RoomsSkeleton />
      ) : lobby.rooms.length === 0 ? (
        <EmptyState className="p-6 text-center">{T.noRooms}</EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {lobby.rooms.map((room) => (
            <li key={room._id}>
              <RoomCard
                room={room}
                joining={joiningId === room._id}
                busy={joiningId !== null}
                onJoin={(chosen) => void join(chosen)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RoomsSkeleton() {
  const T = useTexts(GAMES_TEXTS);
  return (
    <div role="status" aria-busy="true" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{T.loadingRooms}</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
    </div>
  );
}
