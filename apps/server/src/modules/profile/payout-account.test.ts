import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_ACCOUNT_TEXTS } from '@kamao/contract/payout-account-texts';
import { users, withdrawalMethods, withdrawals } from '../../db/schema/index.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { newId } from '../../lib/ids.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { signedInMember } from '../../test/member-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { twentyTogether } from '../../test/together.ts';

const RUPEE = 1000n;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db.insert(withdrawalMethods).values([
    { id: newId(), name: 'UPI', kind: 'upi', minimumAmount: 50n * RUPEE, position: 1 },
    { id: newId(), name: 'Paytm', kind: 'paytm', minimumAmount: 20n * RUPEE, position: 2 },
    { id: newId(), name: 'Bank Transfer', kind: 'bank', minimumAmount: 100n * RUPEE, position: 3 },
    { id: newId(), name: 'Gift card', minimumAmount: 10n * RUPEE, position: 4 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const profile = {
  name: 'Asha Rao',
  address: '4 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  zip_code: '700016',
  mobile_number: '9123456780',
};

async function saveProfile(method: string, account: string) {
  const m = await signedInMember(t);
  const answer = await m.call('PATCH', '/userRoute/userProfileData_patch', {
    obj: { ...profile, withdrawal_method: method, withdrawal_account_information: account },
  });
  const [saved] = await t.database.db
    .select({ method: users.withdrawalMethod, account: users.withdrawalAccountInformation })
    .from(users)
    .where(eq(users.id, m.member.id));
  return { answer, saved };
}

describe(`payout accounts checked by their method's kind on ${testEngine}`, () => {
  it.each([
    ['UPI', 'abc', PAYOUT_ACCOUNT_TEXTS.upi],
    ['UPI', 'rahul@', PAYOUT_ACCOUNT_TEXTS.upi],
    ['Paytm', '98765', PAYOUT_ACCOUNT_TEXTS.paytm],
    ['Bank Transfer', '123456789012', PAYOUT_ACCOUNT_TEXTS.bankFormat],
    ['Bank Transfer', '1234 SBIN0001234', PAYOUT_ACCOUNT_TEXTS.bankAccountNumber],
    ['Bank Transfer', '123456789012 SBIN1234', PAYOUT_ACCOUNT_TEXTS.bankIfsc],
  ])('refuses %s account %j with a message and saves nothing', async (method, account, msg) => {
    const { answer, saved } = await saveProfile(method, account);
    expect(answer).toEqual({ status: 400, body: { error_msg: msg } });
    expect(saved).toEqual({ method: null, account: null });
  });

  it.each([
    ['UPI', ' Rahul.K@OKAXIS ', 'rahul.k@okaxis'],
    ['Paytm', '+91 98765 43210', '9876543210'],
    ['Bank Transfer', '123456789012 sbin0001234', '123456789012 SBIN0001234'],
    ['Gift card', 'send it to my cousin', 'send it to my cousin'],
  ])('saves %s account %j as %j', async (method, account, kept) => {
    const { answer, saved } = await saveProfile(method, account);
    expect(answer.status).toBe(200);
    expect(saved).toEqual({ method, account: kept });
  });

  it('tells the page each method’s kind, so it can check the account as typed', async () => {
    const m = await signedInMember(t);
    const answer = await m.call('GET', '/userRoute/userProfileData_get');
    const kinds = (
      answer.body.msg.other_data_withdrawalMethodArray as {
        withdrawalMethod_name: string;
        withdrawalMethod_kind: string;
      }[]
    ).map((method) => [method.withdrawalMethod_name, method.withdrawalMethod_kind]);
    expect(kinds).toEqual([
      ['UPI', 'upi'],
      ['Paytm', 'paytm'],
      ['Bank Transfer', 'bank'],
      ['Gift card', 'other'],
    ]);
  });

  it('refuses withdrawals to an account saved before the check, all at once, moving no money', async () => {
    const m = await signedInMember(t, { withdrawable: 200n * RUPEE });
    await t.database.db
      .update(users)
      .set({ withdrawalMethod: 'UPI', withdrawalAccountInformation: 'abc' })
      .where(eq(users.id, m.member.id));
    const answers = await twentyTogether(() =>
      m.call('POST', '/userAmount/userWithdrawal_record_post', {
        obj: { balance: 60, type: 'UPI' },
      }),
    );
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 400,
        body: { error_msg: PAYOUT_ACCOUNT_TEXTS.savedAccountInvalid },
      });
    }
    expect(
      await t.database.db.select().from(withdrawals).where(eq(withdrawals.memberId, m.member.id)),
    ).toEqual([]);
    expect((await getMemberBalances(t.database.db, m.member.id)).withdrawable).toBe(200n * RUPEE);
    await expectLedgerBalanced(t.database.db);
  });

  it('pays out to a saved account that fits, in its kept form', async () => {
    const m = await signedInMember(t, { withdrawable: 200n * RUPEE });
    await t.database.db
      .update(users)
      .set({ withdrawalMethod: 'UPI', withdrawalAccountInformation: ' Asha@YBL ' })
      .where(eq(users.id, m.member.id));
    const answer = await m.call('POST', '/userAmount/userWithdrawal_record_post', {
      obj: { balance: 60, type: 'UPI' },
    });
    expect(answer.status).toBe(200);
    const [row] = await t.database.db
      .select({ account: withdrawals.accountInformation })
      .from(withdrawals)
      .where(eq(withdrawals.memberId, m.member.id));
    expect(row).toEqual({ account: 'asha@ybl' });
  });
});

