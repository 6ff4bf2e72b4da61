import type { ApiRoute } from '../api-route.ts';
import { bettingHomeAnswerSchema } from '../api-games.ts';

/** Games: the games home (Tic Tac Toe itself runs over the socket, not HTTP). */
export const gameRoutes = {
  bettingGamesHome: {
    method: 'GET',
    path: '/userIncomeRoute/user_betting_games_home_get',
    auth: 'member',
    answer: bettingHomeAnswerSchema,
  },
} as const satisfies Record<string, ApiRoute>;
