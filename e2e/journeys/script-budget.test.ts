import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { isGuestOnlyPath, pagePaths } from '@kamao/contract/page-paths';
import { DEMO_MEMBER, PHONE_WIDTH, logIn, seen, useBrowser } from '../support/browser.ts';
import { memberPages, type PageExample } from '../support/page-examples.ts';

/**
 * The JavaScript budget of a first visit (docs/architecture.md#the-first-visit): every script a
 * browser with an empty cache loads for a page until the page is idle, counted as sent (the
 * build's Brotli copy, which the server sends a browser that accepts it). The service worker's
 * install, which fetches in the background once the page has loaded, is not the page's (it is
 * about 40 KB, the shell and the first pages, docs/architecture.md#the-first-visit). The home page
 * may load 200 KB, each member page 230 KB. The member pages come from the contract's page table,
 * so a page is held to the budget the day it is added.
 */
const HOME_BUDGET_KB = 200;
const MEMBER_PAGE_BUDGET_KB = 230;
/**
 * Each member page is a fresh browser loaded until idle: about 2 s alone, several times that on a
 * machine busy with other tests, and the list grows with the route table.
 */
const PER_PAGE_MS = 10_000;
const WEB_BUILD = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

const browser = useBrowser();

/** The size a file is sent at: its Brotli copy when the build made one, else the file. */
function sentBytes(path: string): number {
  const file = `${WEB_BUILD}${path}`;
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  if (existsSync(file)) return statSync(file).size;
  throw new Error(`${path} was loaded but is not in the build`);
}

/**
 * Opens the page in a fresh context and returns the kilobytes of JavaScript the visit loaded,
 * once the page shows and the service worker has installed (it precaches on the first visit).
 */
async function firstVisitKb(context: BrowserContext, url: string): Promise<number> {
  const site = new URL(inject('baseURL')).origin;
  const scripts = new Set<string>();
  context.on('request', (request) => {
    const { origin, pathname } = new URL(request.url());
    if (origin === site && pathname.endsWith('.js') && !request.serviceWorker()) {
      scripts.add(pathname);
    }
  });
  const page = await context.newPage();
  await page.goto(url);
  await seen(page.locator('main'));
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
  return [...scripts].reduce((sum, path) => sum + sentBytes(path), 0) / 1024;
}

// The ad pages expect their ad's site and the task wall its wall; both load as any page does.
const EXPECTED_LOADS = [/status of 40[0-4]/, /ERR_NAME_NOT_RESOLVED|ERR_CONNECTION/];

describe('the JavaScript of a first visit', () => {
  test(`the home page loads at most ${HOME_BUDGET_KB} KB`, async () => {
    const { context } = await browser.open({ width: PHONE_WIDTH, allowErrors: EXPECTED_LOADS });
    const kb = await firstVisitKb(context, pagePaths.home);
    console.log(`first visit JavaScript: / ${kb.toFixed(1)} KB (budget ${HOME_BUDGET_KB} KB)`);
    expect(kb).toBeLessThanOrEqual(HOME_BUDGET_KB);
  });

  const pages = memberPages.filter(
    (p: PageExample) => !isGuestOnlyPath(new URL(p.url, 'http://x').pathname),
  );
  test(
    `each member page loads at most ${MEMBER_PAGE_BUDGET_KB} KB`,
    { timeout: pages.length * PER_PAGE_MS },
    async () => {
      // One login, its cookies (session and device) carried to each fresh browser: logging in from
      // a new browser per page would look like an attack to the login guard.
      const first = await browser.open({ width: PHONE_WIDTH });
      await logIn(first.context, DEMO_MEMBER);
      const cookies = await first.context.cookies();
      const sizes: Record<string, number> = {};
      for (const { url } of pages) {
        const { context } = await browser.open({ width: PHONE_WIDTH, allowErrors: EXPECTED_LOADS });
        await context.addCookies(cookies);
        sizes[url] = await firstVisitKb(context, url);
        // Twenty-odd pages left open would run their timers and sockets for the rest of the test.
        await context.close();
      }
      console.table(
        Object.entries(sizes).map(([url, kb]) => ({ page: url, KB: Number(kb.toFixed(1)) })),
      );
      for (const [url, kb] of Object.entries(sizes)) {
        expect.soft(kb, url).toBeLessThanOrEqual(MEMBER_PAGE_BUDGET_KB);
      }
    },
  );
});
