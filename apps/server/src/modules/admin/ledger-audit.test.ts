import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { buildMember, grantMoney } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { createSession } from '../auth/index.ts';

let t: TestApp;
let admin: string;

const cookieOf = (token: string) => `${t.config.secureCookies ? '__Host-sid' : 'sid'}=${token}`;
const audit = async (cookie: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: adminRoutes.ledgerAudit.path,
    headers: { cookie },
  });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  t = await buildTestApp();
  const boss = await buildMember(t.database.db, { userName: 'ledgerboss', role: 'admin' });
  admin = cookieOf((await createSession(t.database.db, boss.id, false)).token);
});
afterAll(async () => {
  await t?.close();
});

describe(`the ledger audit on ${testEngine}`, () => {
  it('says balanced after real movements, and names what a hand-edited balance broke', async () => {
    const member = await buildMember(t.database.db, { userName: 'audited' });
    await grantMoney(t.database.db, member.id, 'withdrawable', 12_345n);
    expect(await audit(admin)).toEqual({
      status: 200,
      body: {
        balanced: true,
        total: 0,
        mismatchedAccounts: 0,
        negativeAccounts: 0,
        unmatchedDebt: 0,
      },
    });

    // A balance changed behind the ledger's back (as a manual UPDATE would) no longer matches
    // its transfers, and the sum of all balances is off by the same amount.
    await t.database.db.execute(
      sql`update accounts set balance = balance + 1000 where owner_id = ${member.id} and kind = 'withdrawable'`,
    );
    const broken = await audit(admin);
    expect(broken.body).toMatchObject({ balanced: false, total: 1, mismatchedAccounts: 1 });
  });

  it('is for operators only', async () => {
    const member = await buildMember(t.database.db, { userName: 'curious' });
    const cookie = cookieOf((await createSession(t.database.db, member.id, false)).token);
    expect((await audit(cookie)).status).toBe(403);
  });
});
