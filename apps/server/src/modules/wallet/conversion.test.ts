import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEY_REUSED } from '@kamao/contract/idempotency-key';
import { getMemberBalances, sumMemberTransfers } from '../../ledger/balances.ts';
import { grantMoney, type MemberOverrides } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { setConversionChargeBp } from '../settings/index.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { loggedInMember } from '../../test/member-client.ts';
import { twentyTogether } from '../../test/together.ts';

const RUPEE = 1000n;
let t: TestApp;
/** Every statement node-postgres sends, counted from before the pool's first connection. */
let statementsSent: MockInstance | undefined;

beforeAll(async () => {
  if (testEngine === 'postgres') {
    const { default: pg } = await import('pg');
    // Each connection binds query when it connects (db/named-statements.ts): spied first.
    statementsSent = vi.spyOn(pg.Client.prototype, 'query');
  }
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
  statementsSent?.mockRestore();
});

async function signedInMember(overrides: MemberOverrides = {}) {
  const { member, call } = await loggedInMember(t, overrides);
  return {
    member,
    convert: (
      balanceToConvert: number | string,
      charge: number | string,
      direction: string,
      key?: string,
    ) =>
      call(
        'PATCH',
        '/userAmount/userBalanceConvertPatch',
        { obj: { balanceToConvert, charge, conversionType_state: direction } },
        key,
      ),
    page: async () => (await call('GET', '/userAmount/userConvertBalance_get')).body.msg,
  };
}

describe(`the balance converter on ${testEngine}`, () => {
  it('converts deposit to withdrawable with the 5 % charge and lists it newest first', async () => {
    const m = await signedInMember({ deposit: 200n * RUPEE, withdrawable: 10n * RUPEE });
    expect(await m.convert(100, 5, 'depositToWithdraw')).toEqual({
      status: 200,
      body: { msg: 'Your balance has been successfully converted.' },
    });
    expect(await m.convert('10', 0, 'withdrawToDeposit')).toMatchObject({ status: 200 });
    const page = await m.page();
    expect(page).toMatchObject({
      withdrawable_amount: 95,
      deposit_amount: 110,
      other_data_convertBalance_instructions: expect.any(String),
    });
    expect(page.convertAmount_Records).toEqual([
      {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        converted_amount: 10,
        charges: 0,
        converted_amount_type: 'withdrawToDeposit',
        time: expect.any(String),
      },
      {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        converted_amount: 100,
        charges: 5,
        converted_amount_type: 'depositToWithdraw',
        time: expect.any(String),
      },
    ]);
    expect(await sumMemberTransfers(t.database.db, m.member.id, ['conversion_fee'])).toBe(
      5n * RUPEE,
    );
    await expectLedgerBalanced(t.database.db);
  });

  it('rounds the charge half up to the milli-rupee', async () => {
    const m = await signedInMember({ deposit: 1n * RUPEE });
    // 5 % of ₹0.011 is ₹0.00055: the charge is ₹0.001.
    expect((await m.convert(0.011, 0.001, 'depositToWithdraw')).status).toBe(200);
    expect(await getMemberBalances(t.database.db, m.member.id)).toEqual({
      withdrawable: 10n,
      deposit: 989n,
    });
  });

  it('takes its own charge whatever charge the client sends', async () => {
    const m = await signedInMember({ deposit: 200n * RUPEE, withdrawable: 50n * RUPEE });
    // A client claiming no charge still pays 5 % deposit → withdrawable…
    expect((await m.convert(100, 0, 'depositToWithdraw')).status).toBe(200);
    // …and one claiming a charge pays none the other way.
    expect((await m.convert(10, 9, 'withdrawToDeposit')).status).toBe(200);
    expect(await getMemberBalances(t.database.db, m.member.id)).toEqual({
      withdrawable: 50n * RUPEE + 95n * RUPEE - 10n * RUPEE,
      deposit: 100n * RUPEE + 10n * RUPEE,
    });
    const records: { charges: number }[] = (await m.page()).convertAmount_Records;
    expect(records.map((r) => r.charges)).toEqual([0, 5]);
  });

  it('uses the charge the operator set, and the converter answer shows it', async () => {
    const m = await signedInMember({ withdrawable: 100n * RUPEE });
    await setConversionChargeBp(t.database.db, 'withdrawToDeposit', 250);
    try {
      expect((await m.page()).other_data_conversion_charge_bps).toEqual({
        depositToWithdraw: 500,
        withdrawToDeposit: 250,
      });
      expect((await m.convert(100, 0, 'withdrawToDeposit')).status).toBe(200);
      expect((await getMemberBalances(t.database.db, m.member.id)).deposit).toBe(97_500n);
    } finally {
      await setConversionChargeBp(t.database.db, 'withdrawToDeposit', 0);
    }
  });

  it('refuses more than the source wallet holds, naming that wallet', async () => {
    const m = await signedInMember({ deposit: 20n * RUPEE, withdrawable: 30n * RUPEE });
    expect(await m.convert(21, 1.05, 'depositToWithdraw')).toEqual({
      status: 400,
      body: {
        error_msg:
          'Your requested amount exceeds your deposit balance of ₹20. Please enter a valid amount.',
      },
    });
    expect(await m.convert(30.5, 0, 'withdrawToDeposit')).toEqual({
      status: 400,
      body: {
        error_msg:
          'Your requested amount exceeds your withdrawable balance of ₹30. Please enter a valid amount.',
      },
    });
    expect((await m.convert(0, 0, 'withdrawToDeposit')).status).toBe(400);
    expect((await m.convert(5, 0, 'sideways')).status).toBe(400);
    expect((await m.page()).convertAmount_Records).toEqual([]);
  });

  it('lets exactly one of 20 simultaneous whole-balance conversions through', async () => {
    const m = await signedInMember({ deposit: 100n * RUPEE });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => m.convert(100, 5, 'depositToWithdraw')),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.body.error_msg).toBe(
        'Your requested amount exceeds your deposit balance of ₹0. Please enter a valid amount.',
      );
    }
    expect(await getMemberBalances(t.database.db, m.member.id)).toEqual({
      withdrawable: 95n * RUPEE,
      deposit: 0n,
    });
    expect((await m.page()).convertAmount_Records).toHaveLength(1);
    await expectLedgerBalanced(t.database.db);
  });
});

