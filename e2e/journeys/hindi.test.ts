import { GIFT_CODE_TEXTS_HI } from '@kamao/contract/gift-code-texts.hi';
import { WITHDRAW_TEXTS_HI } from '@kamao/contract/wallet-texts.hi';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { englishLeftIn, WORDS_KEPT_IN_HINDI } from '../../apps/web/src/testing/english-left.ts';
import { DEMO_FAQS } from '../../apps/server/src/demo/demo-content.ts';
import { DEMO_MEMBER, DESKTOP_WIDTH, PHONE_WIDTH, seen, useBrowser } from '../support/browser.ts';
import { newSignedInMember } from '../support/members.ts';

const browser = useBrowser();

/** Every page of the member menu, and the two a member reaches from them. */
const MEMBER_PAGES = [
  '/member/dashboard',
  '/member/ptc-ads',
  '/member/click-shorten-link',
  '/member/task-wall',
  '/member/betting-games',
  '/member/betting-games/tic-tac-toe',
  '/member/advertiser',
  '/member/advertiser/create',
  '/member/withdraw',
  '/member/balance-converter',
  '/member/refer-and-earn',
  '/member/gift-code',
  '/member/profile',
  '/member/settings',
  '/member/support',
] as const;

/** The English a member reads on the page right now (the same check the unit tests make). */
function englishOnPage(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ source, allowed }) => {
      // The check travels as text: Playwright runs functions in the page by their source. The
      // test runner's compiler may wrap inner functions in __name(); the page has none.
      const check = new Function(
        `const __name = (f) => f; return (${source})`,
      )() as typeof englishLeftIn;
      return check(document.body, allowed);
    },
    { source: englishLeftIn.toString(), allowed: [...WORDS_KEPT_IN_HINDI] },
  );
}

/** The page has drawn its data: a heading is shown and nothing in it still loads. */
async function settled(page: Page): Promise<void> {
  await seen(page.locator('main h1'));
  await expect
    .poll(() => page.locator('main [aria-busy="true"], main .animate-pulse').count(), {
      timeout: 15_000,
    })
    .toBe(0);
}

/** Chooses Hindi as a member does: the language buttons at the foot of every page. */
async function chooseHindi(page: Page): Promise<void> {
  await page
    .locator('footer')
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'हिन्दी' })
    .click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
}

