import { Money } from '../../components/money';
import { Skeleton } from '../../components/skeleton';
import { useSocketConnection } from '../../lib/socket-connection';
import { Board } from './components/board';
import { Confetti } from './components/confetti';
import { ConnectionOverlay } from './components/connection-overlay';
import { MatchBanner } from './components/match-banner';
import { PlayerStrip } from './components/player-strip';
import { WaitingOverlay } from './components/waiting-overlay';
import { useTexts } from '../../lib/texts';
import { GAMES_TEXTS } from './games-texts';
import { canPlayCell, viewOfMatch } from './match-view';
import { useReturnAfterResult } from './return-after-result';
import { useCancelSearch } from './use-cancel-search';
import { useConnectionNotice } from './use-connection-notice';
import { useCountdown } from './use-countdown';
import { useLeaveWhenOver } from './use-leave-when-over';
import type { Match } from './use-match';
import { useResultSound } from './use-result-sound';

/**
 * The match as the member sees it (docs/product/tic-tac-toe.md#the-play-screen): the banner, the
 * board (with the waiting overlay before the match), both players side by side under it, the
 * result's confetti and sound, and the connection overlays. On a phone as small as 360×640 all of
 * it is on screen at once: the board gives up width to the screen's height (board.tsx).
 */
export function MatchScreen({ match }: { match: Match }) {
  const T = useTexts(GAMES_TEXTS);
  const { session } = match;
  const connected = useSocketConnection(match.socket).state === 'connected';
  const notice = useConnectionNotice(match.socket);
  const view = viewOfMatch(session);
  const clockSeconds = useCountdown(session.clock);
  const searchLeft = session.clock?.kind === 'search' ? clockSeconds : null;
  const turnLeft = session.clock?.kind === 'turn' ? clockSeconds : null;
  const { cancelling, cancel } = useCancelSearch(match.cancelSearch, view?.isPractice ?? false);

  useLeaveWhenOver(view?.status, searchLeft);
  useResultSound(view?.matchId, view?.outcome ?? null);
  useReturnAfterResult(view?.matchId, !!view?.outcome);

  if (!view) {
    return (
      <>
        <MatchSkeleton />
        <ConnectionOverlay notice={notice} />
      </>
    );
  }

  return (
    <>
      <p className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        {/* The operator's name for the room. */}
        <span className="font-medium text-slate-800" translate="no">
          {view.roomName}
        </span>
        {view.prize > 0 ? (
          <span>
            {T.prize} <Money amount={view.prize} className="font-semibold text-emerald-700" />
          </span>
        ) : null}
      </p>
      <MatchBanner view={view} />
      <Board
        board={view.board}
        winningCells={view.winningCells}
        isPlayable={(row, col) => canPlayCell(session, connected, row, col)}
        onPlay={match.makeMove}
        overlay={
          view.status === 'waiting' ? (
            <WaitingOverlay
              secondsLeft={searchLeft}
              cancelling={cancelling}
              onCancel={() => void cancel()}
            />
          ) : null
        }
      />
      <div className="grid grid-cols-2 gap-2">
        <PlayerStrip
          side="you"
          player={view.me}
          receivedAt={session.receivedAt}
          onTurn={!!view.me && view.turnPlayerId === view.me._id}
          turnSecondsLeft={turnLeft}
          turnLimit={view.turnSeconds}
        />
        <PlayerStrip
          side="opp"
          player={view.opponent}
          receivedAt={session.receivedAt}
          onTurn={!!view.opponent && view.turnPlayerId === view.opponent._id}
          turnSecondsLeft={turnLeft}
          turnLimit={view.turnSeconds}
        />
      </div>
      {view.outcome === 'win' ? <Confetti /> : null}
      <ConnectionOverlay notice={notice} />
    </>
  );
}

function MatchSkeleton() {
  const T = useTexts(GAMES_TEXTS);
  return (
    <div role="status" aria-busy="true" className="space-y-4">
      <span className="sr-only">{T.loadingMatch}</span>
      <Skeleton className="h-16 w-full rounded-2xl" />
      <Skeleton className="mx-auto aspect-square w-full max-w-[360px] rounded-2xl" />
      <Skeleton className="h-16 w-full rounded-2xl" />
      <Skeleton className="h-16 w-full rounded-2xl" />
    </div>
  );
}
