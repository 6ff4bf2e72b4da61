import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoData } from '../../demo/seed.ts';
import { logIn } from '../../test/log-in.ts';
import { buildTestApp, TEST_INDEX_HTML, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';

// The built page with the dashboard's painted screen in both languages, its announcements slot
// empty, as apps/web/vite-first-paint.ts captures it.
const screen = (language: string) =>
  `<!--first-paint /member/dashboard members ${language} any--><div id="first-paint">` +
  `<h2>Announcements</h2><div data-first-paint-slot="announcements"></div></div><!--/first-paint-->`;
const INDEX_HTML = TEST_INDEX_HTML.replace(
  '<div id="root"></div>',
  `<div id="root">${screen('en')}${screen('hi')}</div>`,
);

describe(`the dashboard's painted announcements on ${testEngine}`, () => {
  let t: TestApp;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    t = await buildTestApp({}, {}, INDEX_HTML);
    await seedDemoData(t.database.db);
    admin = await logIn(t, 'admin@example.com', 'admin12345');
    member = await logIn(t, 'demo', 'demo12345');
  });
  afterAll(async () => {
    await t?.close();
  });

  const dashboardPage = async (cookie: string, language = 'en') =>
    (
      await t.app.inject({
        url: '/member/dashboard',
        headers: { accept: 'text/html', cookie: `${cookie}; language=${language}` },
      })
    ).body;

  it("are in the member's first HTML as soon as the operator adds one, cleaned, in their language", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: adminRoutes.announcementCreate.path,
      headers: { cookie: admin },
      payload: {
        messageHtml: '<p>Diwali bonus <b>doubled</b></p><script>alert(1)</script>',
        messageHtmlHi: '<p>दिवाली बोनस दोगुना</p>',
      },
    });
    expect(created.statusCode).toBe(200);
    // The copy reloads on the change's notice, which comes back through the database.
    await vi.waitFor(async () =>
      expect(await dashboardPage(member)).toContain('<p>Diwali bonus <b>doubled</b></p>'),
    );
    const english = await dashboardPage(member);
    expect(english).not.toContain('<script>alert(1)');
    expect(english).toMatch(
      /<li class="rounded-xl [^"]*"><p class="text-xs text-indigo-700"><time datetime="[^"]+">\d\d \w+ \d{4}, \d\d:\d\d [ap]m<\/time><\/p><div class="operator-html mt-1 text-sm text-slate-700" translate="no"><p>Diwali/,
    );
    expect(await dashboardPage(member, 'hi')).toContain('<p>दिवाली बोनस दोगुना</p>');
    // A visitor gets no dashboard screen at all.
    expect(await dashboardPage('')).not.toContain('Diwali');

    const id = created.json().announcement.id as string;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: adminRoutes.announcementRemove.path.replace(':id', id),
      headers: { cookie: admin },
    });
    expect(removed.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await dashboardPage(member)).not.toContain('Diwali'));
  });
});
