import { decodeRoomParam } from '@kamao/contract/base64';
import { pagePaths } from '@kamao/contract/page-paths';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { SoundToggle } from '../../components/sound-toggle';
import { SHELL_MESSAGES } from '../../lib/messages';
import { textsNow, useTexts } from '../../lib/texts';
import { toastError } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { GAMES_TEXTS, gameMessageNow } from './games-texts';
import { MatchScreen } from './match-screen';
import { useMatch } from './use-match';

/**
 * /member/betting-games/tic-tac-toe/play/{roomId}?type={type}
 * (docs/product/tic-tac-toe.md#the-play-screen): the live match. Room id and type come
 * base64-encoded; a link that does not decode never reaches the server.
 */
export function TicTacToePlayPage() {
  const T = useTexts(GAMES_TEXTS);
  useDocumentTitle(T.spec.title);
  const roomId = decodeRoomParam(useParams().roomId ?? '');
  const typeParam = useSearchParams()[0].get('type');
  const roomType = typeParam === null ? undefined : (decodeRoomParam(typeParam) ?? undefined);

  return (
    <section className="mx-auto w-full max-w-md space-y-3 sm:space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{T.spec.title}</h1>
        <SoundToggle />
      </div>
      {roomId ? (
        <LiveMatch key={roomId} roomId={roomId} roomType={roomType} />
      ) : (
        <div
          role="alert"
          className="space-y-3 rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200"
        >
          <p className="font-medium text-slate-700">{T.badLink}</p>
          <Link
            to={pagePaths.ticTacToeLobby}
            className="inline-flex min-h-11 items-center font-medium text-indigo-700 underline"
          >
            {T.backToLobby}
          </Link>
        </div>
      )}
    </section>
  );
}

function LiveMatch({ roomId, roomType }: { roomId: string; roomType: string | undefined }) {
  const navigate = useNavigate();
  const match = useMatch({
    roomId,
    roomType,
    // A join error on the room screen returns to the lobby with the message.
    onJoinFailed: (message) => {
      void toastError(gameMessageNow(message));
      void navigate(pagePaths.ticTacToeLobby, { replace: true });
    },
    // A room update failure gives the general toast.
    onBadUpdate: () => void toastError(textsNow(SHELL_MESSAGES).genericError),
  });
  return <MatchScreen match={match} />;
}
