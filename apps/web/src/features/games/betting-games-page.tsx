import { ComingSoon } from '../../components/coming-soon';

/** /member/betting-games: the games hub (spec part 2 §2.10). */
export function BettingGamesPage() {
  return <ComingSoon title="Betting Games" area="member" />;
}
