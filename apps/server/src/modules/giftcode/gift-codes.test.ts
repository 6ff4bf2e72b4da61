import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCodes, withdrawalMethods } from '../../db/schema/index.ts';
import { seedDemoData } from '../../demo/seed.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/password.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { buildMember, type MemberOverrides } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { expectLedgerBalanced } from '../../test/ledger-balanced.ts';
import { logIn } from '../../test/log-in.ts';

const RUPEE = 1000n;
let t: TestApp;
let passwordHash: string;
let addressCounter = 0;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.database.db);
  passwordHash = await hashPassword('secret-pass-1');
});
afterAll(async () => {
  await t?.close();
});

async function signedInMember(overrides: MemberOverrides = {}) {
  const member = await buildMember(t.database.db, { passwordHash, ...overrides });
  addressCounter += 1;
  const remoteAddress = `10.6.0.${addressCounter}`;
  const cookie = await logIn(t, member.userName, 'secret-pass-1', { remoteAddress });
  const call = async (method: 'GET' | 'PATCH', url: string, payload?: object) => {
    const r = await t.app.inject({ method, url, payload, remoteAddress, headers: { cookie } });
    return { status: r.statusCode, body: r.json() };
  };
  return {
    member,
    claim: (code: unknown) =>
      call('PATCH', '/userIncomeRoute/user_giftCode_verify_and_patch', { giftCode_state: code }),
    page: async () => (await call('GET', '/userIncomeRoute/user_giftCode_get')).body.msg,
  };
}

async function addCode(values: Partial<typeof giftCodes.$inferInsert> = {}) {
  const code = values.code ?? `CODE${newId().slice(-8).toUpperCase()}`;
  await t.database.db.insert(giftCodes).values({
    id: newId(),
    amount: 5n * RUPEE,
    maxClaims: 100,
    ...values,
    code,
  });
  return code;
}

describe(`gift codes on ${testEngine}`, () => {
  it('seeds WELCOME10 and the withdrawal methods', async () => {
    const [welcome] = await t.database.db
      .select()
      .from(giftCodes)
      .where(eq(giftCodes.code, 'WELCOME10'));
    expect(welcome).toMatchObject({ amount: 10n * RUPEE, wallet: 'withdrawable' });
    expect(welcome!.maxClaims).toBeGreaterThanOrEqual(1000);
    const methods = await t.database.db.select().from(withdrawalMethods);
    expect(methods.map((m) => m.name).sort()).toEqual(['Bank Transfer', 'Paytm', 'UPI']);
    expect(await seedDemoData(t.database.db)).toBe(false);
  });

  it('credits WELCOME10 once and lists the claim', async () => {
    const m = await signedInMember({ deposit: 1n * RUPEE });
    expect(await m.claim(' welcome10 ')).toEqual({
      status: 200,
      body: { msg: 'Gift code claimed successfully! ₹10 has been added to your balance.' },
    });
    const page = await m.page();
    expect(page).toEqual({
      giftCode_page_Message: expect.any(String),
      userGiftCode_claim_history: [
        { giftCode: 'WELCOME10', bonusAmount: 10, time: expect.any(String) },
      ],
      userAvailableBalance: 11,
    });
    expect(await m.claim('WELCOME10')).toEqual({
      status: 400,
      body: { error_msg: 'You have already claimed this gift code.' },
    });
    expect((await getMemberBalances(t.database.db, m.member.id)).withdrawable).toBe(10n * RUPEE);
    await expectLedgerBalanced(t.database.db);
  });

  it("credits the code's target wallet", async () => {
    const code = await addCode({ wallet: 'deposit', amount: 2500n });
    const m = await signedInMember();
    expect((await m.claim(code)).status).toBe(200);
    expect(await getMemberBalances(t.database.db, m.member.id)).toEqual({
      withdrawable: 0n,
      deposit: 2500n,
    });
  });

  it('answers unknown, expired and exhausted codes clearly', async () => {
    const m = await signedInMember();
    expect(await m.claim('NO-SUCH-CODE')).toEqual({
      status: 400,
      body: { error_msg: 'Invalid gift code. Please check the code and try again.' },
    });
    const expired = await addCode({ expiresAt: new Date(Date.now() - 1000) });
    expect(await m.claim(expired)).toEqual({
      status: 400,
      body: { error_msg: 'This gift code has expired.' },
    });
    const exhausted = await addCode({ maxClaims: 1 });
    expect((await (await signedInMember()).claim(exhausted)).status).toBe(200);
    expect(await m.claim(exhausted)).toEqual({
      status: 400,
      body: { error_msg: 'This gift code has reached its claim limit.' },
    });
    const later = await addCode({ expiresAt: new Date(Date.now() + 3_600_000) });
    expect((await m.claim(later)).status).toBe(200);
    expect((await m.page()).userGiftCode_claim_history).toHaveLength(1);
  });

  it('refuses a blank code', async () => {
    const m = await signedInMember();
    for (const blank of ['', '   ']) {
      expect(await m.claim(blank)).toEqual({
        status: 400,
        body: { error_msg: 'Please enter a gift code' },
      });
    }
    expect((await m.claim(42)).status).toBe(400);
  });

  it('credits one of 20 simultaneous claims of one code by one member', async () => {
    const code = await addCode({ amount: 7n * RUPEE });
    const m = await signedInMember();
    const answers = await Promise.all(Array.from({ length: 20 }, () => m.claim(code)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a).toEqual({
        status: 400,
        body: { error_msg: 'You have already claimed this gift code.' },
      });
    }
    expect((await getMemberBalances(t.database.db, m.member.id)).withdrawable).toBe(7n * RUPEE);
    const [row] = await t.database.db.select().from(giftCodes).where(eq(giftCodes.code, code));
    expect(row!.claimsCount).toBe(1);
    await expectLedgerBalanced(t.database.db);
  });

  it('never exceeds the claim limit when many members claim at once', async () => {
    const code = await addCode({ maxClaims: 3 });
    const members = await Promise.all(Array.from({ length: 8 }, () => signedInMember()));
    const answers = await Promise.all(members.map((m) => m.claim(code)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const [row] = await t.database.db.select().from(giftCodes).where(eq(giftCodes.code, code));
    expect(row!.claimsCount).toBe(3);
    await expectLedgerBalanced(t.database.db);
  });
});

describe(`gift code guessing on ${testEngine}`, () => {
  it('brakes one member after 20 claims a minute without slowing another', async () => {
    const guesser = await signedInMember();
    const answers = [];
    for (let i = 0; i < 21; i += 1) answers.push(await guesser.claim(`GUESS${i}`));
    expect(answers.slice(0, 20).every((a) => a.status === 400)).toBe(true);
    expect(answers[20]).toMatchObject({ status: 429 });
    expect(typeof answers[20]!.body.error_msg).toBe('string');
    const other = await signedInMember();
    expect((await other.claim('GUESS0')).status).toBe(400);
  });
});
