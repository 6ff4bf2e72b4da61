import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, users, withdrawals } from '../../db/schema/index.ts';
import { seedDemoData } from '../../demo/seed.ts';
import { earn } from '../../ledger/earn.ts';
import { readEarningPolicy } from '../settings/index.ts';
import { buildMember } from '../../test/factories.ts';
import { createSession } from '../auth/index.ts';
import { sendContactMessage } from '../../test/contact-message.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { createChannelStatistics } from '../../integrations/youtube/channel-statistics.ts';

let t: TestApp;
let youtubeCalls = 0;
const fakeYoutube = (async (url: URL) => {
  youtubeCalls += 1;
  expect(url.searchParams.get('key')).toBe('server-side-key');
  return new Response(
    JSON.stringify({
      items: [{ statistics: { subscriberCount: '12500', viewCount: '987654', videoCount: '321' } }],
    }),
  );
}) as unknown as typeof fetch;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      channelStatistics: createChannelStatistics({
        apiKey: 'server-side-key',
        channelId: 'UCabcdefghijklmnopqrstuv',
        fetchImpl: fakeYoutube,
      }),
    },
  );
  await seedDemoData(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string, remoteAddress = '192.0.2.1') =>
  (await t.app.inject({ method: 'GET', url, remoteAddress })).json();

describe(`public site data on ${testEngine}`, () => {
  it('hands each page its data with the login check', async () => {
    const home = await get('/checkLogin_for_navBar?faq=true');
    expect(home.msg.isLogin).toBe(false);
    expect(home.msg.other_data_faqArray[0]).toEqual({
      faqQuestioin: 'How do I start earning?',
      faqAnswer: expect.stringContaining('<p>'),
    });
    expect(home.msg.other_data_homepage_Array).toHaveLength(3);
    expect(home.msg.paymentProof_data).toBeUndefined();
    const privacy = await get('/checkLogin_for_navBar?privacy_policy=true');
    expect(privacy.msg.privacy_policy_data).toContain('Privacy Policy');
    expect((await get('/checkLogin_for_navBar?terms_of_use=true')).msg.terms_of_use_data).toContain(
      'Terms',
    );
    expect((await get('/checkLogin_for_navBar?dmca=true')).msg.dmca_data).toContain('DMCA');
  });

  it('lists paid withdrawals, newest first, as payment proofs with the name and reference masked', async () => {
    const member = await buildMember(t.database.db, { userName: 'payee' });
    await t.database.db.insert(withdrawals).values([
      {
        id: 'w1',
        memberId: member.id,
        method: 'UPI',
        accountInformation: 'x@upi',
        amount: 50_500n,
        status: 'Success',
        decidedAt: new Date('2026-11-01T10:00:00Z'),
      },
      {
        id: 'w2',
        memberId: member.id,
        method: 'Paytm',
        accountInformation: '9',
        amount: 20_000n,
        status: 'Success',
        decidedAt: new Date('2026-11-02T10:00:00Z'),
        paymentReference: 'UTR-998877665544',
      },
      {
        id: 'w3',
        memberId: member.id,
        method: 'UPI',
        accountInformation: 'x@upi',
        amount: 99_000n,
        status: 'Pending',
      },
    ]);
    const proofs = (await get('/checkLogin_for_navBar?paymentProof=true')).msg.paymentProof_data;
    // A public page: the userName never whole (first two letters, stars, last letter), the
    // reference only by its first and last two characters.
    expect(proofs).toEqual([
      {
        time: '2026-11-02T10:00:00.000Z',
        userName: 'pa**e',
        withdrawal_method: 'Paytm',
        balance: 20,
        payment_reference: 'UT••••••••••••44',
      },
      {
        time: '2026-11-01T10:00:00.000Z',
        userName: 'pa**e',
        withdrawal_method: 'UPI',
        balance: 50.5,
      },
    ]);
    expect(JSON.stringify(proofs)).not.toContain('payee');
    expect(JSON.stringify(proofs)).not.toContain('998877665544');
  });

  it('computes the statistics from real data, counting visitors by address', async () => {
    const member = await buildMember(t.database.db);
    const policy = await readEarningPolicy(t.database.db);
    await earn(t.database.db, member.id, 'ptc_ads', 1_000n, 'stat-task-1', { policy });
    await earn(t.database.db, member.id, 'click_short_link', 1_000n, 'stat-task-2', { policy });
    await get('/checkLogin_for_navBar', '192.0.2.2');
    await get('/checkLogin_for_navBar', '192.0.2.2');
    const stats = (await get('/userRoute/userWebstatisticsGet')).msg;
    const memberCount = (await t.database.db.select().from(users).where(eq(users.role, 'member')))
      .length;
    expect(stats).toEqual({
      users: memberCount,
      userCompletedTask: 2,
      visitorsLast30Days: 2, // 192.0.2.1 and 192.0.2.2
      totalWithdrawalAmount: 70.5,
    });
  });

  it('serves the channel numbers without the key, asking the platform once a minute', async () => {
    const first = await get('/api/site/channel-statistics');
    await get('/api/site/channel-statistics');
    expect(first.msg).toEqual({
      channelUrl: 'https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv?sub_confirmation=1',
      subscribers: 12500,
      views: 987654,
      videos: 321,
    });
    expect(JSON.stringify(first)).not.toContain('server-side-key');
    expect(youtubeCalls).toBe(1);
  });
});

describe(`contact form on ${testEngine}`, () => {
  const message = {
    name: 'Sunita',
    email_address: 'sunita@example.com',
    mobile_number: '9988776655',
    subject: 'Payout question',
    message: 'When is my withdrawal paid?',
    consent: true,
  };
  const send = (obj: object, remoteAddress = '192.0.2.50') =>
    sendContactMessage(t, obj, remoteAddress);

  it('tells an operator’s check, and only theirs, that the console is theirs', async () => {
    const checkAs = async (role: 'member' | 'admin') => {
      const member = await buildMember(t.database.db, { role });
      const session = await createSession(t.database.db, member.id, false);
      const res = await t.app.inject({
        method: 'GET',
        url: '/checkLogin_for_navBar',
        cookies: { sid: session.token },
      });
      return res.json().msg;
    };
    expect(await checkAs('admin')).toEqual({ isLogin: true, isAdmin: true });
    expect(await checkAs('member')).toEqual({ isLogin: true });
  });

  it('keeps a valid message and thanks the sender', async () => {
    const res = await send(message);
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(
      'Thank you! Your message has been successfully received. We will be in touch with you shortly.',
    );
    const [saved] = await t.database.db.select().from(contactMessages);
    expect(saved).toMatchObject({ name: 'Sunita', subject: 'Payout question', memberId: null });
  });

  it('repeats the form’s validations', async () => {
    expect((await send({ ...message, mobile_number: '12345' }, '192.0.2.51')).json()).toEqual({
      error_msg: 'Please enter a valid 10-digit Indian mobile number',
    });
    expect((await send({ ...message, consent: false }, '192.0.2.51')).json()).toEqual({
      error_msg: 'Please accept the terms of use and privacy policy.',
    });
    expect((await send({ ...message, subject: '' }, '192.0.2.51')).json()).toEqual({
      error_msg: 'Subject is required',
    });
  });

  it('limits one address to 5 messages an hour', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send(message, '192.0.2.99')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
