import { defineModule } from '../define-module.ts';
import { adminRiskRoutes } from './admin-routes.ts';
import { rescoreJob } from './rescore-job.ts';
import { sweepRiskSignalsJob } from './signal-sweep.ts';

/**
 * Risk: what links members (signals noted by the other modules' actions), a score with its
 * reasons per member, groups of strongly linked members, and the operator's rules.
 */
export const riskModule = defineModule({
  name: 'risk',
  consoleRoutes: async (app, { db }) => {
    await app.register(adminRiskRoutes, { db });
  },
  jobs: {
    recurring: [{ definition: sweepRiskSignalsJob, everySeconds: 6 * 60 * 60 }],
    oneOff: [rescoreJob],
  },
});