describe(`a method's kind in the console on ${testEngine}`, () => {
  it('is set with the method, shown in the list and refused when unknown', async () => {
    const operator = await signedInMember(t, { role: 'admin' });
    const created = await operator.call('POST', '/api/admin/withdrawal-methods', {
      name: 'PhonePe',
      kind: 'upi',
      minimumAmount: 30,
    });
    expect(created.status).toBe(200);
    expect(created.body.method).toMatchObject({ name: 'PhonePe', kind: 'upi' });
    const unknown = await operator.call('POST', '/api/admin/withdrawal-methods', {
      name: 'Crypto',
      kind: 'bitcoin',
      minimumAmount: 30,
    });
    expect(unknown.status).toBe(400);
    const list = await operator.call('GET', '/api/admin/withdrawal-methods');
    const kinds = (list.body.methods as { name: string; kind: string }[]).map((m) => [
      m.name,
      m.kind,
    ]);
    expect(kinds).toContainEqual(['PhonePe', 'upi']);
    expect(kinds).toContainEqual(['Gift card', 'other']);
    const member = await saveProfile('PhonePe', 'rahul');
    expect(member.answer.body).toEqual({ error_msg: PAYOUT_ACCOUNT_TEXTS.upi });
  });
});

describe(`the migration's kinds for methods that existed before on ${testEngine}`, () => {
  it('picks a kind from each method’s name, else other', async () => {
    const migration = readFileSync(
      new URL('../../db/migrations/0013_payout_kinds_and_campaign_review.sql', import.meta.url),
      'utf8',
    );
    const update = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .find((statement) => statement.startsWith('UPDATE "withdrawal_methods"'));
    expect(update).toBeDefined();
    const names = [
      'PhonePe UPI',
      'BHIM-UPI',
      'Paytm Wallet',
      'Bank transfer (NEFT)',
      'IMPS',
      'Groupie',
      'Amazon Pay',
    ];
    await t.database.db
      .insert(withdrawalMethods)
      .values(names.map((name) => ({ id: newId(), name, minimumAmount: RUPEE })));
    await t.database.db.execute(sql.raw(update!));
    const kinds = await t.database.db
      .select({ name: withdrawalMethods.name, kind: withdrawalMethods.kind })
      .from(withdrawalMethods);
    const kindOf = new Map(kinds.map((k) => [k.name, k.kind]));
    expect(names.map((name) => kindOf.get(name))).toEqual([
      'upi',
      'upi',
      'paytm',
      'bank',
      'bank',
      'other',
      'other',
    ]);
  });
});