const CONVERTED = { status: 200, body: { msg: 'Your balance has been successfully converted.' } };

describe(`converter retries with an Idempotency-Key on ${testEngine}`, () => {
  it('answers a retry of the same conversion as the first and moves the money once', async () => {
    const m = await signedInMember({ deposit: 150n * RUPEE });
    expect(await m.convert(100, 5, 'depositToWithdraw', 'convert-key-001')).toEqual(CONVERTED);
    // ₹50 left cannot pay a second ₹100: the retry still gets the first answer, whatever
    // charge it claims (the server sets the charge).
    expect(await m.convert(100, 5, 'depositToWithdraw', 'convert-key-001')).toEqual(CONVERTED);
    expect(await m.convert('100.000', 0, 'depositToWithdraw', 'convert-key-001')).toEqual(
      CONVERTED,
    );
    expect(await getMemberBalances(t.database.db, m.member.id)).toEqual({
      withdrawable: 95n * RUPEE,
      deposit: 50n * RUPEE,
    });
    expect((await m.page()).convertAmount_Records).toHaveLength(1);
    await expectLedgerBalanced(t.database.db);
  });

  it('makes one conversion of 20 simultaneous requests with one key, and all succeed', async () => {
    // Exactly one conversion's worth of deposit.
    const m = await signedInMember({ deposit: 100n * RUPEE });
    const answers = await twentyTogether(() =>
      m.convert(100, 5, 'depositToWithdraw', 'parallel-convert-1'),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, () => CONVERTED));
    expect(await getMemberBalances(t.database.db, m.member.id)).toEqual({
      withdrawable: 95n * RUPEE,
      deposit: 0n,
    });
    expect(await sumMemberTransfers(t.database.db, m.member.id, ['conversion_fee'])).toBe(
      5n * RUPEE,
    );
    expect((await m.page()).convertAmount_Records).toHaveLength(1);
    await expectLedgerBalanced(t.database.db);
  });

  it('answers a retry from the first conversion after the operator changed the charge', async () => {
    const m = await signedInMember({ withdrawable: 100n * RUPEE });
    expect(await m.convert(40, 0, 'withdrawToDeposit', 'rate-change-key')).toEqual(CONVERTED);
    await setConversionChargeBp(t.database.db, 'withdrawToDeposit', 1000);
    try {
      expect(await m.convert(40, 0, 'withdrawToDeposit', 'rate-change-key')).toEqual(CONVERTED);
    } finally {
      await setConversionChargeBp(t.database.db, 'withdrawToDeposit', 0);
    }
    expect(await getMemberBalances(t.database.db, m.member.id)).toEqual({
      withdrawable: 60n * RUPEE,
      deposit: 40n * RUPEE,
    });
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses the same key with another amount or direction (409), moving nothing', async () => {
    const m = await signedInMember({ deposit: 100n * RUPEE, withdrawable: 100n * RUPEE });
    expect(await m.convert(20, 1, 'depositToWithdraw', 'reused-convert-1')).toEqual(CONVERTED);
    const conflict = { status: 409, body: { error_msg: IDEMPOTENCY_KEY_REUSED } };
    expect(await m.convert(30, 1.5, 'depositToWithdraw', 'reused-convert-1')).toEqual(conflict);
    expect(await m.convert(20, 0, 'withdrawToDeposit', 'reused-convert-1')).toEqual(conflict);
    expect(await getMemberBalances(t.database.db, m.member.id)).toEqual({
      withdrawable: 119n * RUPEE,
      deposit: 80n * RUPEE,
    });
    await expectLedgerBalanced(t.database.db);
  });

  it('evaluates a retry afresh when the first try with the key failed', async () => {
    const m = await signedInMember({ deposit: 50n * RUPEE });
    expect(await m.convert(100, 5, 'depositToWithdraw', 'failed-convert-1')).toEqual({
      status: 400,
      body: {
        error_msg:
          'Your requested amount exceeds your deposit balance of ₹50. Please enter a valid amount.',
      },
    });
    await grantMoney(t.database.db, m.member.id, 'deposit', 50n * RUPEE);
    expect(await m.convert(100, 5, 'depositToWithdraw', 'failed-convert-1')).toEqual(CONVERTED);
    expect(await getMemberBalances(t.database.db, m.member.id)).toEqual({
      withdrawable: 95n * RUPEE,
      deposit: 0n,
    });
    await expectLedgerBalanced(t.database.db);
  });

  it("keeps one member's keys apart from another's", async () => {
    const a = await signedInMember({ deposit: 100n * RUPEE });
    const b = await signedInMember({ deposit: 100n * RUPEE });
    expect(await a.convert(100, 5, 'depositToWithdraw', 'shared-convert-1')).toEqual(CONVERTED);
    expect(await b.convert(100, 5, 'depositToWithdraw', 'shared-convert-1')).toEqual(CONVERTED);
    for (const member of [a, b]) {
      expect(await getMemberBalances(t.database.db, member.member.id)).toEqual({
        withdrawable: 95n * RUPEE,
        deposit: 0n,
      });
    }
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses a malformed key with a 400 and converts nothing', async () => {
    const m = await signedInMember({ deposit: 100n * RUPEE });
    expect(await m.convert(10, 0.5, 'depositToWithdraw', 'bad key!')).toEqual({
      status: 400,
      body: { error_msg: IDEMPOTENCY_KEY_INVALID },
    });
    expect((await getMemberBalances(t.database.db, m.member.id)).deposit).toBe(100n * RUPEE);
  });
});

