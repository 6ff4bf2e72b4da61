import { defineModule } from '../define-module.ts';
import { healthRoutes } from './routes.ts';

/** Liveness and readiness for the load balancer and the operator. */
export const healthModule = defineModule({
  name: 'health',
  routes: async (app, { database, runtime }) => {
    await app.register(healthRoutes, { database, redis: runtime.redis });
  },
});
