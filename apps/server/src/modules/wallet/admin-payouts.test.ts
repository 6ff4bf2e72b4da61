import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import type { AdminWithdrawal } from '@kamao/contract/admin/payouts';
import { pathOf } from '@kamao/contract/api-route';
import {
  adminAuditLog,
  payoutAttempts,
  users,
  withdrawalMethods,
  withdrawals,
} from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { newId } from '../../lib/ids.ts';
import { earn } from '../../ledger/earn.ts';
import { readEarningPolicy } from '../settings/index.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { buildMember, type MemberOverrides } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { logIn } from '../../test/log-in.ts';

const RUPEE = 1000n;
const {
  withdrawalList,
  withdrawalDetails,
  withdrawalDecide,
  withdrawalBulkDecide,
  payoutsCsv,
  withdrawalMethodList,
  withdrawalMethodCreate,
  withdrawalMethodUpdate,
  giftCodeCreate,
  walletSettings,
  walletSettingsUpdate,
} = adminRoutes;
/** The queue with a query string, as the console asks for it. */
const queue = (query: string) => `${withdrawalList.path}?${query}`;
const detailsOf = (id: string) => pathOf(withdrawalDetails, { id });
const PASSWORD = 'secret-pass-1';
let t: TestApp;
let passwordHash: string;
let admin: string;
let adminId: string;
let addressCounter = 0;

async function login(identifier: string) {
  addressCounter += 1;
  const remoteAddress = `10.9.${Math.floor(addressCounter / 200)}.${addressCounter % 200}`;
  return logIn(t, identifier, PASSWORD, { remoteAddress });
}

const call = async (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  cookie?: string,
  payload?: object,
) => {
  const res = await t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const json = res.headers['content-type']?.toString().includes('json');
  return { status: res.statusCode, body: json ? res.json() : res.body, headers: res.headers };
};

/** A member with a bound UPI method who asked to withdraw `amount` rupees. */
async function memberWithWithdrawal(amount = 60, overrides: MemberOverrides = {}) {
  const member = await buildMember(t.database.db, {
    withdrawable: 100n * RUPEE,
    passwordHash,
    ...overrides,
  });
  await t.database.db
    .update(users)
    .set({ withdrawalMethod: 'UPI', withdrawalAccountInformation: `${member.userName}@okaxis` })
    .where(eq(users.id, member.id));
  const cookie = await login(member.userName);
  const res = await call('POST', '/userAmount/userWithdrawal_record_post', cookie, {
    obj: { balance: amount, type: 'UPI' },
  });
  expect(res.status).toBe(200);
  const list = await call('GET', queue(`status=all&member=${member.userName}`), admin);
  const withdrawal = (list.body.withdrawals as AdminWithdrawal[])[0]!;
  return { member, cookie, withdrawal };
}

const decide = (id: string, status: 'Success' | 'Reject', remark?: string) =>
  call('POST', pathOf(withdrawalDecide, { id }), admin, { status, remark });

beforeAll(async () => {
  t = await buildTestApp();
  passwordHash = await hashPassword(PASSWORD);
  await t.database.db.insert(withdrawalMethods).values([
    { id: newId(), name: 'UPI', minimumAmount: 50n * RUPEE, position: 1 },
    { id: newId(), name: 'Paytm', minimumAmount: 20n * RUPEE, position: 2 },
  ]);
  adminId = (await buildMember(t.database.db, { userName: 'payboss', role: 'admin', passwordHash }))
    .id;
  admin = await login('payboss');
});
afterAll(async () => {
  await t?.close();
});

