import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, withdrawalMethods } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/password.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { auditLedger } from '../../ledger/invariants.ts';
import { buildMember, type MemberOverrides } from '../../test/factories.ts';
import { buildTestApp, sessionCookieFrom, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';

const RUPEE = 1000n;
let t: TestApp;
let passwordHash: string;
let addressCounter = 0;

beforeAll(async () => {
  t = await buildTestApp();
  passwordHash = await hashPassword('secret-pass-1');
  await t.database.db.insert(withdrawalMethods).values([
    { id: newId(), name: 'UPI', details: 'UPI ID', minimumAmount: 50n * RUPEE, position: 1 },
    { id: newId(), name: 'Paytm', details: 'Mobile', minimumAmount: 20n * RUPEE, position: 2 },
    {
      id: newId(),
      name: 'Old Wallet',
      details: 'Gone',
      minimumAmount: 10n * RUPEE,
      enabled: false,
      position: 3,
    },
  ]);
});
afterAll(async () => {
  await t?.close();
});

/** A signed-in member with its own client address (rate limits are per address). */
async function signedInMember(
  overrides: MemberOverrides & { method?: string | null; account?: string | null } = {},
) {
  const { method = 'UPI', account = 'me@upi', ...rest } = overrides;
  const member = await buildMember(t.database.db, { passwordHash, ...rest });
  await t.database.db
    .update(users)
    .set({ withdrawalMethod: method, withdrawalAccountInformation: account })
    .where(eq(users.id, member.id));
  addressCounter += 1;
  const remoteAddress = `10.4.0.${addressCounter}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/userRoute/login',
    remoteAddress,
    payload: {
      obj: {
        email_userName: member.userName,
        password: 'secret-pass-1',
        loginRemember_state: false,
      },
    },
  });
  const cookie = sessionCookieFrom(res.headers['set-cookie']);
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const r = await t.app.inject({ method, url, payload, remoteAddress, headers: { cookie } });
    return { status: r.statusCode, body: r.json() };
  };
  return {
    member,
    withdraw: (balance: number | string, type = method ?? '') =>
      call('POST', '/userAmount/userWithdrawal_record_post', { obj: { balance, type } }),
    summary: async () => (await call('GET', '/userAmount/userBalanceData_get')).body.msg,
  };
}

async function expectLedgerBalanced() {
  const audit = await auditLedger(t.database.db);
  expect(audit.mismatchedAccounts).toEqual([]);
  expect(audit.negativeAccounts).toEqual([]);
  expect(audit.total).toBe(0n);
}

describe(`withdrawals on ${testEngine}`, () => {
  it('holds the amount as pending and lists the request, newest first', async () => {
    const m = await signedInMember({ withdrawable: 200n * RUPEE, deposit: 5n * RUPEE });
    expect(await m.withdraw(60)).toEqual({
      status: 200,
      body: { msg: 'Your withdrawal of ₹60 has been successfully processed.' },
    });
    expect(await m.withdraw('75.5')).toMatchObject({ status: 200 });
    const summary = await m.summary();
    expect(summary).toMatchObject({
      withdrawable_amount: 64.5,
      deposit_amount: 5,
      pending_withdrawal_amount: 135.5,
      total_withdrawal_amount: 0,
      withdrawal_method: 'UPI',
      withdrawalMethod_minimumAmount: 50,
    });
    expect(summary.withdrawal_Records).toEqual([
      {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        balance: 75.5,
        type: 'UPI',
        time: expect.any(String),
        withdrawal_status: 'Pending',
        remark: null,
      },
      expect.objectContaining({ balance: 60, withdrawal_status: 'Pending' }),
    ]);
    await expectLedgerBalanced();
  });

  it('asks a member without payment information to bind it first', async () => {
    const m = await signedInMember({ method: null, account: null, withdrawable: 100n * RUPEE });
    expect(await m.withdraw(60, 'UPI')).toEqual({
      status: 400,
      body: { error_msg: 'Please bind your payment information to proceed with withdrawals.' },
    });
  });

  it('asks again when the method is missing, disabled or unknown', async () => {
    for (const method of [null, 'Old Wallet', 'Carrier Pigeon']) {
      const m = await signedInMember({ method, withdrawable: 100n * RUPEE });
      expect(await m.withdraw(60, method ?? 'UPI')).toEqual({
        status: 400,
        body: { error_msg: 'Please bind Your payment information again' },
      });
    }
    const noAccount = await signedInMember({ account: '  ', withdrawable: 100n * RUPEE });
    expect((await noAccount.withdraw(60)).body.error_msg).toBe(
      'Please bind Your payment information again',
    );
  });

  it('refuses a method other than the bound one', async () => {
    const m = await signedInMember({ withdrawable: 100n * RUPEE });
    expect(await m.withdraw(60, 'Paytm')).toEqual({
      status: 400,
      body: {
        error_msg:
          'The withdrawal method does not match your payment information. Please refresh the page and try again.',
      },
    });
  });

  it('refuses an amount below the method minimum or above the withdrawable balance', async () => {
    const m = await signedInMember({ withdrawable: 80n * RUPEE, deposit: 500n * RUPEE });
    expect(await m.withdraw(49.999)).toEqual({
      status: 400,
      body: {
        error_msg: 'The minimum withdrawal amount for UPI is ₹50. Please enter a valid amount.',
      },
    });
    // The deposit wallet cannot be withdrawn.
    expect(await m.withdraw(80.001)).toEqual({
      status: 400,
      body: { error_msg: 'Your available balance is ₹80. Please enter a valid amount.' },
    });
    expect((await m.withdraw(0)).status).toBe(400);
    expect((await m.withdraw(-5)).status).toBe(400);
    expect((await m.summary()).withdrawal_Records).toEqual([]);
    expect((await getMemberBalances(t.database.db, m.member.id)).withdrawable).toBe(80n * RUPEE);
  });

  it('answers a visitor with the session flag', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/userAmount/userWithdrawal_record_post',
      payload: { obj: { balance: 60, type: 'UPI' } },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error_msg).toBe('jwtMiddleware_token_not_found_error');
  });

  it('lets exactly one of 20 simultaneous withdrawals of the whole balance through', async () => {
    const m = await signedInMember({ withdrawable: 100n * RUPEE });
    const answers = await Promise.all(Array.from({ length: 20 }, () => m.withdraw(100)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(19);
    for (const a of refused) {
      expect(a).toEqual({
        status: 400,
        body: { error_msg: 'Your available balance is ₹0. Please enter a valid amount.' },
      });
    }
    const summary = await m.summary();
    expect(summary.withdrawal_Records).toHaveLength(1);
    expect(summary.withdrawable_amount).toBe(0);
    expect(summary.pending_withdrawal_amount).toBe(100);
    await expectLedgerBalanced();
  });
});
