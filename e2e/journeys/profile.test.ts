import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  DESKTOP_WIDTH,
  PHONE_WIDTH,
  logIn,
  seen,
  seenFieldProblem,
  useBrowser,
} from '../support/browser.ts';
import { newSignedInMember as freshSignedInMember } from '../support/members.ts';
import { linkInMail, waitForMail } from '../support/fakes-client.ts';

const browser = useBrowser();
const newSignedInMember = (context: Parameters<typeof freshSignedInMember>[0], tag: string) =>
  freshSignedInMember(context, 'profile', tag);

/** The SweetAlert2 toast with this text (docs/product/common.md#toasts-and-dialogs). */
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.swal2-toast').filter({ hasText: text });

test('a member fills the profile, saves it and finds it again after a reload', async () => {
  const { context, page, screenshot } = await browser.open({
    width: PHONE_WIDTH,
    // The wrong current password is answered 400 on purpose.
    allowErrors: [/status of 400/],
  });
  const member = await newSignedInMember(context, 'fill');
  await page.goto('/member/profile');
  await seen(page.getByRole('heading', { name: 'Profile & Billing' }));
  await seen(page.getByRole('heading', { name: 'Withdrawal Info' }));
  // The name given at signup is already there.
  expect(await page.getByLabel('Full name').inputValue()).toBe(member.name);

  await page.getByLabel('Address').fill('12 MG Road, Near City Mall');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('State').fill('Maharashtra');
  await page.getByLabel('PIN code').fill('411001');
  // Typed the Indian way, key by key as a person types: the box takes it whole, 10 digits are kept.
  const indianWay = `+91 ${member.mobile.slice(0, 5)} ${member.mobile.slice(5)}`;
  await page.getByLabel('Mobile number').fill('');
  await page.getByLabel('Mobile number').pressSequentially(indianWay);
  expect(await page.getByLabel('Mobile number').inputValue()).toBe(indianWay);
  await page.getByLabel('Withdrawal method').selectOption('UPI');
  // The chosen method's details and minimum, from the server's list.
  await seen(page.getByText('Your UPI ID, e.g. name@bank'));
  await seen(page.getByText('₹50.000'));
  // A UPI ID without the name@bank shape is refused beside the field, before any request.
  await page.getByLabel('Withdrawal account').fill('abc');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await seen(page.getByText('Enter your UPI ID as name@bank, for example rahul@okaxis.'));
  await screenshot('profile-upi-refused-390');
  await page.getByLabel('Withdrawal account').fill('member@okaxis');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await seen(toast(page, 'Profile updated successfully'));
  await screenshot('profile-390');

  await page.reload();
  await seen(page.getByRole('heading', { name: 'Profile & Billing' }));
  await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Pune');
  expect(await page.getByLabel('Address').inputValue()).toBe('12 MG Road, Near City Mall');
  expect(await page.getByLabel('State').inputValue()).toBe('Maharashtra');
  expect(await page.getByLabel('PIN code').inputValue()).toBe('411001');
  expect(await page.getByLabel('Mobile number').inputValue()).toBe(member.mobile);
  expect(await page.getByLabel('Withdrawal method').inputValue()).toBe('UPI');
  expect(await page.getByLabel('Withdrawal account').inputValue()).toBe('member@okaxis');

  // All eight fields are required (docs/product/accounts.md#profile).
  await page.getByLabel('City').fill('');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await seen(page.getByText('City is required'));
});

test('the profile at desktop width', async () => {
  const { context, page, screenshot } = await browser.open({ width: DESKTOP_WIDTH });
  const member = await newSignedInMember(context, 'wide');
  await page.goto('/member/profile');
  await seen(page.getByRole('heading', { name: 'Profile & Billing' }));
  await page.getByLabel('Withdrawal method').selectOption('Paytm');
  await seen(page.getByText('Your Paytm mobile number'));
  await screenshot('profile-1280');
  // The form's own checks pass; the Paytm number's length is what is refused.
  await page.getByLabel('Address').fill('4 Park Street');
  await page.getByLabel('City').fill('Kolkata');
  await page.getByLabel('State').fill('West Bengal');
  await page.getByLabel('PIN code').fill('700016');
  await page.getByLabel('Mobile number').fill(member.mobile);
  await page.getByLabel('Withdrawal account').fill('98765');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await seen(page.getByText('Enter your 10-digit Paytm mobile number, for example 9876543210.'));
  await screenshot('profile-paytm-refused-1280');
});