describe(`the payout queue on ${testEngine}`, () => {
  it('is for administrators only', async () => {
    const { cookie, withdrawal } = await memberWithWithdrawal();
    for (const [method, url, body] of [
      ['GET', queue('status=Pending')],
      ['GET', detailsOf(withdrawal._id)],
      ['POST', pathOf(withdrawalDecide, { id: withdrawal._id }), { status: 'Success' }],
      ['POST', withdrawalBulkDecide.path, { ids: [withdrawal._id], status: 'Success' }],
      ['GET', payoutsCsv.path],
      ['GET', withdrawalMethodList.path],
      ['POST', giftCodeCreate.path, { code: 'NOPE1', amount: 1, maxClaims: 1 }],
      [
        'PUT',
        walletSettingsUpdate.path,
        {
          referralRateBp: 1,
          conversionChargeDepositToWithdrawBp: 1,
          conversionChargeWithdrawToDepositBp: 1,
        },
      ],
    ] as const) {
      expect((await call(method, url, undefined, body)).status).toBe(401);
      expect(await call(method, url, cookie, body)).toMatchObject({
        status: 403,
        body: { error_msg: 'Only an administrator can do this.' },
      });
    }
    expect((await call('GET', detailsOf(withdrawal._id), admin)).body).toMatchObject({
      withdrawal: { status: 'Pending' },
    });
  });

  it('lists pending withdrawals oldest first with the member, method and account', async () => {
    const first = await memberWithWithdrawal(55);
    const second = await memberWithWithdrawal(70);
    const res = await call('GET', queue('status=Pending'), admin);
    expect(res.status).toBe(200);
    const rows = res.body.withdrawals as AdminWithdrawal[];
    const mine = rows.filter((w) => [first.withdrawal._id, second.withdrawal._id].includes(w._id));
    expect(mine.map((w) => w._id)).toEqual([first.withdrawal._id, second.withdrawal._id]);
    expect(mine[0]).toMatchObject({
      userName: first.member.userName,
      balance: 55,
      method: 'UPI',
      accountInformation: `${first.member.userName}@okaxis`,
      status: 'Pending',
      remark: null,
      decidedAt: null,
    });
    expect(Date.parse(mine[0]!.time)).not.toBeNaN();
  });

  it('filters by status, method, member and Indian date, and refuses bad filters', async () => {
    const { member, withdrawal } = await memberWithWithdrawal(51);
    const q = (query: string) => call('GET', queue(query), admin);
    const ids = (res: { body: { withdrawals: AdminWithdrawal[] } }) =>
      res.body.withdrawals.map((w) => w._id);
    expect(ids(await q(`member=${member.userName.toUpperCase()}`))).toEqual([withdrawal._id]);
    expect(ids(await q(`member=${member.email}`))).toEqual([withdrawal._id]);
    expect(ids(await q(`member=${member.userName}&method=Paytm`))).toEqual([]);
    expect(ids(await q(`member=${member.userName}&status=Success`))).toEqual([]);
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect(ids(await q(`member=${member.userName}&from=${today}&to=${today}`))).toEqual([
      withdrawal._id,
    ]);
    expect(ids(await q(`member=${member.userName}&to=2000-01-01`))).toEqual([]);
    const totals = await q(`member=${member.userName}`);
    expect(totals.body).toMatchObject({ total: 1, totalAmount: 51, page: 1, pageSize: 25 });
    for (const bad of [
      'status=Paid',
      'from=yesterday',
      'page=0',
      'to=2026-13-45',
      'from=0000-01-01',
    ]) {
      const res = await q(bad);
      expect(res.status).toBe(400);
      expect(typeof res.body.error_msg).toBe('string');
    }
  });

  it("shows the member's balances and earnings by source to judge the withdrawal", async () => {
    const referrer = await buildMember(t.database.db, { passwordHash });
    const { member, withdrawal } = await memberWithWithdrawal(60, { referredBy: referrer.id });
    const policy = await readEarningPolicy(t.database.db);
    await earn(t.database.db, member.id, 'ptc_ads', 2500n, `judge:${member.id}:1`, { policy });
    await earn(t.database.db, member.id, 'click_short_link', 1000n, `judge:${member.id}:2`, {
      policy,
    });
    const res = await call('GET', detailsOf(withdrawal._id), admin);
    expect(res.status).toBe(200);
    expect(res.body.member).toMatchObject({
      userName: member.userName,
      referrerUserName: referrer.userName,
      referrals: 0,
      withdrawable: 43.5,
      deposit: 0,
      debt: 0,
      status: 'active',
    });
    const earnings = Object.fromEntries(
      (res.body.earnings as { source: string; last30Days: number; allTime: number }[]).map((e) => [
        e.source,
        [e.last30Days, e.allTime],
      ]),
    );
    expect(earnings).toMatchObject({
      ptc_ads: [2.5, 2.5],
      click_short_link: [1, 1],
      offerWall: [0, 0],
      referral_income: [0, 0],
      bettingGames: [0, 0],
      gift_code: [0, 0],
    });
    expect(res.body.previousWithdrawals).toEqual([]);
    expect((await call('GET', detailsOf('nope'), admin)).status).toBe(404);
  });

  it('Success pays out, shows on the payment proof page, and a second click changes nothing', async () => {
    const { member, cookie, withdrawal } = await memberWithWithdrawal(60);
    const first = await decide(withdrawal._id, 'Success');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      changed: true,
      withdrawal: { status: 'Success', decidedByUserName: 'payboss' },
    });
    const again = await decide(withdrawal._id, 'Success');
    expect(again.body).toMatchObject({ changed: false, withdrawal: { status: 'Success' } });
    expect(await decide(withdrawal._id, 'Reject', 'too late')).toEqual(
      expect.objectContaining({
        status: 409,
        body: { error_msg: 'This withdrawal has already been decided.' },
      }),
    );
    const page = await call('GET', '/userAmount/userBalanceData_get', cookie);
    expect(page.body.msg).toMatchObject({
      withdrawable_amount: 40,
      pending_withdrawal_amount: 0,
      total_withdrawal_amount: 60,
    });
    const proof = await call('GET', '/checkLogin_for_navBar?paymentProof=true');
    expect(proof.body.msg.paymentProof_data).toContainEqual(
      expect.objectContaining({
        // Masked on the public page: 'member8x4b946c' shows as 'me**c'.
        userName: `${member.userName.slice(0, 2)}**${member.userName.at(-1)}`,
        withdrawal_method: 'UPI',
        balance: 60,
      }),
    );
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, withdrawal._id))
      .orderBy(adminAuditLog.id);
    expect(audit.map((a) => [a.action, a.adminId, a.details?.changed])).toEqual([
      ['withdrawal.decide', adminId, true],
      ['withdrawal.decide', adminId, false],
    ]);
    await expectLedgerBalanced(t.database.db);
  });

  it('Reject needs a remark, gives the money back and shows the remark to the member', async () => {
    const { member, cookie, withdrawal } = await memberWithWithdrawal(60);
    expect(await decide(withdrawal._id, 'Reject')).toMatchObject({
      status: 400,
      body: { error_msg: 'Please write a remark for the member when rejecting a withdrawal.' },
    });
    expect((await decide(withdrawal._id, 'Reject', 'Account name does not match')).status).toBe(
      200,
    );
    expect((await getMemberBalances(t.database.db, member.id)).withdrawable).toBe(100n * RUPEE);
    const page = await call('GET', '/userAmount/userBalanceData_get', cookie);
    expect(page.body.msg.withdrawal_Records[0]).toMatchObject({
      withdrawal_status: 'Reject',
      remark: 'Account name does not match',
    });
    expect(page.body.msg.pending_withdrawal_amount).toBe(0);
    expect((await decide('nope', 'Success')).status).toBe(404);
    await expectLedgerBalanced(t.database.db);
  });

  it('an approve and a reject fired at once end in exactly one outcome', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { member, withdrawal } = await memberWithWithdrawal(60);
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, () => decide(withdrawal._id, 'Success')),
        ...Array.from({ length: 5 }, () => decide(withdrawal._id, 'Reject', 'race')),
      ]);
      const changed = answers.filter((a) => a.status === 200 && a.body.changed);
      expect(changed).toHaveLength(1);
      const outcome = changed[0]!.body.withdrawal.status as string;
      for (const a of answers) {
        if (a.status === 200) expect(a.body.withdrawal.status).toBe(outcome);
        else expect(a.status).toBe(409);
      }
      const balance = (await getMemberBalances(t.database.db, member.id)).withdrawable;
      expect(balance).toBe(outcome === 'Success' ? 40n * RUPEE : 100n * RUPEE);
    }
    await expectLedgerBalanced(t.database.db);
  });

  it('approves many at once, reporting each, and exports approved payouts as CSV', async () => {
    const a = await memberWithWithdrawal(50);
    const b = await memberWithWithdrawal(75);
    const rejected = await memberWithWithdrawal(52);
    await decide(rejected.withdrawal._id, 'Reject', 'no');
    await t.database.db
      .update(users)
      .set({ name: '=HYPERLINK("x")' })
      .where(eq(users.id, b.member.id));
    const res = await call('POST', withdrawalBulkDecide.path, admin, {
      ids: [a.withdrawal._id, b.withdrawal._id, rejected.withdrawal._id, 'missing'],
      status: 'Success',
    });
    expect(res.body.results).toEqual([
      { id: a.withdrawal._id, changed: true },
      { id: b.withdrawal._id, changed: true },
      {
        id: rejected.withdrawal._id,
        changed: false,
        error_msg: 'This withdrawal has already been decided.',
      },
      { id: 'missing', changed: false, error_msg: 'Withdrawal not found' },
    ]);
    expect(
      (
        await call('POST', withdrawalBulkDecide.path, admin, {
          ids: [a.withdrawal._id],
          status: 'Reject',
        })
      ).status,
    ).toBe(400);

    const csv = await call('GET', `${payoutsCsv.path}?method=UPI`, admin);
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    expect(String(csv.headers['content-disposition'])).toMatch(/attachment; filename="payouts-/);
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines[0]).toBe(
      'order_number,approved_at_ist,user_name,name,mobile,method,account_information,amount_inr,payment_reference',
    );
    const lineOf = (id: string) => lines.find((l) => l.startsWith(id.toUpperCase()));
    // Approved without a reference: the last column is empty.
    expect(lineOf(a.withdrawal._id)).toMatch(
      new RegExp(`,${a.member.userName},.*,UPI,${a.member.userName}@okaxis,50\\.000,$`),
    );
    // A name that looks like a formula is written as text.
    expect(lineOf(b.withdrawal._id)).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lineOf(rejected.withdrawal._id)).toBeUndefined();
    await expectLedgerBalanced(t.database.db);
  });
});

