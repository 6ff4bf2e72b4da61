import { z } from 'zod';
import { msgAnswer } from './api-envelope.ts';
import { rupeeAmountSchema } from './money.ts';

/**
 * The betting games hub (docs/product/tic-tac-toe.md#the-betting-games-hub). Tic Tac Toe itself is
 * realtime.
 */

export const bettingHomeAnswerSchema = msgAnswer(
  z.object({
    deposit_amount: rupeeAmountSchema,
    today_betting_amount: rupeeAmountSchema,
    today_bettings_winning_amount: rupeeAmountSchema,
    /** Negative on a losing day. */
    today_bettings_profit_or_lose_amount: rupeeAmountSchema,
    userAvailableBalance: rupeeAmountSchema,
  }),
);
