import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { pathOf } from '@kamao/contract/api-route';
import { apiRoutes } from '@kamao/contract/api-routes';
import { DEMO_FAQS, DEMO_SITE_TEXTS, DEMO_SITE_TEXTS_HI } from '../../demo/demo-content.ts';
import { seedDemoData } from '../../demo/seed.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { logIn } from '../../test/log-in.ts';
import { operatorText } from './operator-text.ts';

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

const HINDI = 'language=hi';
const withCookies = (...cookies: (string | undefined)[]) => cookies.filter(Boolean).join('; ');

const call = async (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  cookie: string,
  payload?: object,
) => {
  const res = await t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json(), vary: res.headers.vary };
};

describe('operatorText', () => {
  it('gives the Hindi only to a Hindi reader, and the English when no Hindi is written', () => {
    expect(operatorText('hi', 'Hello', 'नमस्ते')).toBe('नमस्ते');
    expect(operatorText('en', 'Hello', 'नमस्ते')).toBe('Hello');
    expect(operatorText('hi', 'Hello', null)).toBe('Hello');
    expect(operatorText('hi', 'Hello', '  ')).toBe('Hello');
  });
});

describe(`operator texts in Hindi on ${testEngine}`, () => {
  it('answers the public FAQ and legal pages in the language cookie, English without one', async () => {
    const [first] = DEMO_FAQS;
    const english = await call('GET', '/checkLogin_for_navBar?faq=true', '');
    const hindi = await call('GET', '/checkLogin_for_navBar?faq=true', HINDI);
    expect(english.body.msg.other_data_faqArray[0]).toEqual({
      faqQuestioin: first!.question,
      faqAnswer: first!.answer,
    });
    expect(hindi.body.msg.other_data_faqArray[0]).toEqual({
      faqQuestioin: first!.questionHi,
      faqAnswer: first!.answerHi,
    });
    // The homepage sections have no Hindi in the demo: a Hindi reader gets the English.
    expect(hindi.body.msg.other_data_homepage_Array).toEqual(
      english.body.msg.other_data_homepage_Array,
    );
    // One address, two answers: no cache may keep one for the other.
    expect(hindi.vary).toMatch(/cookie/i);
  });

  it('saves Hindi beside the English in the console, keeps it when left out and drops it when emptied', async () => {
    const created = await call('POST', adminRoutes.faqCreate.path, admin, {
      question: 'Is there a joining fee?',
      questionHi: 'क्या जुड़ने की कोई फ़ीस है?',
      answerHtml: '<p>No.</p>',
      answerHtmlHi: '<p>नहीं।</p>',
      position: 50,
    });
    expect(created.status).toBe(200);
    expect(created.body.faq).toMatchObject({
      questionHi: 'क्या जुड़ने की कोई फ़ीस है?',
      answerHtmlHi: '<p>नहीं।</p>',
    });
    const { id } = created.body.faq;
    const update = pathOf(adminRoutes.faqUpdate, { id });
    const kept = await call('PATCH', update, admin, {
      question: 'Joining fee?',
      answerHtml: 'No',
      position: 50,
    });
    expect(kept.body.faq).toMatchObject({ question: 'Joining fee?', answerHtmlHi: '<p>नहीं।</p>' });
    const hindiFaq = async () =>
      (await call('GET', '/checkLogin_for_navBar?faq=true', HINDI)).body.msg.other_data_faqArray.at(
        -1,
      );
    expect(await hindiFaq()).toEqual({
      faqQuestioin: 'क्या जुड़ने की कोई फ़ीस है?',
      faqAnswer: '<p>नहीं।</p>',
    });

    const emptied = await call('PATCH', update, admin, {
      question: 'Joining fee?',
      questionHi: '',
      answerHtml: 'No',
      answerHtmlHi: null,
      position: 50,
    });
    expect(emptied.body.faq).toMatchObject({ questionHi: null, answerHtmlHi: null });
    expect(await hindiFaq()).toEqual({ faqQuestioin: 'Joining fee?', faqAnswer: 'No' });
  });

  it('cleans Hindi HTML when saved, like the English; the page sanitises it again on display', async () => {
    const written = '<p>नमस्ते</p><img src=x onerror="alert(1)">';
    const html = '<p>नमस्ते</p><img src="x" />';
    const saved = await call('PUT', pathOf(adminRoutes.siteTextSave, { key: 'dmca' }), admin, {
      html: '<p>DMCA</p>',
      htmlHi: written,
    });
    expect(saved.body).toEqual({ key: 'dmca', html: '<p>DMCA</p>', htmlHi: html });
    const list = await call('GET', adminRoutes.siteTextList.path, admin);
    expect(list.body.texts.find((x: { key: string }) => x.key === 'dmca')).toMatchObject({
      html: '<p>DMCA</p>',
      htmlHi: html,
    });
    const page = await call('GET', '/checkLogin_for_navBar?dmca=true', HINDI);
    expect(page.body.msg.dmca_data).toBe(html);
    expect((await call('GET', '/checkLogin_for_navBar?dmca=true', '')).body.msg.dmca_data).toBe(
      '<p>DMCA</p>',
    );
  });

  it('refuses bad Hindi fields with a message', async () => {
    const tooLong = await call('POST', adminRoutes.homepageSectionCreate.path, admin, {
      title: 'Title',
      titleHi: 'क'.repeat(201),
      messageHtml: '<p>x</p>',
    });
    expect(tooLong).toMatchObject({
      status: 400,
      body: { error_msg: 'The Hindi text is too long' },
    });
    const notText = await call('POST', adminRoutes.announcementCreate.path, admin, {
      messageHtml: '<p>x</p>',
      messageHtmlHi: 5,
    });
    expect(notText.status).toBe(400);
    expect(typeof notText.body.error_msg).toBe('string');
    const site = pathOf(adminRoutes.siteTextSave, { key: 'terms_of_use' });
    const notSiteText = await call('PUT', site, admin, { html: 'x', htmlHi: ['x'] });
    expect(notSiteText.status).toBe(400);
    expect(typeof notSiteText.body.error_msg).toBe('string');
  });

  it('answers member pages’ instructions and announcements in the member’s language', async () => {
    const ptcHome = async (cookie: string) =>
      (await call('GET', apiRoutes.ptcHome.path, cookie)).body.msg.other_data_PTCAds_instructions;
    expect(await ptcHome(member)).toBe(DEMO_SITE_TEXTS.ptc_instructions);
    expect(await ptcHome(withCookies(member, HINDI))).toBe(DEMO_SITE_TEXTS_HI.ptc_instructions);

    // No Hindi written for the withdraw page: the English, in the Hindi copy of the answer too.
    const withdraw = async (cookie: string) =>
      (await call('GET', apiRoutes.userBalanceData.path, cookie)).body.msg
        .other_data_withdrawal_instructions;
    expect(await withdraw(withCookies(member, HINDI))).toBe(
      DEMO_SITE_TEXTS.withdrawal_instructions,
    );

    await call('POST', adminRoutes.announcementCreate.path, admin, {
      messageHtml: '<p>Payouts run on Monday.</p>',
      messageHtmlHi: '<p>भुगतान सोमवार को होते हैं।</p>',
    });
    const newest = async (cookie: string) =>
      (await call('GET', apiRoutes.dashboard.path, cookie)).body.msg
        .other_data_announcementsArray[0].announcementMessage;
    expect(await newest(member)).toBe('<p>Payouts run on Monday.</p>');
    expect(await newest(withCookies(member, HINDI))).toBe('<p>भुगतान सोमवार को होते हैं।</p>');
  });
});