describe(`the pending payouts' CSV on ${testEngine}`, () => {
  it('lists the pending, not held withdrawals to pay by hand, with their id and account', async () => {
    const upi = await memberWithWithdrawal(61);
    const bank = await memberWithWithdrawal(62);
    const held = await memberWithWithdrawal(63);
    const approved = await memberWithWithdrawal(64);
    await decide(approved.withdrawal._id, 'Success');
    const withProvider = await memberWithWithdrawal(65);
    await t.database.db.insert(payoutAttempts).values({
      withdrawalId: withProvider.withdrawal._id,
      provider: 'demo',
      attempt: 1,
      idempotencyKey: `csv-${withProvider.withdrawal._id}`,
      amountPaise: 6500n,
      state: 'pending',
    });
    await t.database.db
      .update(withdrawals)
      .set({ accountInformation: '123456789012 HDFC0001234' })
      .where(eq(withdrawals.id, bank.withdrawal._id));
    await t.database.db
      .update(withdrawals)
      .set({ heldAt: new Date(), heldReason: 'risk score 90' })
      .where(eq(withdrawals.id, held.withdrawal._id));

    const csv = await call('GET', `${payoutsCsv.path}?status=Pending&method=UPI`, admin);
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    expect(String(csv.headers['content-disposition'])).toMatch(
      /attachment; filename="pending-payouts-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines[0]).toBe(
      'withdrawal_id,order_number,requested_at_ist,user_name,name,email,mobile,method,account_information,upi_id,bank_account_number,ifsc,amount_inr,payment_reference',
    );
    const lineOf = (id: string) => lines.find((l) => l.startsWith(`${id},`));
    const upiLine = lineOf(upi.withdrawal._id)!.split(',');
    expect(upiLine[1]).toBe(upi.withdrawal._id.toUpperCase());
    expect(upiLine.slice(3, 4)).toEqual([upi.member.userName]);
    expect(upiLine.slice(7)).toEqual([
      'UPI',
      `${upi.member.userName}@okaxis`,
      `${upi.member.userName}@okaxis`,
      '',
      '',
      '61.000',
      '',
    ]);
    expect(lineOf(bank.withdrawal._id)!.split(',').slice(7)).toEqual([
      'UPI',
      '123456789012 HDFC0001234',
      '',
      '123456789012',
      'HDFC0001234',
      '62.000',
      '',
    ]);
    // Held ones wait for their release; decided ones are paid already; one the provider has
    // would be paid twice.
    expect(lineOf(held.withdrawal._id)).toBeUndefined();
    expect(lineOf(approved.withdrawal._id)).toBeUndefined();
    expect(lineOf(withProvider.withdrawal._id)).toBeUndefined();
    // Oldest first, as the queue serves them.
    const ids = lines.slice(1).map((l) => l.split(',')[0]);
    expect(ids.indexOf(upi.withdrawal._id)).toBeLessThan(ids.indexOf(bank.withdrawal._id));

    // Without a status the export is the approved payouts, as it always was.
    const plain = await call('GET', `${payoutsCsv.path}?member=${approved.member.userName}`, admin);
    expect((plain.body as string).split('\r\n')[0]).toMatch(/^order_number,approved_at_ist,/);
    expect((await call('GET', `${payoutsCsv.path}?status=Reject`, admin)).status).toBe(400);
  });
});

