import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { AD_SITE_HOST } from './ad-site-tls.ts';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const PHONE_WIDTH = 390;
export const DESKTOP_WIDTH = 1280;
const PAGE_TRANSITION_MS = 500;
export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts/', import.meta.url));

// Without the background-networking flags Chromium keeps dialling Google on a closed network.
// The host-resolver rule sends the stand-in advertiser's public-looking name to loopback: the
// server refuses campaign links to 127.0.0.1 (fake-services.ts).
const CHROMIUM_ARGS = [
  `--host-resolver-rules=MAP ${AD_SITE_HOST} 127.0.0.1`,
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface OpenOptions {
  width: number;
  /** Console errors this journey expects, matched against "text (url)". */
  allowErrors?: RegExp[];
  /** Log in as this member first (through the API, so the cookie lands in the context). */
  loginAs?: { email: string; password: string };
  /**
   * No service worker: a journey that holds back or blocks the app's code with context.route
   * needs every load to reach the network (a worker's cache answers without it).
   */
  noServiceWorker?: boolean;
}

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Saves a full-page screenshot to e2e/artifacts/<name>.png. */
  screenshot(name: string): Promise<void>;
}

export const DEMO_MEMBER = { email: 'demo@example.com', password: 'demo12345' };

/**
 * Registers the hooks of a browser journey file: one Chromium for the file, a fresh context per
 * visit, and after each test a failure when the page logged an error nobody expected
 * (docs/style.md#tests, after Epic Stack: noise is a bug until proven otherwise).
 */
async function saveFailureShots(context: BrowserContext, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const safe = name.replace(/[^\w-]+/g, '-').slice(0, 80);
  for (const [index, page] of context.pages().entries()) {
    await page
      .screenshot({ path: `${ARTIFACTS_DIR}failed-${safe}-${index}.png`, fullPage: true })
      .then(() => console.error(`failure screenshot: ${page.url()} -> failed-${safe}-${index}.png`))
      .catch(() => undefined);
  }
}

