import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import type { JobDefinition } from '../jobs/job-definition.ts';
import type { SharedState } from './shared-state.ts';

/**
 * SharedState in the shared_state table. Each call is one statement on one row, atomic under
 * concurrency: the upsert takes the row's lock, so parallel hits from several processes count
 * exactly. An expired row counts as absent and is reused; the sweep job deletes the rest.
 */
export class DatabaseSharedState implements SharedState {
  readonly backend = 'database' as const;

  constructor(private readonly db: Db) {}

  async hit(key: string, windowMs: number): Promise<{ count: number; msLeft: number }> {
    const [answer] = await this.hitMany([key], windowMs);
    return answer!;
  }

  async hitMany(
    keys: readonly string[],
    windowMs: number,
  ): Promise<{ count: number; msLeft: number }[]> {
    if (keys.length === 0) return [];
    const rows = rowsOf<{ key: string; count: string; ms_left: string }>(
      await this.db.execute(hitStatement(keys, windowMs)),
    );
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return keys.map((key) => {
      const row = byKey.get(key)!;
      return { count: Number(row.count), msLeft: Number(row.ms_left) };
    });
  }

  async unhit(key: string): Promise<void> {
    await this.unhitMany([key]);
  }

  async unhitMany(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db.execute(sql`
      update shared_state set count = count - 1
      where key = any(${textArray(keys)}) and count > 0 and expires_at > clock_timestamp()`);
  }

  async claimOnce(key: string, ttlMs: number): Promise<boolean> {
    const rows = rowsOf<{ key: string }>(
      await this.db.execute(sql`
        insert into shared_state as s (key, count, expires_at)
        values (${key}, 1, clock_timestamp() + make_interval(secs => ${ttlMs / 1000}))
        on conflict (key) do update set count = 1, expires_at = excluded.expires_at
          where s.expires_at <= clock_timestamp()
        returning key`),
    );
    return rows.length === 1;
  }

  async claim(key: string, ttlMs: number): Promise<{ claimed: boolean; msLeft: number }> {
    if (await this.claimOnce(key, ttlMs)) return { claimed: true, msLeft: ttlMs };
    const [row] = rowsOf<{ ms_left: string }>(
      await this.db.execute(sql`
        select greatest(0, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000))::text
          as ms_left
        from shared_state where key = ${key}`),
    );
    // The claim that refused this one may have ended in between: then there is nothing to wait.
    return { claimed: false, msLeft: row ? Number(row.ms_left) : 0 };
  }
}

/**
 * The upsert that counts one hit on each key, answering key, count and ms_left per key: alone
 * it is hitMany, and a money call runs it as the first step of its own statement
 * (counted-hit.ts). Rows are locked in key order, so two calls on the same keys never wait on
 * each other in a circle (a deadlock).
 */
export function hitStatement(keys: readonly string[], windowMs: number) {
  return sql`
    insert into shared_state as s (key, count, expires_at)
    select k, 1, clock_timestamp() + make_interval(secs => ${windowMs / 1000})
    from unnest(${textArray(keys)}) as k order by k
    on conflict (key) do update set
      count = case when s.expires_at <= clock_timestamp() then 1 else s.count + 1 end,
      expires_at = case when s.expires_at <= clock_timestamp()
        then excluded.expires_at else s.expires_at end
    returning key, count::text,
      greatest(0, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000))::text
        as ms_left`;
}

/** A text[] literal of keys, each one a bound parameter. */
function textArray(keys: readonly string[]) {
  return sql`array[${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]`;
}

/** Expired rows mean nothing (hit and claimOnce treat them as absent); a job deletes them. */
export const sweepSharedStateJob: JobDefinition = {
  name: 'shared_state.sweep',
  run: async (tx) => {
    await tx.execute(sql`delete from shared_state where expires_at <= clock_timestamp()`);
  },
};
