import { sql } from 'drizzle-orm';
import { riskSignals } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { readSetting } from '../settings/index.ts';

/** Forgets signals not seen for the operator's retention period (180 days unless set). */
export const sweepRiskSignalsJob: JobDefinition = {
  name: 'risk.sweep_signals',
  run: async (tx) => {
    const days = await readSetting(tx, 'risk_signal_retention_days');
    await tx
      .delete(riskSignals)
      .where(sql`${riskSignals.lastSeenAt} < now() - make_interval(days => ${days})`);
  },
};