/** Turns "payment reference required on approval" on or off, the rates as they are. */
async function requireReferences(required: boolean) {
  const { settings } = (await call('GET', walletSettings.path, admin)).body;
  const res = await call('PUT', walletSettingsUpdate.path, admin, {
    ...settings,
    paymentReferenceRequired: required,
  });
  expect(res.body.settings.paymentReferenceRequired).toBe(required);
}

const approveWith = (id: string, paymentReference?: string) =>
  call('POST', pathOf(withdrawalDecide, { id }), admin, { status: 'Success', paymentReference });

describe(`payment references of payouts on ${testEngine}`, () => {
  it('an approval keeps its reference: the member reads it, the CSV carries it, the proof masks it', async () => {
    const { member, cookie, withdrawal } = await memberWithWithdrawal(60);
    const res = await approveWith(withdrawal._id, ' 412345678901 ');
    expect(res.status).toBe(200);
    expect(res.body.withdrawal).toMatchObject({
      status: 'Success',
      paymentReference: '412345678901',
    });
    const listed = await call('GET', queue(`status=all&member=${member.userName}`), admin);
    expect(listed.body.withdrawals[0].paymentReference).toBe('412345678901');

    // The member's history names the payout's reference in full; the spec's fields stay.
    const page = await call('GET', '/userAmount/userBalanceData_get', cookie);
    expect(page.body.msg.withdrawal_Records[0]).toEqual({
      _id: withdrawal._id,
      balance: 60,
      type: 'UPI',
      time: withdrawal.time,
      withdrawal_status: 'Success',
      remark: null,
      payment_reference: '412345678901',
    });

    const csv = await call('GET', `${payoutsCsv.path}?member=${member.userName}`, admin);
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines[0]!.split(',').at(-1)).toBe('payment_reference');
    expect(lines[1]).toMatch(/,60\.000,412345678901$/);

    // The public page: neither the userName nor the reference whole.
    const proof = await call('GET', '/checkLogin_for_navBar?paymentProof=true');
    const rows = proof.body.msg.paymentProof_data as Record<string, unknown>[];
    const mine = rows.find((r) => r.payment_reference === '41••••••••01');
    expect(mine).toMatchObject({
      userName: `${member.userName.slice(0, 2)}**${member.userName.at(-1)}`,
      withdrawal_method: 'UPI',
      balance: 60,
    });
    expect(JSON.stringify(rows)).not.toContain(member.userName);
    expect(JSON.stringify(rows)).not.toContain('412345678901');
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses a reference of the wrong shape, and one sent with a rejection', async () => {
    const { member, withdrawal } = await memberWithWithdrawal(60);
    for (const bad of ['UTR 1234', 'x/y', 'A'.repeat(65), '<b>1</b>']) {
      const res = await approveWith(withdrawal._id, bad);
      expect(res.status).toBe(400);
      expect(typeof res.body.error_msg).toBe('string');
    }
    expect(
      await call('POST', pathOf(withdrawalDecide, { id: withdrawal._id }), admin, {
        status: 'Reject',
        remark: 'no',
        paymentReference: 'UTR-123456',
      }),
    ).toMatchObject({
      status: 400,
      body: { error_msg: 'A payment reference is recorded with an approval only.' },
    });
    // Nothing moved: still pending, the amount still held.
    expect((await call('GET', detailsOf(withdrawal._id), admin)).body.withdrawal).toMatchObject({
      status: 'Pending',
      paymentReference: null,
    });
    expect((await getMemberBalances(t.database.db, member.id)).withdrawable).toBe(40n * RUPEE);
    await expectLedgerBalanced(t.database.db);
  });

  it('while the operator requires one, an approval without a reference is refused and nothing moves', async () => {
    const { member, withdrawal } = await memberWithWithdrawal(60);
    await requireReferences(true);
    try {
      for (const missing of [undefined, '', '   ']) {
        expect(await approveWith(withdrawal._id, missing)).toMatchObject({
          status: 400,
          body: {
            error_msg:
              'Please enter the payment reference (UPI UTR or bank reference) of this payout.',
          },
        });
      }
      expect((await call('GET', detailsOf(withdrawal._id), admin)).body.withdrawal.status).toBe(
        'Pending',
      );
      // A rejection needs no reference.
      const other = await memberWithWithdrawal(55);
      expect((await decide(other.withdrawal._id, 'Reject', 'Wrong account')).status).toBe(200);
      const approved = await approveWith(withdrawal._id, 'HDFC-N1234567');
      expect(approved.body).toMatchObject({
        changed: true,
        withdrawal: { status: 'Success', paymentReference: 'HDFC-N1234567' },
      });
      expect((await getMemberBalances(t.database.db, member.id)).withdrawable).toBe(40n * RUPEE);
    } finally {
      await requireReferences(false);
    }
    await expectLedgerBalanced(t.database.db);
  });

  it('a bulk approval takes a reference per withdrawal; while required, one without is refused alone', async () => {
    const a = await memberWithWithdrawal(50);
    const b = await memberWithWithdrawal(51);
    const c = await memberWithWithdrawal(52);
    const bulk = (body: object) =>
      call('POST', withdrawalBulkDecide.path, admin, { status: 'Success', ...body });
    expect(
      (
        await bulk({
          ids: [a.withdrawal._id],
          paymentReferences: { [a.withdrawal._id]: 'not a reference' },
        })
      ).status,
    ).toBe(400);

    await requireReferences(true);
    try {
      const res = await bulk({
        ids: [a.withdrawal._id, b.withdrawal._id, 'constructor'],
        paymentReferences: { [a.withdrawal._id]: 'UTR-A-100200300', [b.withdrawal._id]: '' },
      });
      expect(res.body.results).toEqual([
        { id: a.withdrawal._id, changed: true },
        {
          id: b.withdrawal._id,
          changed: false,
          error_msg:
            'Please enter the payment reference (UPI UTR or bank reference) of this payout.',
        },
        {
          id: 'constructor',
          changed: false,
          error_msg:
            'Please enter the payment reference (UPI UTR or bank reference) of this payout.',
        },
      ]);
    } finally {
      await requireReferences(false);
    }
    // Not required: references are optional, each kept on its own withdrawal.
    const res = await bulk({
      ids: [b.withdrawal._id, c.withdrawal._id],
      paymentReferences: { [c.withdrawal._id]: 'UTR-C-100200300' },
    });
    expect(res.body.results).toEqual([
      { id: b.withdrawal._id, changed: true },
      { id: c.withdrawal._id, changed: true },
    ]);
    const referenceOf = async (id: string) =>
      (await call('GET', detailsOf(id), admin)).body.withdrawal.paymentReference;
    expect(await referenceOf(a.withdrawal._id)).toBe('UTR-A-100200300');
    expect(await referenceOf(b.withdrawal._id)).toBeNull();
    expect(await referenceOf(c.withdrawal._id)).toBe('UTR-C-100200300');
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'withdrawal.bulk_decide'))
      .orderBy(adminAuditLog.id);
    expect(audit.at(-1)?.details).toMatchObject({
      paymentReferences: { [c.withdrawal._id]: 'UTR-C-100200300' },
    });
    await expectLedgerBalanced(t.database.db);
  });
});

