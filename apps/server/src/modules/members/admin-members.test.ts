import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { ADMIN_BAN_ERRORS } from '@kamao/contract/admin/members';
import { pathOf } from '@kamao/contract/api-route';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { chargeback } from '../../ledger/debt.ts';
import { buildMember } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { MEMBERS_PAGE_SIZE } from './member-directory.ts';
import { logIn, logInAnswer } from '../../test/log-in.ts';

/** A ban names its reason. */
const BAN = { reason: 'One person, many accounts' };
let t: TestApp;
let admin: string;
let adminId: string;
let otherAdminId: string;
let passwordHash: string;
const PASSWORD = 'secret-pass-1';

const loginAnswer = (identifier: string) => logInAnswer(t, identifier, PASSWORD);
const login = (identifier: string) => logIn(t, identifier, PASSWORD);

const call = async (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) => {
  const res = await t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json() };
};
const dashboard = '/userRoute/userDataGet_dashboard';

beforeAll(async () => {
  t = await buildTestApp();
  passwordHash = await hashPassword(PASSWORD);
  const db = t.database.db;
  adminId = (await buildMember(db, { userName: 'boss', role: 'admin', passwordHash })).id;
  otherAdminId = (await buildMember(db, { userName: 'boss2', role: 'admin', passwordHash })).id;
  admin = await login('boss');
});
afterAll(async () => {
  await t?.close();
});

