import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { pathOf } from '@kamao/contract/api-route';
import { apiRoutes } from '@kamao/contract/api-routes';
import { adminAuditLog } from '../../db/schema/index.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { signedInMember, type MemberClient } from '../../test/member-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';

const RUPEE = 1000n;
const { giftCodeList, giftCodeCreate, giftCodeUpdate } = adminRoutes;
const { giftCodeClaim } = apiRoutes;
let t: TestApp;
let admin: MemberClient;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInMember(t, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

describe(`gift codes for the operator on ${testEngine}`, () => {
  it('creates gift codes that members claim, refusing duplicates in any case', async () => {
    const created = await admin.call('POST', giftCodeCreate.path, {
      code: 'DIWALI25',
      amount: 25,
      maxClaims: 2,
      wallet: 'deposit',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(created.status).toBe(200);
    expect(created.body.giftCode).toMatchObject({
      code: 'DIWALI25',
      amount: 25,
      wallet: 'deposit',
      maxClaims: 2,
      claimsCount: 0,
    });
    expect(
      (
        await admin.call('POST', giftCodeCreate.path, {
          code: 'diwali25',
          amount: 1,
          maxClaims: 1,
        })
      ).body,
    ).toEqual({ error_msg: 'A gift code with this code already exists.' });
    const { member, call: claimAs } = await signedInMember(t);
    const claim = await claimAs('PATCH', giftCodeClaim.path, { giftCode_state: 'diwali25' });
    expect(claim.status).toBe(200);
    expect((await getMemberBalances(t.database.db, member.id)).deposit).toBe(25n * RUPEE);

    const id = created.body.giftCode.id as string;
    expect(
      await admin.call('PATCH', pathOf(giftCodeUpdate, { id }), { maxClaims: 0 }),
    ).toMatchObject({
      status: 400,
    });
    // Ending a code now: members are told it has expired.
    const ended = await admin.call('PATCH', pathOf(giftCodeUpdate, { id }), {
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(ended.body.giftCode.claimsCount).toBe(1);
    const other = await signedInMember(t);
    expect(
      (await other.call('PATCH', giftCodeClaim.path, { giftCode_state: 'DIWALI25' })).body,
    ).toEqual({ error_msg: 'This gift code has expired.' });
    const list = await admin.call('GET', giftCodeList.path);
    expect(list.body.giftCodes.map((g: { code: string }) => g.code)).toContain('DIWALI25');
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, id))
      .orderBy(adminAuditLog.id);
    // Refused writes leave no row: the creation and the ending.
    expect(audit.map((a) => a.action)).toEqual(['gift_code.create', 'gift_code.update']);
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses a claim limit below the claims already made', async () => {
    const created = await admin.call('POST', giftCodeCreate.path, {
      code: 'LIMIT2',
      amount: 1,
      maxClaims: 3,
    });
    const id = created.body.giftCode.id as string;
    for (let i = 0; i < 2; i += 1) {
      const claimer = await signedInMember(t);
      await claimer.call('PATCH', giftCodeClaim.path, { giftCode_state: 'LIMIT2' });
    }
    expect(
      await admin.call('PATCH', pathOf(giftCodeUpdate, { id }), { maxClaims: 1 }),
    ).toMatchObject({
      status: 400,
      body: { error_msg: 'The claim limit cannot be lower than the claims already made.' },
    });
    expect(
      (await admin.call('PATCH', pathOf(giftCodeUpdate, { id }), { maxClaims: 2 })).body,
    ).toMatchObject({ giftCode: { maxClaims: 2, claimsCount: 2 } });
  });
});
