import { useEffect, useRef } from 'react';
import { playGameSound } from './game-sounds';
import type { MatchOutcome } from './match-view';

const SOUND_OF = { win: 'win', loss: 'lose', draw: 'draw' } as const;

/**
 * The result's sound (docs/product/tic-tac-toe.md#the-play-screen), once per match: a re-join after
 * a lost connection shows the same result again and should not play it twice.
 */
export function useResultSound(matchId: string | undefined, outcome: MatchOutcome | null) {
  const played = useRef<string | null>(null);
  useEffect(() => {
    if (!matchId || !outcome || played.current === matchId) return;
    played.current = matchId;
    playGameSound(SOUND_OF[outcome]);
  }, [matchId, outcome]);
}