// A member's money calls per minute (routes.ts).
const MONEY_CALL_LIMIT = 30;

describe(`the converter's limit of ${MONEY_CALL_LIMIT} calls a minute on ${testEngine}`, () => {
  it('lets exactly the limit through of a burst, and the others move nothing', async () => {
    const m = await signedInMember({ deposit: 100n * RUPEE });
    const answers = await Promise.all(
      Array.from({ length: MONEY_CALL_LIMIT + 10 }, () => m.convert(1, 0, 'depositToWithdraw')),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MONEY_CALL_LIMIT);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused).toEqual({
        status: 429,
        body: { error_msg: 'Too many requests, please try again later.' },
      });
    }
    // ₹1 each with the 5 % charge: ₹0.95 received per conversion let through.
    expect(await getMemberBalances(t.database.db, m.member.id)).toEqual({
      withdrawable: BigInt(MONEY_CALL_LIMIT) * 950n,
      deposit: 100n * RUPEE - BigInt(MONEY_CALL_LIMIT) * RUPEE,
    });
    expect((await m.convert(1, 0, 'depositToWithdraw')).status).toBe(429);
    expect((await m.page()).convertAmount_Records).toHaveLength(MONEY_CALL_LIMIT);
    await expectLedgerBalanced(t.database.db);
  });

  it('counts the calls that fail too, so a script cannot retry a refusal without end', async () => {
    const m = await signedInMember({ deposit: 5n * RUPEE });
    for (let i = 0; i < MONEY_CALL_LIMIT; i += 1) {
      expect((await m.convert(50, 0, 'depositToWithdraw')).status).toBe(400);
    }
    // Within the balance now, and still refused: the minute's calls are used up.
    expect((await m.convert(1, 0, 'depositToWithdraw')).status).toBe(429);
    expect(await getMemberBalances(t.database.db, m.member.id)).toEqual({
      withdrawable: 0n,
      deposit: 5n * RUPEE,
    });
  });

  it.runIf(testEngine === 'postgres')(
    'counts a conversion against the limit in the one statement that moves its money',
    async () => {
      const m = await signedInMember({ deposit: 10n * RUPEE });
      // The first call reads the session and the charge; later ones find both kept.
      expect((await m.convert(1, 0, 'depositToWithdraw')).status).toBe(200);
      statementsSent!.mockClear();
      expect((await m.convert(1, 0, 'depositToWithdraw')).status).toBe(200);
      // Its balance notice leaves from the outbox before the answer, in a relay the money calls
      // of the moment share (which also runs on its own every 100 ms).
      const texts = statementsSent!.mock.calls.map(([query]) =>
        typeof query === 'string' ? query : String((query as { text?: string }).text),
      );
      expect(texts.filter((text) => !text.includes('event_outbox_relay'))).toHaveLength(1);
      expect((await m.page()).convertAmount_Records).toHaveLength(2);
    },
  );
});
