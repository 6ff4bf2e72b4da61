import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed.ts';
import { buildTestApp, sessionCookieFrom, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';

let t: TestApp;
let admin: string;
let member: string;

async function login(identifier: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/userRoute/login',
    payload: { obj: { email_userName: identifier, password, loginRemember_state: false } },
  });
  return sessionCookieFrom(res.headers['set-cookie']);
}

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.database.db);
  admin = await login('admin@example.com', 'admin12345');
  member = await login('demo', 'demo12345');
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
      '/api/admin/faqs',
      '/api/admin/site-texts',
      '/api/admin/contact-messages',
      '/api/admin/outbox',
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
    const write = await call('POST', '/api/admin/faqs', member, { question: 'q', answerHtml: 'a' });
    expect(write.status).toBe(403);
  });

  it('adds, edits and removes FAQ entries that the home page then shows', async () => {
    const created = await call('POST', '/api/admin/faqs', admin, {
      question: 'Is there a joining fee?',
      answerHtml: '<p>No, joining is free.</p>',
      position: 0,
    });
    expect(created.status).toBe(200);
    const id = created.body.faq.id;
    await call('PATCH', `/api/admin/faqs/${id}`, admin, {
      question: 'Is there a joining fee?',
      answerHtml: '<p>No. Joining Kamao is free.</p>',
      position: 0,
    });
    const home = await call('GET', '/checkLogin_for_navBar?faq=true');
    expect(home.body.msg.other_data_faqArray).toContainEqual({
      faqQuestioin: 'Is there a joining fee?',
      faqAnswer: '<p>No. Joining Kamao is free.</p>',
    });
    expect((await call('DELETE', `/api/admin/faqs/${id}`, admin)).status).toBe(200);
    expect((await call('DELETE', `/api/admin/faqs/${id}`, admin)).body).toEqual({
      error_msg: 'No such FAQ entry',
    });
    const after = await call('GET', '/checkLogin_for_navBar?faq=true');
    expect(
      after.body.msg.other_data_faqArray.map((f: { faqQuestioin: string }) => f.faqQuestioin),
    ).not.toContain('Is there a joining fee?');
  });

  it('edits the legal pages and instructions, refusing unknown keys and empty entries', async () => {
    const texts = await call('GET', '/api/admin/site-texts', admin);
    expect(texts.body.texts.map((x: { key: string }) => x.key)).toContain('privacy_policy');
    await call('PUT', '/api/admin/site-texts/privacy_policy', admin, {
      html: '<h2>Privacy</h2><p>Updated.</p>',
    });
    const page = await call('GET', '/checkLogin_for_navBar?privacy_policy=true');
    expect(page.body.msg.privacy_policy_data).toBe('<h2>Privacy</h2><p>Updated.</p>');
    expect(
      (await call('PUT', '/api/admin/site-texts/not_a_page', admin, { html: 'x' })).status,
    ).toBe(400);
    expect(
      (await call('POST', '/api/admin/faqs', admin, { question: ' ', answerHtml: 'a' })).body,
    ).toEqual({
      error_msg: 'The question is required',
    });
  });

  it('lists contact messages and marks them handled', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/userMessageRoute/userMessageSave_post',
      payload: {
        obj: {
          name: 'Ravi',
          email_address: 'ravi@example.com',
          mobile_number: '9876501234',
          subject: 'Hello',
          message: 'A question',
          consent: true,
        },
      },
    });
    const open = await call('GET', '/api/admin/contact-messages?open=true', admin);
    expect(open.body.total).toBe(1);
    const id = open.body.messages[0].id;
    expect(
      (await call('POST', `/api/admin/contact-messages/${id}/handled`, admin)).body.message
        .handledAt,
    ).toBeTruthy();
    expect((await call('GET', '/api/admin/contact-messages?open=true', admin)).body.total).toBe(0);
  });

  it('shows the mail the site kept in its outbox', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/userRoute/userLoginforgot_password_send_mail',
      payload: { obj: { email: 'demo@example.com' } },
    });
    const outbox = await call('GET', '/api/admin/outbox', admin);
    expect(outbox.body.mails[0]).toMatchObject({
      to: 'demo@example.com',
      subject: 'Reset your Kamao password',
    });
    expect(outbox.body.mails[0].text).toContain('/password-reset-form/');
  });
});
