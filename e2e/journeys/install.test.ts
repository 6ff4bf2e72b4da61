import { describe, expect, test } from 'vitest';
import {
  DEMO_MEMBER,
  DESKTOP_WIDTH,
  PHONE_WIDTH,
  seen,
  useBrowser,
  closeDialog,
} from '../support/browser.ts';

const browser = useBrowser();

// docs/product/common.md#install-prompt-and-online-banner: an install-as-app offer on a few pages,
// backed by a real web app manifest and service worker so the site installs on a phone.

test('the manifest is linked and names the app with reachable icons', async () => {
  const { context, page } = await browser.open({ width: PHONE_WIDTH });
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await context.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Kamao',
    short_name: 'Kamao',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const image = await context.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const bytes = await image.body();
    // A PNG of the declared size: width and height sit in the IHDR chunk.
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(bytes.readUInt32BE(16)).toBe(width);
    expect(bytes.readUInt32BE(20)).toBe(height);
  }
});

test('the service worker registers and controls the page after a reload', async () => {
  const { context, page } = await browser.open({ width: PHONE_WIDTH });
  await page.goto('/');
  // Page-side code as text: this package is typed for Node, without the DOM.
  const scope = await page.evaluate<string>('navigator.serviceWorker.ready.then((r) => r.scope)');
  expect(new URL(scope).pathname).toBe('/');
  await page.reload();
  await seen(page.locator('h1'));
  expect(await page.evaluate<string>('navigator.serviceWorker.controller?.scriptURL')).toMatch(
    /\/sw\.js$/,
  );
  // sw.js revalidates on every check, so a release reaches installed apps.
  const sw = await context.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');

  // Under the worker, an API path opened as a page still reaches the server (its prefixes are
  // off the app-shell fallback), so no answer ever comes from the worker's cache.
  const api = await page.goto('/healthz');
  expect(api?.headers()['content-type']).toContain('application/json');
  expect(await page.locator('#root').count()).toBe(0);
  // Any page opened directly is still the app, from the worker's shell.
  await page.goto('/payment-proof');
  await seen(page.getByRole('heading', { name: 'Install the Kamao app' }));
});

describe.each([PHONE_WIDTH, DESKTOP_WIDTH])('at %i px', (width) => {
  test('the install prompt shows on the home page and the dashboard, not on Contact Us', async () => {
    const { page, screenshot } = await browser.open({ width, loginAs: DEMO_MEMBER });
    const prompt = page.getByRole('complementary', { name: 'Install the Kamao app' });

    await page.goto('/');
    await seen(prompt);
    await prompt.scrollIntoViewIfNeeded();
    await screenshot(`install-home-${width}`);

    await page.goto('/member/dashboard');
    await seen(page.getByText('Member Menu').filter({ visible: true }));
    await seen(prompt);
    await screenshot(`install-dashboard-${width}`);

    await page.goto('/contact-us');
    await seen(page.locator('h1'));
    await page.waitForTimeout(600);
    expect(await prompt.count()).toBe(0);

    // No browser install dialog here (headless): the button gives the manual instructions.
    await page.goto('/');
    await prompt.getByRole('button', { name: /Install app|Add to Home Screen/ }).click();
    await seen(page.getByRole('dialog').filter({ hasText: 'Install Kamao' }));
    await screenshot(`install-instructions-${width}`);
    await closeDialog(page);

    // Dismissed, it stays away.
    await prompt.getByRole('button', { name: 'Dismiss' }).click();
    expect(await prompt.count()).toBe(0);
    await page.reload();
    await seen(page.locator('h1'));
    await page.waitForTimeout(600);
    expect(await prompt.count()).toBe(0);
  });
});
