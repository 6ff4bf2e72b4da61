import { pagePaths } from '@kamao/contract/page-paths';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { useTexts } from '../../../lib/texts';
import { GAMES_TEXTS } from '../games-texts';
import type { ConnectionNotice } from '../use-connection-notice';

/**
 * The play screen's connection (docs/product/tic-tac-toe.md#the-play-screen): 'Reconnecting...'
 * over the match while the socket tries again (no move can be made meanwhile), and once it failed a
 * full-screen overlay with the reconnection error and a way back to the lobby. Both are drawn on
 * the document's body: inside the page, whose entrance animation leaves it a containing block, a
 * fixed overlay would cover only the content column, not the whole screen.
 */
export function ConnectionOverlay({ notice }: { notice: ConnectionNotice }) {
  const T = useTexts(GAMES_TEXTS);
  if (!notice) return null;
  return createPortal(<Overlay notice={notice} backToLobby={T.backToLobby} />, document.body);
}

function Overlay({
  notice,
  backToLobby,
}: {
  notice: NonNullable<ConnectionNotice>;
  backToLobby: string;
}) {
  if (notice.kind === 'reconnecting') {
    return (
      <div className="fixed inset-0 z-50 grid place-items-center bg-slate-900/50 p-4">
        <p
          role="status"
          className="flex items-center gap-3 rounded-2xl bg-white px-6 py-4 font-semibold text-slate-900 shadow-lg"
        >
          <Spinner className="size-6 text-indigo-600" />
          {notice.text}
        </p>
      </div>
    );
  }
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-white p-6 text-center">
      <div role="alert" className="max-w-sm space-y-4">
        <p className="text-lg font-semibold text-rose-800">{notice.text}</p>
        <Link
          to={pagePaths.ticTacToeLobby}
          replace
          className="inline-flex min-h-11 items-center rounded-xl bg-indigo-600 px-5 font-semibold text-white hover:bg-indigo-700"
        >
          {backToLobby}
        </Link>
      </div>
    </div>
  );
}
