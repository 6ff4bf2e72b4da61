import { TIC_TAC_TOE_SERVER_TEXTS as TEXTS } from '@kamao/contract/tic-tac-toe';
import type { Db } from '../../db/client.ts';
import { endMatch } from './match-end.ts';
import { lockMatch, symbolOf } from './match-record.ts';

/**
 * Cancel while waiting (delete_waiting_timer_document, docs/product/tic-tac-toe.md#cancel): only
 * the member waiting in the match, only before an opponent came; the fee goes back in the same
 * transaction.
 */
export async function cancelSearch(
  db: Db,
  memberId: string,
  matchId: string,
): Promise<{ ok: true; message: string } | { ok: false; message: string }> {
  return db.transaction(async (tx) => {
    const match = await lockMatch(tx, matchId);
    if (!match || !symbolOf(match, memberId)) return { ok: false, message: TEXTS.notYourMatch };
    if (match.status !== 'waiting') return { ok: false, message: TEXTS.cancelNotWaiting };
    await endMatch(tx, match, { winner: null, reason: 'cancelled' });
    return {
      ok: true,
      message: match.entryFee > 0n ? TEXTS.cancelledPaid : TEXTS.cancelledPractice,
    };
  });
}
