import { sql } from 'drizzle-orm';
import type { JobDefinition } from '../../jobs/job-definition.ts';

/**
 * Sessions a day past their end or revocation (the lookup already refuses them), spent or
 * expired account tokens after a week, and devices not seen for 400 days.
 */
export const sweepAuthJob: JobDefinition = {
  name: 'auth.sweep',
  run: async (tx) => {
    await tx.execute(sql`
      delete from sessions
      where expires_at < now() - interval '1 day' or revoked_at < now() - interval '1 day'`);
    await tx.execute(sql`
      delete from account_tokens
      where expires_at < now() - interval '7 days' or used_at < now() - interval '7 days'`);
    await tx.execute(
      sql`delete from login_devices where last_login_at < now() - interval '400 days'`,
    );
  },
};
