import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { ADMIN_ADJUSTMENT_ERRORS } from '@kamao/contract/admin/members';
import { pathOf } from '@kamao/contract/api-route';
import { IDEMPOTENCY_KEY_HEADER } from '@kamao/contract/idempotency-key';
import { adminAuditLog, transfers } from '../../db/schema/index.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { newId } from '../../lib/ids.ts';
import { createSession } from '../auth/index.ts';
import { buildMember } from '../../test/factories.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { signedInMember, type MemberClient } from '../../test/member-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';

const RUPEE = 1000n;
let t: TestApp;
let admin: MemberClient;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInMember(t, { role: 'admin' });
  // The same operator's cookie, for calls that carry an Idempotency-Key.
  const session = await createSession(t.database.db, admin.member.id, false);
  cookie = `${t.config.secureCookies ? '__Host-sid' : 'sid'}=${session.token}`;
});
afterAll(async () => {
  await t?.close();
});

/** An adjustment call; a null key sends none. */
const adjust = async (memberId: string, body: object, key: string | null = newId()) => {
  const res = await t.app.inject({
    method: 'POST',
    url: pathOf(adminRoutes.memberAdjustBalance, { id: memberId }),
    payload: body,
    headers: { cookie, ...(key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }) },
  });
  return { status: res.statusCode, body: res.json() };
};

const adjustmentsOf = (memberId: string) =>
  t.database.db
    .select()
    .from(transfers)
    .where(and(eq(transfers.memberId, memberId), eq(transfers.kind, 'manual_adjustment')));
const auditRowsOf = (memberId: string) =>
  t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, 'member.adjust'), eq(adminAuditLog.target, memberId)));

describe(`balance adjustments by hand on ${testEngine}`, () => {
  it('credits and debits a wallet through the ledger, audited with the reason', async () => {
    const member = await buildMember(t.database.db, { userName: 'adjusted', deposit: 5n * RUPEE });
    const credit = await adjust(member.id, {
      wallet: 'withdrawable',
      direction: 'credit',
      amount: 12.5,
      reason: 'Missed postback of Wall A',
    });
    expect(credit).toEqual({
      status: 200,
      body: { withdrawable: 12.5, deposit: 5, replayed: false },
    });
    const debit = await adjust(member.id, {
      wallet: 'deposit',
      direction: 'debit',
      amount: 2,
      reason: 'Duplicate grant',
    });
    expect(debit.body).toEqual({ withdrawable: 12.5, deposit: 3, replayed: false });
    expect(await getMemberBalances(t.database.db, member.id)).toMatchObject({
      withdrawable: 12_500n,
      deposit: 3_000n,
    });
    expect((await adjustmentsOf(member.id)).map((row) => row.metadata?.reason)).toEqual([
      'Missed postback of Wall A',
      'Duplicate grant',
    ]);
    const log = await admin.call(
      'GET',
      `${adminRoutes.auditLogList.path}?action=member.adjust&member=adjusted`,
    );
    expect(log.body.entries.map((e: { sentence: string }) => e.sentence)).toEqual([
      "Debited ₹2.000 from adjusted's deposit wallet: “Duplicate grant”",
      "Credited ₹12.500 to adjusted's withdrawable wallet: “Missed postback of Wall A”",
    ]);
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses a debit beyond the balance, a missing reason or key, and an administrator', async () => {
    const member = await buildMember(t.database.db, { withdrawable: 3n * RUPEE });
    const over = await adjust(member.id, {
      wallet: 'withdrawable',
      direction: 'debit',
      amount: 3.001,
      reason: 'Too much',
    });
    expect(over).toEqual({
      status: 400,
      body: { error_msg: ADMIN_ADJUSTMENT_ERRORS.overBalance('withdrawable', '₹3.000') },
    });
    const body = { wallet: 'deposit', direction: 'credit', amount: 1, reason: 'Bonus' };
    expect(await adjust(member.id, body, null)).toEqual({
      status: 400,
      body: { error_msg: ADMIN_ADJUSTMENT_ERRORS.keyRequired },
    });
    for (const bad of [
      { ...body, reason: ' ' },
      { ...body, amount: 0 },
      { ...body, amount: 1.0001 },
      { ...body, amount: 100_001 },
      { ...body, wallet: 'debt' },
    ]) {
      const refused = await adjust(member.id, bad);
      expect(refused.status).toBe(400);
      expect(typeof refused.body.error_msg).toBe('string');
    }
    expect((await adjust(admin.member.id, body)).body).toEqual({
      error_msg: ADMIN_ADJUSTMENT_ERRORS.admin,
    });
    expect((await adjust('nobody', body)).status).toBe(404);
    expect(await adjustmentsOf(member.id)).toEqual([]);
    expect(await auditRowsOf(member.id)).toEqual([]);
    expect((await getMemberBalances(t.database.db, member.id)).withdrawable).toBe(3n * RUPEE);
    await expectLedgerBalanced(t.database.db);
  });

  it('moves money once for one key, even when the calls run at once', async () => {
    const member = await buildMember(t.database.db);
    const key = `adjust-${newId()}`;
    const body = { wallet: 'withdrawable', direction: 'credit', amount: 7, reason: 'Goodwill' };
    const answers = await Promise.all([1, 2, 3, 4].map(() => adjust(member.id, body, key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => !a.body.replayed)).toHaveLength(1);
    expect(answers.every((a) => a.body.withdrawable === 7)).toBe(true);
    // A later retry answers the same; the key with another amount is refused.
    expect((await adjust(member.id, body, key)).body).toEqual({
      withdrawable: 7,
      deposit: 0,
      replayed: true,
    });
    expect((await adjust(member.id, { ...body, amount: 8 }, key)).status).toBe(409);
    expect(await adjustmentsOf(member.id)).toHaveLength(1);
    expect(await auditRowsOf(member.id)).toHaveLength(1);
    await expectLedgerBalanced(t.database.db);
  });

  it('never overspends under parallel debits with different keys', async () => {
    const member = await buildMember(t.database.db, { withdrawable: 10n * RUPEE });
    const body = { wallet: 'withdrawable', direction: 'debit', amount: 4, reason: 'Clawback' };
    const answers = await Promise.all([1, 2, 3, 4].map(() => adjust(member.id, body)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(2);
    expect((await getMemberBalances(t.database.db, member.id)).withdrawable).toBe(2n * RUPEE);
    expect(await adjustmentsOf(member.id)).toHaveLength(2);
    expect(await auditRowsOf(member.id)).toHaveLength(2);
    await expectLedgerBalanced(t.database.db);
  });
});
