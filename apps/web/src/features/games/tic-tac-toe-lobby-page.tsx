import { ComingSoon } from '../../components/coming-soon';

/** /member/betting-games/tic-tac-toe: the room lobby (spec part 2 §2.11). */
export function TicTacToeLobbyPage() {
  return <ComingSoon title="Tic Tac Toe" area="member" />;
}
