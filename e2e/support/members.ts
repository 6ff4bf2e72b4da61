import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { logIn } from './browser.ts';

export interface NewMember {
  name: string;
  email: string;
  password: string;
  mobile: string;
}

/**
 * A member of this run only: journeys share one server, so anything that changes a member
 * (password, e-mail, money) works on a fresh one and leaves the demo member as seeded.
 */
export function newMember(journey: string, tag: string): NewMember {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    name: `${journey[0]!.toUpperCase()}${journey.slice(1)} ${tag}`,
    email: `${journey}-${tag}-${id}@example.com`,
    password: 'Saffron-Lotus-42',
    mobile: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
  };
}

/** Signs the member up through the API (the journeys' server runs without a captcha). */
export async function signUp(request: APIRequestContext, member: NewMember): Promise<void> {
  const response = await request.post('/userRoute/signUp', {
    data: {
      obj: {
        name: member.name,
        mobile_number: member.mobile,
        email_address: member.email,
        password: member.password,
        captcha_token: 'x',
      },
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** A fresh member, signed up and logged in in this browser context. */
export async function newSignedInMember(
  context: BrowserContext,
  journey: string,
  tag: string,
): Promise<NewMember> {
  const member = newMember(journey, tag);
  await signUp(context.request, member);
  await logIn(context, { email: member.email, password: member.password });
  return member;
}

/** ₹10 of deposit for a fresh member: WELCOME10 into withdrawable, then converted (free). */
export async function fundDeposit(request: APIRequestContext): Promise<void> {
  const claim = await request.patch('/userIncomeRoute/user_giftCode_verify_and_patch', {
    data: { giftCode_state: 'WELCOME10' },
  });
  expect(claim.status(), await claim.text()).toBe(200);
  const convert = await request.patch('/userAmount/userBalanceConvertPatch', {
    data: {
      obj: { balanceToConvert: 10, charge: 0, conversionType_state: 'withdrawToDeposit' },
    },
  });
  expect(convert.status(), await convert.text()).toBe(200);
}
