import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { riskSignals } from '../../db/schema/index.ts';

/** How much of a device id the console shows: enough to tell two apart, not the whole secret. */
const SHOWN_CHARACTERS = 8;

export interface MemberDevice {
  /** The device id's first characters and an ellipsis. */
  device: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
  /** Accounts that used this browser, the member included. */
  accounts: number;
}

/** The browsers a member used (their device signals), the most recently seen first. */
export async function memberDevices(db: DbOrTx, memberId: string): Promise<MemberDevice[]> {
  const rows = await db.execute(sql`
    select mine.value,
      min(mine.first_seen_at) as first_seen_at,
      max(mine.last_seen_at) as last_seen_at,
      (select count(distinct other.user_id)::int from ${riskSignals} as other
        where other.kind = 'device' and other.value = mine.value) as accounts
    from ${riskSignals} as mine
    where mine.user_id = ${memberId} and mine.kind = 'device'
    group by mine.value
    order by max(mine.last_seen_at) desc, mine.value`);
  return rowsOf<{
    value: string;
    first_seen_at: Date | string;
    last_seen_at: Date | string;
    accounts: number;
  }>(rows).map((row) => ({
    device: `${row.value.slice(0, SHOWN_CHARACTERS)}…`,
    firstSeenAt: new Date(row.first_seen_at),
    lastSeenAt: new Date(row.last_seen_at),
    accounts: Number(row.accounts),
  }));
}