test.each([PHONE_WIDTH, DESKTOP_WIDTH])(
  'at %i px a member who chooses Hindi reads no English on any member page',
  async (width) => {
    const visit = await browser.open({
      width,
      loginAs: DEMO_MEMBER,
      // The unknown short link's answer is a 404, which Chromium logs itself.
      allowErrors: [/status of 404 .*user_shortlink_interstitial_get\/no-such-code/],
    });
    const { page } = visit;
    await page.goto('/member/dashboard');
    await settled(page);
    // The check reads this page: in English it finds the spec's words.
    expect(await englishOnPage(page)).toContain('Dashboard');
    await chooseHindi(page);

    const english: Record<string, string[]> = {};
    for (const path of MEMBER_PAGES) {
      await page.goto(path);
      await settled(page);
      const left = await englishOnPage(page);
      if (left.length > 0) english[path] = left;
      await visit.screenshot(`hindi${path.replaceAll('/', '-')}-${width}`);
    }

    // The menu, folded on a phone, and the top bar's balance breakdown.
    await page.goto('/member/dashboard');
    await settled(page);
    const menu = page.getByRole('complementary', { name: 'सदस्य मेन्यू' });
    if (width < 1024) await menu.getByRole('button', { name: /सदस्य मेन्यू/ }).click();
    await seen(menu.getByRole('link', { name: 'निकासी' }));
    // The language switch follows the menu's entries, so a phone need not scroll to the foot.
    await seen(menu.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' }));
    const inMenu = await englishOnPage(page);
    if (inMenu.length > 0) english['member menu'] = inMenu;
    await visit.screenshot(`hindi-member-menu-${width}`);
    await page.getByRole('button', { name: /उपलब्ध बैलेंस ₹/ }).click();
    await seen(page.getByRole('dialog', { name: 'आपका बैलेंस' }));
    const inBreakdown = await englishOnPage(page);
    if (inBreakdown.length > 0) english['balance breakdown'] = inBreakdown;
    await visit.screenshot(`hindi-balance-breakdown-${width}`);

    // A short link's pages opened without a token or with a code that does not exist (the
    // second refusal comes from the server, in English).
    for (const path of ['/member/last-page', '/member/short/no-such-code']) {
      await page.goto(path);
      await expect.poll(() => page.locator('main').innerText(), { timeout: 15_000 }).not.toBe('');
      await expect.poll(() => page.locator('main [aria-busy="true"]').count()).toBe(0);
      const left = await englishOnPage(page);
      if (left.length > 0) english[path] = left;
    }
    await visit.screenshot(`hindi-short-link-unknown-${width}`);

    expect(english).toEqual({});
  },
);

test('a member who chose Hindi reads the Hindi the operator wrote: instructions and FAQ', async () => {
  const visit = await browser.open({ width: PHONE_WIDTH, loginAs: DEMO_MEMBER });
  const { page } = visit;
  await page.goto('/member/dashboard');
  await settled(page);
  await chooseHindi(page);
  // The demo's View Ads instructions have a Hindi version; the server answers it by the cookie.
  await page.goto('/member/ptc-ads');
  await settled(page);
  await seen(page.getByText('विज्ञापन वाला टैब बंद या रीलोड न करें।'));
  await expect(page.getByText('Do not close or reload the ad tab.').count()).resolves.toBe(0);
  await visit.screenshot('hindi-operator-instructions');
  await page.goto('/');
  await seen(page.getByText(DEMO_FAQS[0]!.questionHi));
  await expect(page.getByText(DEMO_FAQS[0]!.question).count()).resolves.toBe(0);
  await visit.screenshot('hindi-operator-faq');
});

test('in Hindi, dialogs and the server’s refusals are Hindi too', async () => {
  const { context, page, screenshot } = await browser.open({
    width: PHONE_WIDTH,
    // The refused code's answer is a 400, which Chromium logs itself.
    allowErrors: [/status of 400 .*user_giftCode_verify_and_patch/],
  });
  await newSignedInMember(context, 'hindi', 'dialogs');
  await page.goto('/member/gift-code');
  await settled(page);
  await chooseHindi(page);

  // A code that does not exist: the server says so in English, the member reads Hindi.
  await page.locator('main form').getByRole('textbox').first().fill('NO-SUCH-CODE');
  await page.locator('main form button[type=submit]').click();
  await seen(page.getByText(GIFT_CODE_TEXTS_HI.invalid));
  expect(await englishOnPage(page)).toEqual([]);
  await screenshot('hindi-gift-code-refused-390');

  // A withdrawal without payment details: the spec's dialog, in Hindi.
  await page.goto('/member/withdraw');
  await settled(page);
  await page.getByLabel('राशि').fill('100');
  await page.getByRole('button', { name: 'अभी निकालें' }).click();
  await seen(page.getByText(WITHDRAW_TEXTS_HI.bindPaymentInfo));
  expect(await englishOnPage(page)).toEqual([]);
  await screenshot('hindi-withdraw-bind-390');
});

test.each([PHONE_WIDTH, DESKTOP_WIDTH])(
  'at %i px a visitor who chooses Hindi reads no English on the public pages',
  async (width) => {
    const visit = await browser.open({ width });
    const { page } = visit;
    await page.goto('/');
    await seen(page.locator('main h1'));
    await chooseHindi(page);
    if (width === PHONE_WIDTH) {
      // The phone's menu ends with the language switch. Opened at the top of a fresh page: the
      // menu closes on a scroll, and choosing in the footer scrolled down.
      await page.goto('/');
      await seen(page.locator('main h1'));
      await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
      const menu = page.locator('#public-menu');
      await seen(
        menu.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' }),
      );
      await page.keyboard.press('Escape');
    }
    const english: Record<string, string[]> = {};
    for (const path of [
      '/',
      '/payment-proof',
      '/login',
      '/signup',
      '/contact-us',
      '/terms-of-use',
    ]) {
      await page.goto(path);
      await settled(page);
      const left = await englishOnPage(page);
      if (left.length > 0) english[path] = left;
      await visit.screenshot(
        `hindi-public${path === '/' ? '-home' : path.replaceAll('/', '-')}-${width}`,
      );
    }
    expect(english).toEqual({});
  },
);

test('before its JavaScript runs, / shows the painted hero in English, and nothing of it in Hindi or elsewhere', async () => {
  const { context, page } = await browser.open({
    width: PHONE_WIDTH,
    allowErrors: [/net::ERR_FAILED/],
  });
  // The app's code never arrives: what shows is the HTML and the small head script alone.
  await context.route(/\/assets\/(?!first-paint-).*\.js$/, (route) => route.abort());
  await page.goto('/');
  await seen(page.locator('#first-paint h1'));
  await page.evaluate(() => localStorage.setItem('language', 'hi'));
  await page.goto('/');
  await page.locator('#first-paint').waitFor({ state: 'attached' });
  expect(await page.locator('#first-paint h1').isVisible()).toBe(false);
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto('/member/dashboard');
  expect(await page.locator('#first-paint').count()).toBe(0);
});

test('with Hindi chosen, the server paints / in Hindi before its JavaScript runs', async () => {
  const { context, page } = await browser.open({
    width: PHONE_WIDTH,
    allowErrors: [/net::ERR_FAILED/],
    noServiceWorker: true,
  });
  await context.route(/\/assets\/(?!first-paint-).*\.js$/, (route) => route.abort());
  await page.goto('/');
  // What the language switch leaves: the app's storage and the cookie the server reads.
  await page.evaluate(() => localStorage.setItem('language', 'hi'));
  await context.addCookies([{ name: 'language', value: 'hi', url: page.url() }]);
  await page.goto('/');
  await seen(page.locator('#first-paint h1'));
  expect(await page.locator('html').getAttribute('lang')).toBe('hi');
  expect(await page.locator('#first-paint h1').innerText()).toBe('एक-एक आसान काम से असली रुपये कमाएँ');
});

test("a member signed in at the last visit is not shown the visitor's hero before the app runs", async () => {
  const { context, page } = await browser.open({
    width: PHONE_WIDTH,
    allowErrors: [/net::ERR_FAILED/],
    noServiceWorker: true,
  });
  await newSignedInMember(context, 'first-paint', 'hint');
  await page.goto('/member/dashboard');
  // The app's login check found the member and remembered it for the next first paint.
  await page.waitForFunction(() => localStorage.getItem('signedIn') === '1');
  const withoutApp = () =>
    context.route(/\/assets\/(?!first-paint-).*\.js$/, (route) => route.abort());
  await withoutApp();
  // With the session the server leaves the visitor's hero out.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  expect(await page.locator('#first-paint').count()).toBe(0);
  // A page that has it (the service worker's copy of /, or a session gone since) hides it
  // for the browser the member signed in on.
  await context.clearCookies();
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.locator('#first-paint').waitFor({ state: 'attached' });
  expect(await page.locator('#first-paint h1').isVisible()).toBe(false);

  // The app's next check finds nobody, and the hero is back.
  await context.unrouteAll();
  await page.goto('/');
  await page.waitForFunction(() => localStorage.getItem('signedIn') === null);
  await withoutApp();
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await seen(page.locator('#first-paint h1'));
});
