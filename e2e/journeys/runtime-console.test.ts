import { describe, test } from 'vitest';
import { DESKTOP_WIDTH, PHONE_WIDTH, seen, useBrowser } from '../support/browser.ts';

const browser = useBrowser();
const ADMIN = { email: 'admin@example.com', password: 'admin12345' };

describe.each([PHONE_WIDTH, DESKTOP_WIDTH])('the System tab at %i px', (width) => {
  test('shows the database, the process with its sockets, and the jobs that ran', async () => {
    const { page, screenshot } = await browser.open({ width, loginAs: ADMIN });
    await page.goto('/admin?tab=system');
    await seen(page.getByRole('heading', { name: 'System' }));
    // The journeys' server: the embedded database, no Redis, one process.
    await seen(page.getByText('embedded (PGlite)'));
    await seen(page.getByText('not used'));
    const processes = page.getByRole('table', { name: 'Server processes' });
    await seen(processes.getByRole('row').nth(1));
    // Every recurring job ran once at start, on this process, without an error.
    const jobs = page.getByRole('list', { name: 'Jobs' });
    for (const name of [
      'auth.sweep',
      'jobs.sweep',
      'ptc.purge_expired_views',
      'shared_state.sweep',
    ]) {
      const job = jobs.getByRole('listitem').filter({ hasText: name });
      await seen(job.getByText(/so far/));
      await seen(job.getByText('scheduled'));
    }
    await screenshot(`admin-system-${width}`);
  });

  test('links the API document, which the site shows in its viewer under its own policy', async () => {
    const { page, screenshot } = await browser.open({ width, loginAs: ADMIN });
    await page.goto('/admin?tab=system');
    await seen(page.getByRole('switch', { name: 'Public API document' }));
    await page.getByRole('link', { name: '/api/docs' }).click();
    // Swagger UI drew the document: its title and a section of calls (a CSP refusal fails here).
    // Its megabyte of script takes a loaded two-core machine well over the usual 15 s to parse.
    await seen(page.getByRole('heading', { name: /Kamao API/ }), 60_000);
    await seen(page.locator('#operations-tag-Accounts'));
    await screenshot(`api-docs-${width}`);
  });
});
