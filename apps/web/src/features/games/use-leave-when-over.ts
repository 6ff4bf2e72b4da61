import { pagePaths } from '@kamao/contract/page-paths';
import type { MatchState } from '@kamao/contract/tic-tac-toe';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * Back to the lobby when there is no match to play (docs/product/tic-tac-toe.md#the-play-screen):
 * the opponent search ran out (its countdown reached 0), or the server says the search was
 * cancelled or expired.
 */
export function useLeaveWhenOver(
  status: MatchState['status'] | undefined,
  searchSecondsLeft: number | null,
): void {
  const navigate = useNavigate();
  const leave = useEffectEvent(() => void navigate(pagePaths.ticTacToeLobby, { replace: true }));
  const over =
    status === 'cancelled' ||
    status === 'expired' ||
    (status === 'waiting' && searchSecondsLeft === 0);

  useEffect(() => {
    if (over) leave();
  }, [over]);
}
