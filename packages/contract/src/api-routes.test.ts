import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutes, type ApiRoute } from './api-routes.ts';

const routes: [string, ApiRoute][] = Object.entries(apiRoutes);

describe('route table', () => {
  it('holds every call of both spec tables, /healthz and /readyz', () => {
    const spec = [
      'POST /userRoute/login',
      'POST /userRoute/signUp',
      'GET /userRoute/user_signUp_login_google',
      'POST /userRoute/userLoginforgot_password_send_mail',
      'GET /checkLogin_for_navBar',
      'GET /userRoute/userDataGet_dashboard',
      'POST /userRoute/logout',
      'GET /userAmount/userBalanceData_get',
      'POST /userAmount/userWithdrawal_record_post',
      'GET /userRoute/userReferral_record_get',
      'GET /userRoute/userProfileData_get',
      'PATCH /userRoute/userProfileData_patch',
      'GET /userRoute/userpassword_and_email_get',
      'PATCH /userRoute/userpassword_and_email_patch',
      'GET /userIncomeRoute/user_giftCode_get',
      'PATCH /userIncomeRoute/user_giftCode_verify_and_patch',
      'POST /userMessageRoute/userMessageSave_post',
      'GET /userRoute/userWebstatisticsGet',
      'GET /userRoute/verify_reset_token',
      'POST /userRoute/reset_password_form_post',
      'GET /userRoute/verify_reset_email_token',
      'GET /userIncomeRoute/user_PTCAds_home_get',
      'PATCH /userIncomeRoute/user_PTCAds_income_patch',
      'GET /userIncomeRoute/user_shortlink_data_get',
      'PATCH /userIncomeRoute/user_shortlink_firstPage_data_patch',
      'PATCH /userIncomeRoute/user_shortlink_lastPage_data_patch',
      'GET /userIncomeRoute/user_offerWall_get',
      'GET /userAmount/userConvertBalance_get',
      'PATCH /userAmount/userBalanceConvertPatch',
      'GET /advertiserRoute/advertiserDataGet',
      'PATCH /advertiserRoute/advertiserCampaign_paused_active_patch',
      'GET /advertiserRoute/advertiserCreateDataGet',
      'POST /advertiserRoute/advertiserDataPost',
      'GET /userIncomeRoute/user_betting_games_home_get',
      // Ours
      'POST /userIncomeRoute/user_PTCAds_view_start',
      'GET /userIncomeRoute/user_proxy_check',
      'GET /userIncomeRoute/user_PTCAds_snippets_get',
      'GET /userIncomeRoute/user_shortlink_interstitial_get/:code',
      'PATCH /userIncomeRoute/user_shortlink_interstitial_beacon_patch/:code',
      'GET /userAmount/user_balance_breakdown',
      'GET /healthz',
      'GET /readyz',
    ];
    const table = routes.map(([, route]) => `${route.method} ${route.path}`);
    expect([...table].sort()).toEqual([...spec].sort());
  });

  it('keeps the names other code relies on', () => {
    expect(apiRoutes.checkLoginForNavBar).toMatchObject({
      method: 'GET',
      path: '/checkLogin_for_navBar',
      auth: 'optional',
    });
    expect(apiRoutes.logout).toMatchObject({
      method: 'POST',
      path: '/userRoute/logout',
      auth: 'member',
    });
    expect(apiRoutes.login).toMatchObject({
      method: 'POST',
      path: '/userRoute/login',
      auth: 'public',
    });
    expect(apiRoutes.userBalanceData.path).toBe('/userAmount/userBalanceData_get');
    expect(apiRoutes.dashboard.path).toBe('/userRoute/userDataGet_dashboard');
    expect(apiRoutes.healthz.path).toBe('/healthz');
    expect(apiRoutes.ptcViewStart.path).toBe('/userIncomeRoute/user_PTCAds_view_start');
  });

  it('marks only the visitor pages public, the navigation check optional, the rest member', () => {
    const notMember = routes.filter(([, route]) => route.auth !== 'member').map(([key]) => key);
    expect(notMember.sort()).toEqual(
      [
        'checkLoginForNavBar',
        'contactMessage',
        'forgotPasswordSendMail',
        'googleSignIn',
        'healthz',
        'readyz',
        'login',
        'resetPasswordPost',
        'signUp',
        'verifyResetEmailToken',
        'verifyResetToken',
        'webStatistics',
      ].sort(),
    );
    expect(apiRoutes.checkLoginForNavBar.auth).toBe('optional');
  });

  it('gives GET routes no body and every route an answer', () => {
    for (const [key, route] of routes) {
      if (route.method === 'GET') expect(route.body, key).toBeUndefined();
      expect(route.answer, key).toBeDefined();
    }
  });

  it('writes answers without transforms, so the server can serialise them with zod', () => {
    // fastify-type-provider-zod encodes answers; a transform there would fail at run time.
    for (const [key, route] of routes) {
      expect(() => z.toJSONSchema(route.answer!), key).not.toThrow();
    }
  });
});

