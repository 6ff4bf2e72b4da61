import { Money } from '../../../components/money';
import type { BettingHome } from '../api/betting-home';
import { useTexts } from '../../../lib/texts';
import { GAMES_TEXTS } from '../games-texts';

/**
 * Today's betting, winnings and profit or loss (docs/product/tic-tac-toe.md#the-betting-games-hub).
 * A losing day arrives as a negative amount: it reads as a loss in red, the amount without its
 * sign.
 */
export function BettingFigures({ figures }: { figures: BettingHome }) {
  const T = useTexts(GAMES_TEXTS);
  const result = figures.today_bettings_profit_or_lose_amount;
  const isLoss = result < 0;
  const tile = 'rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4';
  const label = 'block text-xs text-slate-500 sm:text-sm';
  const value = 'mt-1 block text-lg font-bold sm:text-xl';
  return (
    <dl className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-3 sm:gap-3">
      <div className={tile}>
        <dt className={label}>{T.todayBetting}</dt>
        <dd data-testid="today-betting">
          <Money amount={figures.today_betting_amount} className={`${value} text-slate-900`} />
        </dd>
      </div>
      <div className={tile}>
        <dt className={label}>{T.todayWinning}</dt>
        <dd data-testid="today-winning">
          <Money
            amount={figures.today_bettings_winning_amount}
            className={`${value} text-emerald-700`}
          />
        </dd>
      </div>
      <div className={`${tile} ${isLoss ? 'bg-rose-50 ring-rose-200' : ''}`}>
        <dt className={label}>{isLoss ? T.todayLoss : T.todayProfit}</dt>
        <dd data-testid="today-result">
          <Money
            amount={Math.abs(result)}
            className={`${value} ${isLoss ? 'text-rose-700' : result > 0 ? 'text-emerald-700' : 'text-slate-900'}`}
          />
        </dd>
      </div>
    </dl>
  );
}
