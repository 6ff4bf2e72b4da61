import { pagePaths } from '@kamao/contract/page-paths';
import { QueryBoundary } from '../../components/query-boundary';
import { Skeleton } from '../../components/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useBettingHome } from './api/betting-home';
import { BettingFigures } from './components/betting-figures';
import { GameCard } from './components/game-card';
import { GAMES_TEXTS } from './games-texts';
import { useTexts } from '../../lib/texts';

/**
 * /member/betting-games (docs/product/tic-tac-toe.md#the-betting-games-hub): today's betting
 * figures and the games: Tic Tac Toe opens its lobby, Ludo Game and WinGo Casino are 'Coming Soon'
 * and disabled.
 */
export function BettingGamesPage() {
  const T = useTexts(GAMES_TEXTS);
  useDocumentTitle(T.hubTitle);
  const home = useBettingHome();
  return (
    <section className="w-full max-w-3xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{T.hubTitle}</h1>
        <p className="mt-1 text-slate-600">{T.hubIntro}</p>
      </div>
      <QueryBoundary
        query={home}
        loading={<FiguresSkeleton />}
        errorText={T.loadFailed}
        serverMessage
      >
        {(figures) => <BettingFigures figures={figures} />}
      </QueryBoundary>
      <ul className="space-y-3">
        <li>
          <GameCard
            title={T.ticTacToe}
            blurb={T.ticTacToeBlurb}
            art="XO"
            to={pagePaths.ticTacToeLobby}
            playText={T.play}
          />
        </li>
        <li>
          <GameCard title={T.ludo} blurb={T.ludoBlurb} art="⚄" />
        </li>
        <li>
          <GameCard title={T.winGo} blurb={T.winGoBlurb} art="7" />
        </li>
      </ul>
    </section>
  );
}

/**
 * The three figure tiles while they load (member pages show a skeleton:
 * docs/product/common.md#loading-offline-and-page-changes).
 */
function FiguresSkeleton() {
  const T = useTexts(GAMES_TEXTS);
  return (
    <div
      role="status"
      aria-busy="true"
      className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-3 sm:gap-3"
    >
      <span className="sr-only">{T.loadingFigures}</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="rounded-2xl bg-white p-3 ring-1 ring-slate-200 sm:p-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="mt-2 h-6 w-20" />
        </div>
      ))}
    </div>
  );
}