describe(`operator members and audit log on ${testEngine}`, () => {
  it('refuses visitors and members, for reads and writes alike', async () => {
    const member = await buildMember(t.database.db, { userName: 'plainmember', passwordHash });
    const cookie = await login('plainmember');
    for (const [method, url] of [
      ['GET', adminRoutes.memberList.path],
      ['GET', adminRoutes.auditLogList.path],
      ['POST', pathOf(adminRoutes.memberBan, { id: member.id })],
      ['POST', pathOf(adminRoutes.memberUnban, { id: member.id })],
    ] as const) {
      expect(await call(method, url)).toEqual({
        status: 401,
        body: { error_msg: 'jwtMiddleware_token_not_found_error' },
      });
      expect(await call(method, url, cookie)).toEqual({
        status: 403,
        body: { error_msg: 'Only an administrator can do this.' },
      });
    }
    // The member's refused ban changed nothing.
    expect((await call('GET', dashboard, cookie)).status).toBe(200);
  });

  it('searches by userName, e-mail, name or mobile, case-insensitively, with balances', async () => {
    const db = t.database.db;
    const referrer = await buildMember(db, { userName: 'priyaref' });
    const found = await buildMember(db, {
      userName: 'searchme',
      email: 'Search.Me@Example.com',
      name: 'Anjali Verma',
      referredBy: referrer.id,
      withdrawable: 12_345n,
      deposit: 500n,
    });
    for (const q of ['SEARCHME', 'search.me@example', 'anjali', 'verma']) {
      const res = await call(
        'GET',
        `${adminRoutes.memberList.path}?q=${encodeURIComponent(q)}`,
        admin,
      );
      expect(res.status).toBe(200);
      expect(res.body.members.map((m: { id: string }) => m.id)).toEqual([found.id]);
    }
    const [row] = (await call('GET', `${adminRoutes.memberList.path}?q=anjali`, admin)).body
      .members;
    expect(row).toMatchObject({
      id: found.id,
      userName: 'searchme',
      name: 'Anjali Verma',
      email: 'Search.Me@Example.com',
      status: 'active',
      role: 'member',
      referrerUserName: 'priyaref',
      withdrawable: 12.345,
      deposit: 0.5,
      debt: 0,
    });
    expect(typeof row.createdAt).toBe('string');
    // LIKE wildcards are plain characters in a search.
    expect((await call('GET', `${adminRoutes.memberList.path}?q=%25`, admin)).body.total).toBe(0);
    expect((await call('GET', `${adminRoutes.memberList.path}?q=_`, admin)).body.total).toBe(0);
  });

  it('shows what a member owes after a chargeback their balance could not cover', async () => {
    const owing = await buildMember(t.database.db, { userName: 'owesmoney', withdrawable: 1_000n });
    await chargeback(t.database.db, owing.id, 3_500n, `admin-list-cb:${owing.id}`);
    const { members } = (await call('GET', `${adminRoutes.memberList.path}?q=owesmoney`, admin))
      .body;
    expect(members[0]).toMatchObject({ userName: 'owesmoney', withdrawable: 0, debt: 2.5 });
  });

  it('finds a member by mobile number', async () => {
    const member = await buildMember(t.database.db, { userName: 'mobileguy' });
    // Members set their mobile number in the profile; here straight in the row.
    await t.database.db
      .update(users)
      .set({ mobileNumber: '9876512345' })
      .where(eq(users.id, member.id));
    const res = await call('GET', `${adminRoutes.memberList.path}?q=98765123`, admin);
    expect(res.body.members.map((m: { userName: string }) => m.userName)).toEqual(['mobileguy']);
    expect(res.body.members[0].mobile).toBe('9876512345');
  });

  it('pages the list newest first', async () => {
    const db = t.database.db;
    const made: string[] = [];
    const count = MEMBERS_PAGE_SIZE + 3;
    // A second apart, the last one now: members made within one tick of the embedded engine's
    // clock share a join time, and their order among themselves is the random part of their ids.
    for (let i = 0; i < count; i += 1) {
      const createdAt = new Date(Date.now() - (count - 1 - i) * 1000);
      made.push((await buildMember(db, { userName: `pagedmember${i}`, createdAt })).userName);
    }
    const first = await call('GET', `${adminRoutes.memberList.path}?q=pagedmember`, admin);
    expect(first.body.total).toBe(count);
    expect(first.body.pageSize).toBe(MEMBERS_PAGE_SIZE);
    expect(first.body.members).toHaveLength(MEMBERS_PAGE_SIZE);
    const second = await call('GET', `${adminRoutes.memberList.path}?q=pagedmember&page=2`, admin);
    expect(second.body.page).toBe(2);
    const names = [...first.body.members, ...second.body.members].map(
      (m: { userName: string }) => m.userName,
    );
    expect(names).toEqual([...made].reverse());
    // Without a search the newest member comes first.
    const all = await call('GET', adminRoutes.memberList.path, admin);
    expect(all.body.members[0].userName).toBe(made.at(-1));
    expect((await call('GET', `${adminRoutes.memberList.path}?page=0`, admin)).status).toBe(400);
  });

  it('bans a member: open sessions lose access at once, login is refused, unban restores it', async () => {
    const member = await buildMember(t.database.db, { userName: 'tobebanned', passwordHash });
    const cookie = await login('tobebanned');
    expect((await call('GET', dashboard, cookie)).status).toBe(200);

    const ban = await call('POST', pathOf(adminRoutes.memberBan, { id: member.id }), admin, BAN);
    expect(ban).toEqual({
      status: 200,
      body: { member: { id: member.id, userName: 'tobebanned', status: 'banned' }, changed: true },
    });
    expect(await call('GET', dashboard, cookie)).toEqual({
      status: 401,
      body: { error_msg: 'jwtMiddleware_user_not_found_error' },
    });
    const refused = await loginAnswer('tobebanned');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error_msg: 'Your account has been suspended.' });
    expect(refused.headers['set-cookie']).toBeUndefined();
    const listed = await call('GET', `${adminRoutes.memberList.path}?q=tobebanned`, admin);
    expect(listed.body.members[0].status).toBe('banned');

    // Idempotent: a second ban succeeds without a change.
    expect(
      (await call('POST', pathOf(adminRoutes.memberBan, { id: member.id }), admin, BAN)).body
        .changed,
    ).toBe(false);

    const unban = await call('POST', pathOf(adminRoutes.memberUnban, { id: member.id }), admin);
    expect(unban.body).toEqual({
      member: { id: member.id, userName: 'tobebanned', status: 'active' },
      changed: true,
    });
    expect(
      (await call('POST', pathOf(adminRoutes.memberUnban, { id: member.id }), admin)).body.changed,
    ).toBe(false);
    // The session from before the ban stays ended; a new login works.
    expect((await call('GET', dashboard, cookie)).status).toBe(401);
    const again = await login('tobebanned');
    expect((await call('GET', dashboard, again)).status).toBe(200);
  });

  it('asks a ban for its reason, keeps it on the member page, and drops it at the unban', async () => {
    const member = await buildMember(t.database.db, { userName: 'withreason' });
    const ban = pathOf(adminRoutes.memberBan, { id: member.id });
    const page = pathOf(adminRoutes.memberDetail, { id: member.id });
    for (const body of [undefined, {}, { reason: '  ' }, { reason: 'x'.repeat(501) }]) {
      const refused = await call('POST', ban, admin, body);
      expect(refused.status).toBe(400);
      expect(typeof refused.body.error_msg).toBe('string');
    }
    expect((await call('GET', page, admin)).body).toMatchObject({
      member: { status: 'active' },
      banReason: null,
    });
    expect((await call('POST', ban, admin, { reason: '  Sold his account  ' })).status).toBe(200);
    expect((await call('GET', page, admin)).body).toMatchObject({
      member: { status: 'banned' },
      banReason: 'Sold his account',
    });
    const audit = await call('GET', `${adminRoutes.auditLogList.path}?member=withreason`, admin);
    expect(audit.body.entries[0]).toMatchObject({
      action: 'member.ban',
      details: { reason: 'Sold his account' },
      sentence: 'Banned withreason: “Sold his account”',
    });
    await call('POST', pathOf(adminRoutes.memberUnban, { id: member.id }), admin);
    expect((await call('GET', page, admin)).body.banReason).toBeNull();
  });

  it('refuses to ban oneself, another admin or an unknown member', async () => {
    expect(await call('POST', pathOf(adminRoutes.memberBan, { id: adminId }), admin, BAN)).toEqual({
      status: 400,
      body: { error_msg: ADMIN_BAN_ERRORS.self },
    });
    expect(
      await call('POST', pathOf(adminRoutes.memberBan, { id: otherAdminId }), admin, BAN),
    ).toEqual({
      status: 400,
      body: { error_msg: ADMIN_BAN_ERRORS.admin },
    });
    expect(await call('POST', pathOf(adminRoutes.memberBan, { id: 'nobody' }), admin, BAN)).toEqual(
      {
        status: 404,
        body: { error_msg: ADMIN_BAN_ERRORS.notFound },
      },
    );
    expect(
      (await call('POST', pathOf(adminRoutes.memberUnban, { id: 'nobody' }), admin)).status,
    ).toBe(404);
    // The admin is still signed in and active.
    expect((await call('GET', adminRoutes.memberList.path, admin)).status).toBe(200);
  });

  it('bans safely when two operators ban at once', async () => {
    const member = await buildMember(t.database.db, { userName: 'doubleban', passwordHash });
    const cookie = await login('doubleban');
    const second = await login('boss2');
    const answers = await Promise.all([
      call('POST', pathOf(adminRoutes.memberBan, { id: member.id }), admin, BAN),
      call('POST', pathOf(adminRoutes.memberBan, { id: member.id }), second, BAN),
      call('POST', pathOf(adminRoutes.memberBan, { id: member.id }), admin, BAN),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.changed)).toHaveLength(1);
    expect((await call('GET', dashboard, cookie)).body).toEqual({
      error_msg: 'jwtMiddleware_user_not_found_error',
    });
  });
});
