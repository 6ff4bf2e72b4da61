import { ComingSoon } from '../../components/coming-soon';

/** /member/betting-games/tic-tac-toe/play/{roomId}?type=…: the live match (spec part 2 §2.12). */
export function TicTacToePlayPage() {
  return <ComingSoon title="Playing Tic Tac Toe" area="member" />;
}