export function useBrowser(): { open(options: OpenOptions): Promise<Visit> } {
  let browser: Browser | undefined;
  let visits: { context: BrowserContext; errors: string[]; allowed: RegExp[] }[] = [];

  beforeAll(async () => {
    if (!existsSync(CHROMIUM_PATH)) {
      throw new Error(
        `${CHROMIUM_PATH} is missing: install Debian's chromium (apt-get install chromium).`,
      );
    }
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
  });

  afterEach(async (test) => {
    const finished = visits;
    visits = [];
    const unexpected: string[] = [];
    const failed = test.task.result?.state === 'fail';
    for (const [index, visit] of finished.entries()) {
      // A failed journey leaves a picture of each of its pages: CI keeps no browser to look at.
      if (failed) await saveFailureShots(visit.context, `${test.task.name}-${index}`);
      await visit.context.close();
      unexpected.push(...visit.errors.filter((e) => !visit.allowed.some((re) => re.test(e))));
    }
    if (unexpected.length > 0) {
      throw new Error(`unexpected errors in the page:\n${unexpected.join('\n')}`);
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    async open(options) {
      if (!browser) throw new Error('useBrowser(): the browser is not started');
      const context = await browser.newContext({
        baseURL: inject('baseURL'),
        // The stand-in advertiser site's certificate is self-signed (ad-site-tls.ts).
        ignoreHTTPSErrors: true,
        viewport: { width: options.width, height: options.width < 768 ? 844 : 800 },
        ...(options.width < 768 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
        ...(options.noServiceWorker ? { serviceWorkers: 'block' as const } : {}),
      });
      const errors: string[] = [];
      visits.push({ context, errors, allowed: options.allowErrors ?? [] });
      context.on('console', (message) => {
        if (message.type() === 'error') {
          errors.push(`console.error: ${message.text()} (${message.location().url})`);
        }
      });
      context.on('weberror', (error) => errors.push(`pageerror: ${error.error().message}`));
      if (options.loginAs) await logIn(context, options.loginAs);
      const page = await context.newPage();
      return {
        context,
        page,
        async screenshot(name) {
          mkdirSync(ARTIFACTS_DIR, { recursive: true });
          // Let the 0.5 s page transition (docs/decisions/0015-page-transition-in-css.md) finish:
          // the picture shows the page.
          await page.waitForTimeout(PAGE_TRANSITION_MS + 100);
          await page.screenshot({
            path: `${ARTIFACTS_DIR}${name}.png`,
            fullPage: true,
            animations: 'disabled',
          });
        },
      };
    },
  };
}

/** Logs in through the spec's login call; the session cookie lands in the browser context. */
export function logIn(
  context: BrowserContext,
  member: { email: string; password: string },
): Promise<void> {
  return logInRequest(context.request, member);
}

/** The same login for a request context of its own (API calls without a page). */
export async function logInRequest(
  request: APIRequestContext,
  member: { email: string; password: string },
): Promise<void> {
  const response = await request.post('/userRoute/login', {
    data: {
      obj: { email_userName: member.email, password: member.password, loginRemember_state: false },
    },
  });
  if (!response.ok()) {
    throw new Error(
      `login as ${member.email} failed: ${response.status()} ${await response.text()}`,
    );
  }
}

/**
 * Waits until the first element matching the locator is visible (a user can see it). When it
 * never shows, the error also says what the page showed instead (its address, toasts, dialogs
 * and alerts): a CI log keeps no screenshot, and "the toast never came" alone does not say why.
 */
export async function seen(locator: ReturnType<Page['locator']>, timeout = 15_000): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch (error) {
    if (error instanceof Error) error.message += await whatThePageShows(locator.page());
    throw error;
  }
}

/**
 * Waits until a form's refusal of its fields shows (`seen`), and then until the form has put the
 * caret in the field it refused. The forms (react-hook-form) do that a second time in a task after
 * the message shows: a field typed into before that task ran could lose the keys typed to the
 * refused field, which no person typing at a human pace meets.
 */
export async function seenFieldProblem(page: Page, text: string): Promise<void> {
  await seen(page.getByText(text));
  // A task queued now runs after the form's own, queued before its message was shown.
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/** The page's address and the texts of its visible toasts, dialogs and alerts, one per line. */
async function whatThePageShows(page: Page): Promise<string> {
  try {
    const shown = await page
      .locator('.swal2-popup:visible, [role="alert"]:visible, [role="status"]:visible')
      .allInnerTexts();
    const texts = shown.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
    return `\nThe page (${page.url()}) showed: ${texts.length ? texts.join(' | ') : 'no toast, dialog or alert'}`;
  } catch {
    // The page is gone (closed, crashed): the original error says enough.
    return '';
  }
}

/**
 * Chooses a button of the open SweetAlert2 dialog (not a toast), the way a person does: once the
 * dialog has appeared and stopped moving. The dialog grows in over 0.3 s; on a loaded machine a
 * click aimed while it grew once landed beside its button and was lost. The button is looked for
 * in the dialog only, so a page button of the same name (the one that opened it) is never
 * clicked twice. Waits until the dialog has taken the choice (its button gone).
 */
export async function chooseInDialog(page: Page, button: string): Promise<void> {
  const dialog = page.locator('.swal2-popup:not(.swal2-toast)');
  await seen(dialog);
  await dialog.evaluate((popup) =>
    Promise.all(popup.getAnimations().map((animation) => animation.finished)),
  );
  const choice = dialog.getByRole('button', { name: button, exact: true });
  await choice.click();
  await choice.waitFor({ state: 'hidden' });
}

/**
 * Closes the open SweetAlert2 dialog with its button and waits until the page has its focus
 * back. The dialog returns focus to the element focused before it opened a moment after it is
 * gone; typing during that moment lands in the wrong element (a conversion journey once typed
 * "2" into nothing on a loaded machine and never saw the charge).
 */
export async function closeDialog(page: Page, button = 'OK'): Promise<void> {
  await chooseInDialog(page, button);
  await page.locator('.swal2-container').waitFor({ state: 'detached' });
  await page
    .waitForFunction(
      // A function, not a string: the page's security policy refuses eval of a string.
      () => {
        const { document } = globalThis as unknown as {
          document: { activeElement: unknown; body: unknown };
        };
        return document.activeElement !== document.body;
      },
      null,
      { timeout: 2_000 },
    )
    // Nothing to return to (the element is gone): the page keeps the focus on the body.
    .catch(() => undefined);
}
