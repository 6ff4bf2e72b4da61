import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { pathOf } from '@kamao/contract/api-route';
import { seedDemoData } from '../../demo/seed.ts';
import { sendContactMessage } from '../../test/contact-message.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { logIn } from '../../test/log-in.ts';

let t: TestApp;
let admin: string;
let member: string;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.database.db);
  admin = await logIn(t, 'admin@example.com', 'admin12345');
  member = await logIn(t, 'demo', 'demo12345');
});
afterAll(async () => {
  await t?.close();
});

const call = async (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) => {
  const res = await t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json() };
};

describe(`operator content on ${testEngine}`, () => {
  it('refuses visitors and members', async () => {
    for (const url of [
      adminRoutes.faqList.path,
      adminRoutes.siteTextList.path,
      adminRoutes.contactMessageList.path,
      adminRoutes.outboxList.path,
    ]) {
      expect(await call('GET', url)).toEqual({
        status: 401,
        body: { error_msg: 'jwtMiddleware_token_not_found_error' },
      });
      expect(await call('GET', url, member)).toEqual({
        status: 403,
        body: { error_msg: 'Only an administrator can do this.' },
      });
    }
    const write = await call('POST', adminRoutes.faqCreate.path, member, {
      question: 'q',
      answerHtml: 'a',
    });
    expect(write.status).toBe(403);
  });

  it('adds, edits and removes FAQ entries that the home page then shows', async () => {
    const created = await call('POST', adminRoutes.faqCreate.path, admin, {
      question: 'Is there a joining fee?',
      answerHtml: '<p>No, joining is free.</p>',
      position: 0,
    });
    expect(created.status).toBe(200);
    const id = created.body.faq.id;
    await call('PATCH', pathOf(adminRoutes.faqUpdate, { id }), admin, {
      question: 'Is there a joining fee?',
      answerHtml: '<p>No. Joining Kamao is free.</p>',
      position: 0,
    });
    const home = await call('GET', '/checkLogin_for_navBar?faq=true');
    expect(home.body.msg.other_data_faqArray).toContainEqual({
      faqQuestioin: 'Is there a joining fee?',
      faqAnswer: '<p>No. Joining Kamao is free.</p>',
    });
    expect((await call('DELETE', pathOf(adminRoutes.faqRemove, { id }), admin)).status).toBe(200);
    expect((await call('DELETE', pathOf(adminRoutes.faqRemove, { id }), admin)).body).toEqual({
      error_msg: 'No such FAQ entry',
    });
    const after = await call('GET', '/checkLogin_for_navBar?faq=true');
    expect(
      after.body.msg.other_data_faqArray.map((f: { faqQuestioin: string }) => f.faqQuestioin),
    ).not.toContain('Is there a joining fee?');
  });

  it('orders, edits and removes homepage sections that the home page then shows', async () => {
    const second = await call('POST', adminRoutes.homepageSectionCreate.path, admin, {
      title: 'Second',
      messageHtml: '<p>Two</p>',
      position: 2,
    });
    expect(second.status).toBe(200);
    expect(second.body.section).toMatchObject({ title: 'Second', position: 2 });
    expect(typeof second.body.section.createdAt).toBe('string');
    const first = await call('POST', adminRoutes.homepageSectionCreate.path, admin, {
      title: 'First',
      messageHtml: '<p>One</p>',
      position: 1,
    });
    const listed = await call('GET', adminRoutes.homepageSectionList.path, admin);
    const titles = listed.body.sections.map((s: { title: string }) => s.title);
    expect(titles.indexOf('First')).toBeLessThan(titles.indexOf('Second'));

    const id = first.body.section.id;
    const edited = await call('PATCH', pathOf(adminRoutes.homepageSectionUpdate, { id }), admin, {
      title: 'First, edited',
      messageHtml: '<p>One</p>',
      position: 1,
    });
    expect(edited.body.section).toMatchObject({ id, title: 'First, edited' });
    const home = await call('GET', '/checkLogin_for_navBar?faq=true');
    expect(home.body.msg.other_data_homepage_Array).toContainEqual({
      homepageSection_title: 'First, edited',
      homepageSection_message: '<p>One</p>',
    });
    for (const section of [first, second]) {
      const remove = pathOf(adminRoutes.homepageSectionRemove, section.body.section);
      expect(await call('DELETE', remove, admin)).toEqual({ status: 200, body: { ok: true } });
    }
    expect(
      await call('PATCH', pathOf(adminRoutes.homepageSectionUpdate, { id }), admin, {
        title: 'Gone',
        messageHtml: 'x',
      }),
    ).toEqual({ status: 404, body: { error_msg: 'No such homepage section' } });
  });

  it('publishes announcements newest first and removes them once', async () => {
    const published = await call('POST', adminRoutes.announcementCreate.path, admin, {
      messageHtml: '<p>Payouts run on Monday.</p>',
    });
    expect(published.status).toBe(200);
    const { announcement } = published.body;
    const list = await call('GET', adminRoutes.announcementList.path, admin);
    expect(list.body.announcements[0]).toEqual(announcement);
    expect(Date.parse(announcement.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const remove = pathOf(adminRoutes.announcementRemove, announcement);
    expect(await call('DELETE', remove, admin)).toEqual({ status: 200, body: { ok: true } });
    expect(await call('DELETE', remove, admin)).toEqual({
      status: 404,
      body: { error_msg: 'No such announcement' },
    });
  });

  it('edits the legal pages and instructions, refusing unknown keys and empty entries', async () => {
    const texts = await call('GET', adminRoutes.siteTextList.path, admin);
    expect(texts.body.texts.map((x: { key: string }) => x.key)).toContain('privacy_policy');
    await call('PUT', pathOf(adminRoutes.siteTextSave, { key: 'privacy_policy' }), admin, {
      html: '<h2>Privacy</h2><p>Updated.</p>',
    });
    const page = await call('GET', '/checkLogin_for_navBar?privacy_policy=true');
    expect(page.body.msg.privacy_policy_data).toBe('<h2>Privacy</h2><p>Updated.</p>');
    expect(
      (
        await call('PUT', pathOf(adminRoutes.siteTextSave, { key: 'not_a_page' }), admin, {
          html: 'x',
        })
      ).status,
    ).toBe(400);
    expect(
      (await call('POST', adminRoutes.faqCreate.path, admin, { question: ' ', answerHtml: 'a' }))
        .body,
    ).toEqual({
      error_msg: 'The question is required',
    });
  });

  it('lists contact messages and marks them handled', async () => {
    await sendContactMessage(t);
    const open = await call('GET', `${adminRoutes.contactMessageList.path}?open=true`, admin);
    expect(open.body.total).toBe(1);
    const id = open.body.messages[0].id;
    expect(
      (await call('POST', pathOf(adminRoutes.contactMessageHandled, { id }), admin)).body.message
        .handledAt,
    ).toBeTruthy();
    expect(
      (await call('GET', `${adminRoutes.contactMessageList.path}?open=true`, admin)).body.total,
    ).toBe(0);
  });

  it('shows the mail the site kept in its outbox', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/userRoute/userLoginforgot_password_send_mail',
      payload: { obj: { email: 'demo@example.com' } },
    });
    const outbox = await call('GET', adminRoutes.outboxList.path, admin);
    expect(outbox.body.mails[0]).toMatchObject({
      to: 'demo@example.com',
      subject: 'Reset your Kamao password',
    });
    expect(outbox.body.mails[0].text).toContain('/password-reset-form/');
  });
});
