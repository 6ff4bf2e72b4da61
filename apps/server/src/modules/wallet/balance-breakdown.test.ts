import { SESSION_FLAGS } from '@kamao/contract/session-flags';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, withdrawalMethods } from '../../db/schema/index.ts';
import { chargeback } from '../../ledger/debt.ts';
import { newId } from '../../lib/ids.ts';
import { grantMoney, type MemberOverrides } from '../../test/factories.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { signedInMember } from '../../test/member-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { decideWithdrawal } from './withdrawal-decision.ts';

const RUPEE = 1000n;
const BREAKDOWN = '/userAmount/user_balance_breakdown';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db
    .insert(withdrawalMethods)
    .values({ id: newId(), name: 'UPI', details: 'UPI ID', minimumAmount: 10n * RUPEE });
});
afterAll(async () => {
  await t?.close();
});

/** A signed-in member with UPI bound, who can withdraw and read their breakdown. */
async function memberWithUpi(overrides: MemberOverrides = {}) {
  const { member, call } = await signedInMember(t, overrides);
  await t.database.db
    .update(users)
    .set({ withdrawalMethod: 'UPI', withdrawalAccountInformation: 'me@upi' })
    .where(eq(users.id, member.id));
  const withdraw = async (balance: number) => {
    const answer = await call('POST', '/userAmount/userWithdrawal_record_post', {
      obj: { balance, type: 'UPI' },
    });
    expect(answer.status).toBe(200);
  };
  return { member, call, withdraw, breakdown: () => call('GET', BREAKDOWN) };
}

/** The id of the member's newest withdrawal, from the withdraw page's own answer. */
async function newestWithdrawalId(m: Awaited<ReturnType<typeof memberWithUpi>>) {
  const summary = await m.call('GET', '/userAmount/userBalanceData_get');
  return summary.body.msg.withdrawal_Records[0]._id as string;
}

describe(`the top bar's balance breakdown on ${testEngine}`, () => {
  it('splits the balance into wallets, withdrawals still pending and a chargeback debt', async () => {
    const m = await memberWithUpi({ withdrawable: 200n * RUPEE, deposit: 5n * RUPEE });
    await m.withdraw(60);
    await m.withdraw(40.5);
    // A rejected withdrawal is no longer pending: its amount is back in the wallet.
    await decideWithdrawal(t.database.db, {
      withdrawalId: await newestWithdrawalId(m),
      status: 'Reject',
      remark: 'wrong UPI',
      adminId: 'operator',
    });
    // Withdrawable is 140 now; a chargeback of 150 takes it all and leaves 10 owed.
    await chargeback(t.database.db, m.member.id, 150n * RUPEE, `breakdown-cb:${m.member.id}`);
    await grantMoney(t.database.db, m.member.id, 'withdrawable', 3_333n);

    expect(await m.breakdown()).toEqual({
      status: 200,
      body: {
        msg: {
          withdrawable_amount: 3.333,
          deposit_amount: 5,
          pending_withdrawals_amount: 60,
          debt_amount: 10,
          available_balance: 8.333,
        },
      },
    });
    await expectLedgerBalanced(t.database.db);
  });

  it('counts a paid withdrawal out of pending too', async () => {
    const m = await memberWithUpi({ withdrawable: 50n * RUPEE });
    await m.withdraw(20);
    await decideWithdrawal(t.database.db, {
      withdrawalId: await newestWithdrawalId(m),
      status: 'Success',
      adminId: 'operator',
    });
    await m.withdraw(12.345);
    expect((await m.breakdown()).body.msg).toEqual({
      withdrawable_amount: 17.655,
      deposit_amount: 0,
      pending_withdrawals_amount: 12.345,
      debt_amount: 0,
      available_balance: 17.655,
    });
  });

  it("never includes another member's money, withdrawals or debt", async () => {
    const other = await memberWithUpi({ withdrawable: 500n * RUPEE, deposit: 70n * RUPEE });
    await other.withdraw(100);
    await chargeback(
      t.database.db,
      other.member.id,
      900n * RUPEE,
      `breakdown-cb:${other.member.id}`,
    );
    const me = await memberWithUpi({ deposit: 1n * RUPEE });

    expect((await me.breakdown()).body.msg).toEqual({
      withdrawable_amount: 0,
      deposit_amount: 1,
      pending_withdrawals_amount: 0,
      debt_amount: 0,
      available_balance: 1,
    });
    expect((await other.breakdown()).body.msg).toMatchObject({
      pending_withdrawals_amount: 100,
      debt_amount: 500,
    });
    await expectLedgerBalanced(t.database.db);
  });

  it('answers a visitor without a session 401 with the session flag', async () => {
    const res = await t.app.inject({ method: 'GET', url: BREAKDOWN });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error_msg: SESSION_FLAGS.tokenNotFound });
  });
});
