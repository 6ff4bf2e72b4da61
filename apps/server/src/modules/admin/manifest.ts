import { defineModule } from '../define-module.ts';
import { adminAuditLogRoutes } from './audit-log-routes.ts';
import { adminRuntimeRoutes } from './runtime-routes.ts';

/** The console's own pages: the audit log and the runtime (processes and jobs). */
export const adminModule = defineModule({
  name: 'admin',
  consoleRoutes: async (app, { db, database, runtime, listProcesses }) => {
    await app.register(adminAuditLogRoutes, { db });
    await app.register(adminRuntimeRoutes, {
      db,
      engine: database.engine,
      listProcesses,
      redis: runtime.redis,
    });
  },
});
