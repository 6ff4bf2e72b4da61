import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEY_REUSED } from '@kamao/contract/idempotency-key';
import { users, withdrawalMethods } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { grantMoney, type MemberOverrides } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { loggedInMember } from '../../test/member-client.ts';
import { twentyTogether } from '../../test/together.ts';

const RUPEE = 1000n;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
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
  const { member, call } = await loggedInMember(t, rest);
  await t.database.db
    .update(users)
    .set({ withdrawalMethod: method, withdrawalAccountInformation: account })
    .where(eq(users.id, member.id));
  return {
    member,
    withdraw: (balance: number | string, type = method ?? '', key?: string) =>
      call('POST', '/userAmount/userWithdrawal_record_post', { obj: { balance, type } }, key),
    convert: (balanceToConvert: number, key: string) =>
      call(
        'PATCH',
        '/userAmount/userBalanceConvertPatch',
        { obj: { balanceToConvert, conversionType_state: 'withdrawToDeposit' } },
        key,
      ),
    summary: async () => (await call('GET', '/userAmount/userBalanceData_get')).body.msg,
  };
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
        payment_reference: null,
      },
      expect.objectContaining({ balance: 60, withdrawal_status: 'Pending' }),
    ]);
    await expectLedgerBalanced(t.database.db);
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
    await expectLedgerBalanced(t.database.db);
  });
});

const SUCCESS_60 = {
  status: 200,
  body: { msg: 'Your withdrawal of ₹60 has been successfully processed.' },
};

describe(`withdrawal retries with an Idempotency-Key on ${testEngine}`, () => {
  it('answers a retry of the same withdrawal as the first and holds the money once', async () => {
    const m = await signedInMember({ withdrawable: 100n * RUPEE });
    expect(await m.withdraw(60, 'UPI', 'retry-key-0001')).toEqual(SUCCESS_60);
    // The balance no longer covers a second ₹60: the retry still gets the first answer.
    expect(await m.withdraw(60, 'UPI', 'retry-key-0001')).toEqual(SUCCESS_60);
    expect(await m.withdraw('60.000', ' UPI ', 'retry-key-0001')).toEqual(SUCCESS_60);
    const summary = await m.summary();
    expect(summary.withdrawal_Records).toHaveLength(1);
    expect(summary).toMatchObject({ withdrawable_amount: 40, pending_withdrawal_amount: 60 });
    await expectLedgerBalanced(t.database.db);
  });

  it('makes one withdrawal of 20 simultaneous requests with one key, and all succeed', async () => {
    // Exactly one withdrawal's worth: a request checking the balance after the first committed
    // sees nothing left, and must still answer from the first.
    const m = await signedInMember({ withdrawable: 60n * RUPEE });
    const answers = await twentyTogether(() => m.withdraw(60, 'UPI', 'parallel-key-01'));
    expect(answers).toEqual(Array.from({ length: 20 }, () => SUCCESS_60));
    const summary = await m.summary();
    expect(summary.withdrawal_Records).toHaveLength(1);
    expect(summary).toMatchObject({ withdrawable_amount: 0, pending_withdrawal_amount: 60 });
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses the same key with another amount or method (409), writing nothing', async () => {
    const m = await signedInMember({ withdrawable: 500n * RUPEE });
    expect(await m.withdraw(60, 'UPI', 'reused-key-001')).toEqual(SUCCESS_60);
    const conflict = { status: 409, body: { error_msg: IDEMPOTENCY_KEY_REUSED } };
    expect(await m.withdraw(70, 'UPI', 'reused-key-001')).toEqual(conflict);
    expect(await m.withdraw(60, 'Paytm', 'reused-key-001')).toEqual(conflict);
    const summary = await m.summary();
    expect(summary.withdrawal_Records).toHaveLength(1);
    expect(summary.withdrawable_amount).toBe(440);
    await expectLedgerBalanced(t.database.db);
  });

  it('evaluates a retry afresh when the first try with the key failed', async () => {
    const m = await signedInMember({ withdrawable: 30n * RUPEE });
    expect(await m.withdraw(60, 'UPI', 'failed-first-01')).toEqual({
      status: 400,
      body: { error_msg: 'Your available balance is ₹30. Please enter a valid amount.' },
    });
    await grantMoney(t.database.db, m.member.id, 'withdrawable', 50n * RUPEE);
    expect(await m.withdraw(60, 'UPI', 'failed-first-01')).toEqual(SUCCESS_60);
    // And now the key is held: a different request with it is refused.
    expect((await m.withdraw(50, 'UPI', 'failed-first-01')).status).toBe(409);
    expect((await m.summary()).withdrawable_amount).toBe(20);
    await expectLedgerBalanced(t.database.db);
  });

  it("keeps one member's keys apart from another's and from the converter's", async () => {
    const a = await signedInMember({ withdrawable: 100n * RUPEE });
    const b = await signedInMember({ withdrawable: 100n * RUPEE });
    expect(await a.withdraw(60, 'UPI', 'shared-key-0001')).toEqual(SUCCESS_60);
    expect(await b.withdraw(60, 'UPI', 'shared-key-0001')).toEqual(SUCCESS_60);
    expect((await a.convert(10, 'shared-key-0001')).status).toBe(200);
    expect(await a.summary()).toMatchObject({ withdrawable_amount: 30, deposit_amount: 10 });
    expect(await b.summary()).toMatchObject({ withdrawable_amount: 40, deposit_amount: 0 });
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses a malformed key with a 400 and withdraws nothing', async () => {
    const m = await signedInMember({ withdrawable: 100n * RUPEE });
    for (const key of ['short', 'x'.repeat(101), 'has space in it', 'semi;colon;key', '']) {
      expect(await m.withdraw(60, 'UPI', key), key).toEqual({
        status: 400,
        body: { error_msg: IDEMPOTENCY_KEY_INVALID },
      });
    }
    expect((await m.summary()).withdrawal_Records).toEqual([]);
    // The longest key and every allowed character pass.
    expect(await m.withdraw(60, 'UPI', `aZ09_-:.${'k'.repeat(92)}`)).toEqual(SUCCESS_60);
  });
});
