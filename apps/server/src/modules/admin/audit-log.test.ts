import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { pathOf } from '@kamao/contract/api-route';
import { buildMember } from '../../test/factories.ts';
import { sendContactMessage } from '../../test/contact-message.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { createSession } from '../auth/index.ts';

/** A ban names its reason. */
const BAN = { reason: 'One person, many accounts' };
let t: TestApp;
let admin: string;
let adminId: string;

const call = async (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) => {
  const res = await t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  t = await buildTestApp();
  const boss = await buildMember(t.database.db, { userName: 'boss', role: 'admin' });
  const session = await createSession(t.database.db, boss.id, false);
  adminId = boss.id;
  admin = `${t.config.secureCookies ? '__Host-sid' : 'sid'}=${session.token}`;
});
afterAll(async () => {
  await t?.close();
});

describe(`the operator audit log on ${testEngine}`, () => {
  it('writes one audit row per successful write, content edits and bans included', async () => {
    const member = await buildMember(t.database.db, { userName: 'auditee' });
    const faq = await call('POST', adminRoutes.faqCreate.path, admin, {
      question: 'Audited?',
      answerHtml: `<p>${'x'.repeat(2000)}</p>`,
      position: 1,
    });
    const faqId = faq.body.faq.id;
    await call('PUT', pathOf(adminRoutes.siteTextSave, { key: 'dmca' }), admin, {
      html: '<p>DMCA</p>',
    });
    await call('POST', pathOf(adminRoutes.memberBan, { id: member.id }), admin, BAN);
    // Refused calls and reads are not logged.
    await call('POST', pathOf(adminRoutes.memberBan, { id: adminId }), admin, BAN);
    await call('POST', adminRoutes.faqCreate.path, admin, { question: '', answerHtml: 'a' });
    await call('GET', adminRoutes.memberList.path, admin);

    const log = await call('GET', adminRoutes.auditLogList.path, admin);
    expect(log.status).toBe(200);
    const [ban, text, created] = log.body.entries;
    expect(ban).toMatchObject({
      adminId,
      adminUserName: 'boss',
      action: 'member.ban',
      target: member.id,
      details: { userName: 'auditee', changed: true, reason: BAN.reason },
    });
    expect(text).toMatchObject({
      action: 'site_text.update',
      target: 'dmca',
      details: { html: '<p>DMCA</p>' },
    });
    expect(created).toMatchObject({ action: 'faq.create', target: faqId });
    expect(created.details.question).toBe('Audited?');
    expect(created.details.answerHtml.length).toBeLessThan(600); // long HTML is cut
    expect(Date.parse(ban.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    // Each write exactly once, however many admin scopes the console registers.
    const bans = log.body.entries.filter(
      (e: { action: string; target: string }) =>
        e.action === 'member.ban' && e.target === member.id,
    );
    expect(bans).toHaveLength(1);
    const handled = log.body.entries.filter((e: { action: string }) => e.action === 'faq.create');
    expect(handled).toHaveLength(1);
  });

  it('logs a contact message marked handled and a FAQ deletion', async () => {
    await sendContactMessage(t);
    const open = await call('GET', `${adminRoutes.contactMessageList.path}?open=true`, admin);
    const messageId = open.body.messages[0].id;
    await call('POST', pathOf(adminRoutes.contactMessageHandled, { id: messageId }), admin);
    const faq = await call('POST', adminRoutes.faqCreate.path, admin, {
      question: 'Gone?',
      answerHtml: 'a',
    });
    await call('DELETE', pathOf(adminRoutes.faqRemove, { id: faq.body.faq.id }), admin);
    const [deleted, , handled] = (await call('GET', adminRoutes.auditLogList.path, admin)).body
      .entries;
    expect(deleted).toMatchObject({ action: 'faq.delete', target: faq.body.faq.id });
    expect(handled).toMatchObject({ action: 'contact_message.handled', target: messageId });
    const page2 = await call('GET', `${adminRoutes.auditLogList.path}?page=2`, admin);
    expect(page2.body).toMatchObject({ page: 2, entries: [] });
  });

  it('tells each row as a sentence and filters by action, operator and member', async () => {
    const member = await buildMember(t.database.db, { userName: 'Filtered' });
    const other = await buildMember(t.database.db, { userName: 'bystander' });
    await call('POST', pathOf(adminRoutes.memberBan, { id: member.id }), admin, BAN);
    await call('POST', pathOf(adminRoutes.memberBan, { id: other.id }), admin, BAN);
    await call('POST', pathOf(adminRoutes.memberUnban, { id: member.id }), admin);
    const list = async (query: string) =>
      (await call('GET', `${adminRoutes.auditLogList.path}?${query}`, admin)).body;

    const mine = await list('member=filtered');
    expect(mine.entries.map((e: { sentence: string }) => e.sentence)).toEqual([
      'Unbanned Filtered',
      `Banned Filtered: “${BAN.reason}”`,
    ]);
    expect(mine.total).toBe(2);
    expect(mine.entries[0].memberUserName).toBe('Filtered');

    const bans = await list('action=member.ban&member=bystander');
    expect(bans.entries).toHaveLength(1);
    expect(bans.entries[0]).toMatchObject({
      action: 'member.ban',
      sentence: `Banned bystander: “${BAN.reason}”`,
    });

    expect((await list('operator=BOSS&member=filtered')).total).toBe(2);
    expect((await list('operator=nobody')).entries).toEqual([]);
    expect((await list('member=nobody')).entries).toEqual([]);
    const bad = await call('GET', `${adminRoutes.auditLogList.path}?action=rm -rf`, admin);
    expect(bad.status).toBe(400);
  });
});
