import type { ApiRoute } from '../api-route.ts';
import { dashboardAnswerSchema } from '../api-dashboard.ts';

/** The member dashboard's figures. */
export const dashboardRoutes = {
  dashboard: {
    method: 'GET',
    path: '/userRoute/userDataGet_dashboard',
    auth: 'member',
    answer: dashboardAnswerSchema,
  },
} as const satisfies Record<string, ApiRoute>;
