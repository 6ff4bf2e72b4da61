import type { ApiRoute } from '../api-route.ts';
import { offerWallAnswerSchema } from '../api-earning.ts';

/** Task walls: the member's list of walls (the networks' postbacks are not member calls). */
export const taskWallRoutes = {
  offerWallGet: {
    method: 'GET',
    path: '/userIncomeRoute/user_offerWall_get',
    auth: 'member',
    answer: offerWallAnswerSchema,
  },
} as const satisfies Record<string, ApiRoute>;
