import { GAME_END_REDIRECT_MS } from '@kamao/contract/constants';
import { pagePaths } from '@kamao/contract/page-paths';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';

/** The session flag of one match's return, set while it is scheduled or done. */
export const returnFlagKey = (matchId: string) => `ticTacToe_returned_${matchId}`;

function readFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function writeFlag(key: string, on: boolean): void {
  try {
    if (on) window.sessionStorage.setItem(key, '1');
    else window.sessionStorage.removeItem(key);
  } catch {
    // No session storage: the page's own effect still returns once.
  }
}

/** React Router's history index: above 0 when this tab has a page to go back to. */
function hasHistory(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * After a result shows, the member is sent back 5 s later: to the previous page, or to the
 * lobby when this tab has none (docs/product/tic-tac-toe.md#the-play-screen). Once per session per
 * match, guarded by a session flag (a re-join after a reconnection shows the same result again),
 * and the flag is cleared on leaving the page.
 */
export function useReturnAfterResult(matchId: string | undefined, resultShown: boolean): void {
  const navigate = useNavigate();
  const goBack = useEffectEvent(() => {
    if (hasHistory()) void navigate(-1);
    else void navigate(pagePaths.ticTacToeLobby, { replace: true });
  });

  useEffect(() => {
    if (!matchId || !resultShown) return;
    const key = returnFlagKey(matchId);
    if (readFlag(key)) return;
    writeFlag(key, true);
    const timer = window.setTimeout(goBack, GAME_END_REDIRECT_MS);
    return () => {
      window.clearTimeout(timer);
      writeFlag(key, false);
    };
  }, [matchId, resultShown]);
}
