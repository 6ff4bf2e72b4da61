import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiRoutes } from '@kamao/contract/api-routes';
import type { DbOrTx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import type { SystemAccount } from '../ledger/kinds.ts';
import type { MemberClient } from './member-client.ts';

/** Calls and checks the PTC and advertiser tests share. */

export const startView = (client: MemberClient, campaignId: string) =>
  client.call('POST', apiRoutes.ptcViewStart.path, { obj: { btnName: campaignId } });

export const claimView = (client: MemberClient, campaignId: string, viewToken: string) =>
  client.call('PATCH', apiRoutes.ptcIncome.path, {
    obj: { btnName: campaignId, btnClickEarn: viewToken },
  });

/** Starts a view and returns its token, failing the test when the start is refused. */
export async function startedView(client: MemberClient, campaignId: string): Promise<string> {
  const res = await startView(client, campaignId);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.msg.viewToken as string;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The derived balance of a system account (ledger_balances), in milli-rupees. */
export async function systemBalance(db: DbOrTx, kind: SystemAccount): Promise<bigint> {
  const [row] = rowsOf<{ balance: string | null }>(
    await db.execute(
      sql`select coalesce(sum(balance), 0)::text as balance from ledger_balances
          where owner_id is null and kind = ${kind}`,
    ),
  );
  return BigInt(row?.balance ?? '0');
}

export const statusesOf = (results: { status: number }[]) =>
  results.map((r) => r.status).sort((a, b) => a - b);