describe('payloads', () => {
  it('login: the spec fields, plain or sealed, nothing else', () => {
    const body = apiRoutes.login.body;
    expect(body.parse({ obj: { email_userName: ' demo ', password: 'demo12345' } })).toEqual({
      obj: { email_userName: 'demo', password: 'demo12345', loginRemember_state: false },
    });
    expect(body.safeParse({ obj: 'v1.aaaa.bbbb' }).success).toBe(true);
    expect(
      body.safeParse({ obj: { email_userName: 'a', password: 'b', role: 'admin' } }).success,
    ).toBe(false);
    const wrong = body.safeParse({ obj: { email_userName: 5, password: 'x' } });
    expect(wrong.error?.issues[0]?.path).toEqual(['obj', 'email_userName']);
  });

  it('signup: mobile as the spec sends it, with the spec text when wrong', () => {
    const body = apiRoutes.signUp.body;
    const ok = body.parse({
      obj: {
        name: 'Asha',
        mobile_number: 9876543210,
        email_address: 'asha@example.com',
        password: 'long-enough',
        refer_by: 'demo',
      },
    });
    expect(ok.obj).toMatchObject({ mobile_number: '9876543210', refer_by: 'demo' });
    const bad = body.safeParse({
      obj: {
        name: 'Asha',
        mobile_number: 12345,
        email_address: 'asha@example.com',
        password: 'long-enough',
      },
    });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['obj.mobile_number', 'Please enter a valid 10-digit Indian mobile number'],
    ]);
  });

  it('withdraw: {obj: {balance, type}}, the amount as a number or its digits', () => {
    const body = apiRoutes.withdraw.body;
    expect(body.parse({ obj: { balance: 50, type: 'UPI' } }).obj).toEqual({
      balance: 50,
      type: 'UPI',
    });
    expect(body.parse({ obj: { balance: '50', type: 'UPI' } }).obj).toEqual({
      balance: 50,
      type: 'UPI',
    });
    for (const balance of [0, -5, 'ten', 0.0001]) {
      expect(body.safeParse({ obj: { balance, type: 'UPI' } }).success).toBe(false);
    }
  });

  it('settings: a password change or an e-mail change, each with its rules', () => {
    const body = apiRoutes.settingsPatch.body;
    expect(
      body.safeParse({ obj: { currentPassword_state: 'old', newPassword_state: 'new-secret' } })
        .success,
    ).toBe(true);
    expect(body.safeParse({ obj: { email_address: 'new@example.com' } }).success).toBe(true);
    const short = body.safeParse({
      obj: { currentPassword_state: 'old', newPassword_state: 'short' },
    });
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 8 characters long.');
    expect(body.safeParse({ obj: {} }).success).toBe(false);
  });

  it('contact: consent is required', () => {
    const obj = {
      name: 'Ravi',
      email_address: 'ravi@example.com',
      mobile_number: '9876543210',
      subject: 'Hello',
      message: 'A question',
      consent: true,
    };
    expect(apiRoutes.contactMessage.body.safeParse({ obj }).success).toBe(true);
    expect(
      apiRoutes.contactMessage.body.safeParse({ obj: { ...obj, consent: false } }).success,
    ).toBe(false);
  });

  it('gift code and short-link claim are not wrapped in obj', () => {
    expect(apiRoutes.giftCodeClaim.body.parse({ giftCode_state: ' WELCOME10 ' })).toEqual({
      giftCode_state: 'WELCOME10',
    });
    expect(apiRoutes.giftCodeClaim.body.safeParse({ giftCode_state: '  ' }).success).toBe(false);
    expect(apiRoutes.shortLinkLastPage.body.safeParse({ uniqueToken: 'abc' }).success).toBe(true);
  });

  it('short-link start and campaign status use their own wrappers', () => {
    expect(
      apiRoutes.shortLinkFirstPage.body.safeParse({
        obj_already: {
          shortnerDomain: 'short.example',
          endPageRoute: '/member/last-page/',
          clientOrigin: 'https://kamao.example',
        },
      }).success,
    ).toBe(true);
    expect(
      apiRoutes.advertiserCampaignStatus.body.safeParse({
        encryptedObj: { clientMsg: 'paused', _id: 'c1' },
      }).success,
    ).toBe(true);
    expect(
      apiRoutes.advertiserCampaignStatus.body.safeParse({
        encryptedObj: { clientMsg: 'archive', _id: 'c1' },
      }).success,
    ).toBe(false);
  });

  it('PTC: the claim carries the view token the view start answered', () => {
    const claim = apiRoutes.ptcIncome.body;
    expect(claim.parse({ obj: { btnName: 'c1', btnClickEarn: ' tok ' } }).obj).toEqual({
      btnName: 'c1',
      btnClickEarn: 'tok',
    });
    for (const btnClickEarn of [undefined, '', 0.5, 'x'.repeat(201)]) {
      expect(claim.safeParse({ obj: { btnName: 'c1', btnClickEarn } }).success).toBe(false);
    }
    const start = { msg: { viewToken: 'tok', duration: 10 } };
    expect(apiRoutes.ptcViewStart.answer.parse(start)).toEqual(start);
    expect(apiRoutes.ptcViewStart.answer.safeParse({ msg: { viewToken: 'tok' } }).success).toBe(
      false,
    );
    expect(
      apiRoutes.proxyCheck.answer.parse({ msg: { proxy: false, message: '' } }).msg.proxy,
    ).toBe(false);
  });

  it('converter: direction and amounts', () => {
    const body = apiRoutes.convertBalancePatch.body;
    expect(
      body.parse({
        obj: { balanceToConvert: '100', charge: 5, conversionType_state: 'depositToWithdraw' },
      }).obj,
    ).toEqual({ balanceToConvert: 100, charge: 5, conversionType_state: 'depositToWithdraw' });
    expect(
      body.safeParse({
        obj: { balanceToConvert: 100, charge: 0, conversionType_state: 'sideways' },
      }).success,
    ).toBe(false);
  });

  it('navigation check: page flags as the browser sends them', () => {
    const query = apiRoutes.checkLoginForNavBar.query;
    expect(query.parse({ faq: 'true' })).toEqual({ faq: 'true' });
    expect(query.parse({})).toEqual({});
    expect(query.safeParse({ faq: '<script>' }).success).toBe(false);
  });
});

