import type { AdminGameMatch } from '@kamao/contract/admin/games';
import type { MatchEndReason } from '@kamao/contract/tic-tac-toe';
import { rupeesToMilli } from '@kamao/contract/money';

/** How an ended match is told to the operator; the winner's name follows where there is one. */
const END_REASON_WORDS: Record<Exclude<MatchEndReason, 'line' | 'full_board'>, string> = {
  turn_timeout: 'Turn timeout',
  abandoned: 'Left the match',
  aborted: 'Aborted (refunded)',
  search_timeout: 'Nobody came',
  cancelled: 'Cancelled',
  closed: 'Room closed',
};

const STATUS_WORDS: Record<AdminGameMatch['status'], string> = {
  waiting: 'Waiting for an opponent',
  playing: 'Playing',
  finished: 'Finished',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const statusWords = (status: AdminGameMatch['status']) => STATUS_WORDS[status];

/** 'Winner: asha', 'Draw', or why the match ended ('Turn timeout · Winner: ravi'). */
export function resultWords(match: AdminGameMatch): string {
  const winner = match.winnerUserName ? `Winner: ${match.winnerUserName}` : null;
  if (match.endReason === 'full_board' || match.winner === 'draw') return 'Draw';
  if (match.endReason === null || match.endReason === 'line') {
    return winner ?? STATUS_WORDS[match.status];
  }
  const reason = END_REASON_WORDS[match.endReason];
  return winner ? `${reason} · ${winner}` : reason;
}

/** 'asha (X) vs ravi (O)'; a waiting match has one player. */
export const playersWords = (match: AdminGameMatch) =>
  match.players.length === 0
    ? '—'
    : match.players
        .map((p) => (p.symbol ? `${p.userName} (${p.symbol})` : p.userName))
        .join(' vs ');

/**
 * What the house keeps of one match of a room: both entry fees less the prize, in milli-rupees
 * (exact: no floating-point drift in ₹0.1 + ₹0.2).
 */
export const houseShareMilli = (room: { entryFees: number; prize: number }) =>
  2n * rupeesToMilli(room.entryFees) - rupeesToMilli(room.prize);