describe(`withdrawal methods and rates for the operator on ${testEngine}`, () => {
  it('adds, edits and renames a method; members bound to it stay bound', async () => {
    const created = await call('POST', withdrawalMethodCreate.path, admin, {
      name: 'PhonePe',
      details: 'Your PhonePe number',
      minimumAmount: 30,
    });
    expect(created.status).toBe(200);
    const id = created.body.method.id as string;
    expect(created.body.method).toMatchObject({
      name: 'PhonePe',
      minimumAmount: 30,
      enabled: true,
    });
    expect(
      (
        await call('POST', withdrawalMethodCreate.path, admin, {
          name: 'PhonePe',
          minimumAmount: 1,
        })
      ).body,
    ).toEqual({ error_msg: 'A withdrawal method with this name already exists.' });
    const member = await buildMember(t.database.db, { passwordHash });
    await t.database.db
      .update(users)
      .set({ withdrawalMethod: 'PhonePe', withdrawalAccountInformation: '9876543210' })
      .where(eq(users.id, member.id));
    const renamed = await call('PATCH', pathOf(withdrawalMethodUpdate, { id }), admin, {
      name: 'PhonePe UPI',
      details: 'Your PhonePe number',
      minimumAmount: 25.5,
      enabled: false,
    });
    expect(renamed.body.method).toMatchObject({
      name: 'PhonePe UPI',
      minimumAmount: 25.5,
      enabled: false,
      boundMembers: 1,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.withdrawalMethod).toBe('PhonePe UPI');
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, id))
      .orderBy(adminAuditLog.id);
    expect(audit.map((a) => a.action)).toEqual([
      'withdrawal_method.create',
      'withdrawal_method.update',
    ]);
    // A disabled method is not offered to members any more.
    const profile = await call(
      'GET',
      '/userRoute/userProfileData_get',
      await login(member.userName),
    );
    const offered = (
      profile.body.msg.other_data_withdrawalMethodArray as { withdrawalMethod_name: string }[]
    ).map((m) => m.withdrawalMethod_name);
    expect(offered).not.toContain('PhonePe UPI');
    for (const bad of [
      { name: '', minimumAmount: 1 },
      { name: 'X', minimumAmount: -1 },
      { name: 'X', minimumAmount: 1.0005 },
    ]) {
      expect((await call('POST', withdrawalMethodCreate.path, admin, bad)).status).toBe(400);
    }
    expect(
      (
        await call('PATCH', pathOf(withdrawalMethodUpdate, { id: 'none' }), admin, {
          name: 'Y',
          minimumAmount: 1,
        })
      ).status,
    ).toBe(404);
  });

  it('sets the referral rate and the conversion charges the members then get', async () => {
    const before = await call('GET', walletSettings.path, admin);
    expect(before.body.settings).toEqual({
      referralRateBp: 1000,
      conversionChargeDepositToWithdrawBp: 500,
      conversionChargeWithdrawToDepositBp: 0,
      paymentReferenceRequired: false,
    });
    const settings = {
      referralRateBp: 2500,
      conversionChargeDepositToWithdrawBp: 300,
      conversionChargeWithdrawToDepositBp: 100,
    };
    // Left out, the payment reference setting keeps its value.
    expect((await call('PUT', walletSettingsUpdate.path, admin, settings)).body).toEqual({
      settings: { ...settings, paymentReferenceRequired: false },
    });
    try {
      const member = await buildMember(t.database.db, { passwordHash });
      const cookie = await login(member.userName);
      const refer = await call('GET', '/userRoute/userReferral_record_get', cookie);
      expect(refer.body.msg.other_data_referralRate.referralRate).toBe(0.25);
      const converter = await call('GET', '/userAmount/userConvertBalance_get', cookie);
      expect(converter.body.msg.other_data_conversion_charge_bps).toEqual({
        depositToWithdraw: 300,
        withdrawToDeposit: 100,
      });
      expect(
        (
          await call('PUT', walletSettingsUpdate.path, admin, {
            ...settings,
            referralRateBp: 10_001,
          })
        ).status,
      ).toBe(400);
    } finally {
      await call('PUT', walletSettingsUpdate.path, admin, before.body.settings);
    }
  });
});