test('a member changes the password: the current one is checked, then the new one logs in', async () => {
  const { context, page, screenshot } = await browser.open({
    width: PHONE_WIDTH,
    // The wrong current password is answered 400 on purpose.
    allowErrors: [/status of 400/],
  });
  const member = await newSignedInMember(context, 'pass');
  await page.goto('/member/settings');
  await seen(page.getByRole('heading', { name: 'Change Password' }));
  await screenshot('settings-390');
  const newPassword = 'Monsoon-Kite-77';

  // The spec's client checks (docs/product/accounts.md#settings-password-change).
  await page.getByLabel('Current password', { exact: true }).fill(member.password);
  await page.getByLabel('New password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await seenFieldProblem(page, 'New password must differ from the current password.');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill('something-else');
  await page.getByRole('button', { name: 'Change password' }).click();
  await seenFieldProblem(page, 'New password and confirm password not match.');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await seenFieldProblem(page, 'Password must be at least 8 characters long.');

  // A wrong current password: the server's text.
  await page.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await seen(toast(page, 'Current password is incorrect.'));

  await page.getByLabel('Current password', { exact: true }).fill(member.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await seen(toast(page, 'Password changed successfully'));
  // This session stays signed in.
  await page.reload();
  await seen(page.getByRole('heading', { name: 'Change Password' }));

  // The new password logs in; the old one no longer does.
  const fresh = await browser.open({ width: DESKTOP_WIDTH });
  const old = await fresh.context.request.post('/userRoute/login', {
    data: {
      obj: { email_userName: member.email, password: member.password, loginRemember_state: false },
    },
  });
  expect(old.ok()).toBe(false);
  await logIn(fresh.context, { email: member.email, password: newPassword });
  await fresh.page.goto('/member/settings');
  await seen(fresh.page.getByRole('heading', { name: 'Change Password' }));
});

test('a member changes the e-mail through the mailed link; a second request must wait', async () => {
  const { context, page, screenshot } = await browser.open({
    width: DESKTOP_WIDTH,
    // The rate-limited answer is a 429 that Chromium logs itself.
    allowErrors: [/status of 429/],
  });
  const member = await newSignedInMember(context, 'mail');
  await page.goto('/member/settings');
  await seen(page.getByRole('heading', { name: 'Change Email' }));
  expect(await page.getByLabel('Current email').inputValue()).toBe(member.email);

  // The spec's client checks (docs/product/accounts.md#settings-e-mail-change).
  await page.getByLabel('New email', { exact: true }).fill(member.email.toUpperCase());
  await page.getByLabel('Confirm new email').fill(member.email.toUpperCase());
  await page.getByRole('button', { name: 'Send verification link' }).click();
  await seen(page.getByText('The new email is already in use. Please choose a different email.'));
  const newEmail = member.email.replace('profile-mail-', 'renamed-');
  await page.getByLabel('New email', { exact: true }).fill(newEmail);
  await page.getByLabel('Confirm new email').fill(`x${newEmail}`);
  await page.getByRole('button', { name: 'Send verification link' }).click();
  await seen(page.getByText('new Email and confirm Email not match.'));

  const since = Date.now();
  await page.getByLabel('Confirm new email').fill(newEmail);
  await page.getByRole('button', { name: 'Send verification link' }).click();
  await seen(toast(page, 'A verification link has been sent to your new email address.'));

  const mail = await waitForMail(newEmail, since);
  const link = new URL(linkInMail(mail, '/email-verification/'));
  await page.goto(link.pathname + link.search);
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  await page.goto('/member/settings');
  await expect.poll(() => page.getByLabel('Current email').inputValue()).toBe(newEmail);

  // Right away again: 'Please wait before trying again.' with a live time remaining.
  const another = newEmail.replace('renamed-', 'again-');
  await page.getByLabel('New email', { exact: true }).fill(another);
  await page.getByLabel('Confirm new email').fill(another);
  await page.getByRole('button', { name: 'Send verification link' }).click();
  const waitToast = toast(page, 'Please wait before trying again.');
  await seen(waitToast);
  const timer = waitToast.getByRole('timer');
  const first = await timer.textContent();
  expect(first).toMatch(/^(\d+h )?(\d+m )?\d+s$/);
  // It counts down live.
  await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(first);
  await seen(page.getByRole('status').filter({ hasText: 'Please wait before trying again.' }));
  await screenshot('settings-wait-1280');
});