describe('answers', () => {
  it('balance data: what the server sends for a member without a method', () => {
    const answer = {
      msg: {
        withdrawable_amount: 100,
        deposit_amount: 200,
        pending_withdrawal_amount: 0,
        total_withdrawal_amount: 0,
        withdrawal_method: '',
        withdrawal_account_information: '',
        withdrawalMethod_minimumAmount: 0,
        withdrawal_Records: [
          {
            _id: 'w1',
            balance: 50.5,
            type: 'UPI',
            time: '2025-01-31T18:30:00.000Z',
            withdrawal_status: 'Pending',
            remark: null,
          },
        ],
        other_data_withdrawal_instructions: '<p>Hi</p>',
      },
    };
    expect(apiRoutes.userBalanceData.answer.parse(answer)).toEqual(answer);
    expect(z.safeEncode(apiRoutes.userBalanceData.answer, answer).success).toBe(true);
    const float = structuredClone(answer);
    float.msg.withdrawable_amount = 0.1 + 0.2;
    expect(apiRoutes.userBalanceData.answer.safeParse(float).success).toBe(false);
  });

  it('navigation check: isLogin alone, or with page data', () => {
    const answer = apiRoutes.checkLoginForNavBar.answer;
    expect(answer.parse({ msg: { isLogin: false } })).toEqual({ msg: { isLogin: false } });
    expect(
      answer.parse({
        msg: {
          isLogin: true,
          other_data_faqArray: [{ faqQuestioin: 'Q?', faqAnswer: '<b>A</b>' }],
        },
      }).msg.other_data_faqArray,
    ).toEqual([{ faqQuestioin: 'Q?', faqAnswer: '<b>A</b>' }]);
  });

  it('strips fields the contract does not name, so internal columns cannot leak', () => {
    expect(
      apiRoutes.settingsGet.answer.parse({
        msg: { email_address: 'a@b.in', available_balance: 1, passwordHash: 'x' },
      }),
    ).toEqual({ msg: { email_address: 'a@b.in', available_balance: 1 } });
  });
});
