import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import type { AdminPayoutProviderUpdate } from '@kamao/contract/admin/payout-provider';
import type { AdminWithdrawal } from '@kamao/contract/admin/payouts';
import { pathOf } from '@kamao/contract/api-route';
import { apiRoutes } from '@kamao/contract/api-routes';
import type { Db } from '../db/client.ts';
import { payoutAttempts, users, withdrawalMethods, withdrawals } from '../db/schema/index.ts';
import type { PayoutProvider } from '../integrations/payouts/payout-provider.ts';
import { newId } from '../lib/ids.ts';
import { signedInMember, type MemberClient } from './member-client.ts';
import type { TestApp } from './test-app.ts';
import { SCRIPTED_WEBHOOK_SECRET } from './scripted-payout-provider.ts';
import type { PayoutEngine } from '../modules/payouts/payout-engine.ts';
import { SecretBox } from '../modules/payouts/secret-box.ts';

/*
 * What the payout engine's tests share: a member who withdraws to a bound method, the operator's
 * calls, an engine as one server process runs it (its own name, the database it is given), and
 * the clock moved on for the attempts (a retry or a check falls due now).
 */

export const RUPEE = 1000n;
const silent = { info() {}, warn() {}, error() {} };

export async function addMethods(db: Db) {
  await db.insert(withdrawalMethods).values([
    { id: newId(), name: 'UPI', kind: 'upi', minimumAmount: 1n * RUPEE },
    { id: newId(), name: 'Paytm', kind: 'paytm', minimumAmount: 1n * RUPEE },
    { id: newId(), name: 'Bank', kind: 'bank', minimumAmount: 1n * RUPEE },
  ]);
}

/** An engine as one server process runs it, on the given database handle. */
export function engineFor(
  t: TestApp,
  provider: () => PayoutProvider,
  name = 'test-process-a',
  db: Db = t.database.db,
): PayoutEngine {
  return {
    db,
    box: new SecretBox(t.config.keys.payoutProviderSecrets),
    providers: () => provider(),
    workerId: name,
    log: silent,
  };
}

export async function connect(
  admin: MemberClient,
  settings: Partial<AdminPayoutProviderUpdate> = {},
) {
  const res = await admin.call('PUT', adminRoutes.payoutProviderPut.path, {
    provider: 'razorpayx',
    baseUrl: 'http://127.0.0.1:9',
    keyId: 'rzp_test_key',
    keySecret: 'rzp-key-secret',
    accountNumber: '2323230000000001',
    webhookSecret: SCRIPTED_WEBHOOK_SECRET,
    ...settings,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A member with `rupees` withdrawable and an account bound to the method. */
export async function memberWith(t: TestApp, rupees: bigint, method = 'UPI', account?: string) {
  const client = await signedInMember(t, { withdrawable: rupees * RUPEE });
  const bound =
    account ??
    (method === 'Bank'
      ? '123456789012 HDFC0001234'
      : method === 'Paytm'
        ? '9876543210'
        : 'asha@okaxis');
  await t.database.db
    .update(users)
    .set({ withdrawalMethod: method, withdrawalAccountInformation: bound })
    .where(eq(users.id, client.member.id));
  return client;
}

/** The member asks for a withdrawal; its id. */
export async function withdraw(
  t: TestApp,
  client: MemberClient,
  balance: number,
  method = 'UPI',
): Promise<string> {
  const res = await client.call('POST', apiRoutes.withdraw.path, {
    obj: { balance, type: method },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [row] = await t.database.db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(eq(withdrawals.memberId, client.member.id))
    .orderBy(sql`${withdrawals.createdAt} desc`)
    .limit(1);
  return row!.id;
}

export const sendPayout = (admin: MemberClient, id: string) =>
  admin.call('POST', pathOf(adminRoutes.withdrawalSendPayout, { id }), {});

export async function queueRow(admin: MemberClient, id: string): Promise<AdminWithdrawal> {
  const res = await admin.call('GET', pathOf(adminRoutes.withdrawalDetails, { id }));
  expect(res.status).toBe(200);
  return res.body.withdrawal as AdminWithdrawal;
}

export const attemptsOf = (db: Db, withdrawalId: string) =>
  db
    .select()
    .from(payoutAttempts)
    .where(eq(payoutAttempts.withdrawalId, withdrawalId))
    .orderBy(payoutAttempts.attempt);

export async function withdrawalRow(db: Db, id: string) {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row!;
}

/** Time passes: every open attempt's retry or check is due, and every lease has run out. */
export async function timePasses(db: Db): Promise<void> {
  await db.execute(sql`
    update payout_attempts set
      next_try_at = case when next_try_at is null then null else now() - interval '1 second' end,
      lease_until = case when lease_until is null then null else now() - interval '1 second' end`);
}
