import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { apiRoutes } from '@kamao/contract/api-routes';
import { md5Postback } from '../../apps/server/src/test/postbacks.ts';
import { DESKTOP_WIDTH, PHONE_WIDTH, logIn, seen, useBrowser } from '../support/browser.ts';
import { newSignedInMember } from '../support/members.ts';

const browser = useBrowser();
const ADMIN = { email: 'admin@example.com', password: 'admin12345' };
const run = Date.now().toString(36);
const WALL = { name: `Offer Wall ${run}`, slug: `wall-${run}`, secret: `wall-secret-${run}` };
let wallSite: Server;
let wallOrigin: string;

/** A network's offer wall, served locally: what the frame shows. */
beforeAll(async () => {
  wallSite = createServer((req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    const uid = new URL(req.url ?? '/', 'http://wall').searchParams.get('uid') ?? '';
    res.end(
      `<!doctype html><html><body style="font-family:sans-serif"><h1>Offers for you</h1>` +
        `<p>Member ${uid.replace(/[^\w]/g, '')}: complete a survey to earn.</p></body></html>`,
    );
  });
  await new Promise<void>((resolve) => wallSite.listen(0, '127.0.0.1', resolve));
  wallOrigin = `http://127.0.0.1:${(wallSite.address() as AddressInfo).port}`;

  const operator = await browser.open({ width: DESKTOP_WIDTH });
  await logIn(operator.context, ADMIN);
  const created = await operator.context.request.post(adminRoutes.offerWallCreate.path, {
    data: {
      name: WALL.name,
      slug: WALL.slug,
      urlTemplate: `${wallOrigin}/wall?uid={userId}`,
      scheme: 'md5',
      secret: WALL.secret,
      // The md5 preset's signature leaves the status out: the postbacks come from this machine.
      allowedIps: ['127.0.0.1', '::1'],
      maxRewardPerTransaction: 20,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  await operator.context.close();
});
afterAll(async () => {
  await new Promise((resolve) => wallSite?.close(resolve));
});

test('a signed postback changes the open wall page’s figures without a reload', async () => {
  const visit = await browser.open({ width: PHONE_WIDTH });
  await newSignedInMember(visit.context, 'taskwall', 'live');
  const { page } = visit;
  await page.goto('/member/task-wall');
  await seen(page.getByText(WALL.name));
  await visit.screenshot('task-walls-390');

  const answer = await page.request.get(apiRoutes.offerWallGet.path);
  const walls = (await answer.json()).msg.offerWallData_after_replace as {
    offerWallName: string;
    offerWallApiLink: string;
  }[];
  const address = walls.find((w) => w.offerWallName === WALL.name)!.offerWallApiLink;
  const memberId = new URL(address).searchParams.get('uid')!;

  await page
    .getByRole('link', { name: new RegExp(`Start.*${WALL.name}|${WALL.name}.*Start`) })
    .or(
      page
        .locator('li, article')
        .filter({ hasText: WALL.name })
        .getByRole('link', { name: /Start/ }),
    )
    .first()
    .click();
  await page.waitForURL(/\/member\/task-wall\/.+/);
  const frame = page.frameLocator('iframe').first();
  await seen(frame.getByRole('heading', { name: 'Offers for you' }), 20_000);
  await page.evaluate('window.wallPageMark = 1');
  await visit.screenshot('task-wall-390');

  const delivered = await fetch(
    `${inject('baseURL')}${md5Postback(WALL.slug, WALL.secret, {
      subId: memberId,
      transId: `journey-${run}`,
      reward: '7.5',
    })}`,
  );
  expect(delivered.status).toBe(200);
  expect(await delivered.text()).toBe('ok');

  // Today Earnings moves to ₹7.500 and Completed to 1 by themselves.
  await seen(page.getByText('7.500').first(), 20_000);
  expect(await page.evaluate('window.wallPageMark')).toBe(1);
});

test('the wall list and a wall page at desktop width', async () => {
  const visit = await browser.open({ width: DESKTOP_WIDTH });
  await newSignedInMember(visit.context, 'taskwall', 'desktop');
  const { page } = visit;
  await page.goto('/member/task-wall');
  await seen(page.getByText(WALL.name));
  await visit.screenshot('task-walls-1280');
  await page
    .locator('li, article')
    .filter({ hasText: WALL.name })
    .getByRole('link', { name: /Start/ })
    .first()
    .click();
  await seen(
    page.frameLocator('iframe').first().getByRole('heading', { name: 'Offers for you' }),
    20_000,
  );
  await visit.screenshot('task-wall-1280');
});

/** The network's server calling us, from this machine (the wall's allowed sender). */
const deliverPostback = (transId: string, reward: string) =>
  fetch(
    `${inject('baseURL')}${md5Postback(WALL.slug, WALL.secret, { subId: wallMemberId, transId, reward })}`,
  );
let wallMemberId = '';

test('the operator reads the wall’s postback log in the console', async () => {
  const member = await browser.open({ width: PHONE_WIDTH });
  await newSignedInMember(member.context, 'taskwall', 'review');
  const walls = (await (await member.page.request.get(apiRoutes.offerWallGet.path)).json()).msg
    .offerWallData_after_replace as { offerWallName: string; offerWallApiLink: string }[];
  wallMemberId = new URL(
    walls.find((w) => w.offerWallName === WALL.name)!.offerWallApiLink,
  ).searchParams.get('uid')!;
  await member.context.close();
  // Two credits above the wall's ₹20 maximum wait for review; a mistyped slug is refused.
  for (const transId of [`big-a-${run}`, `big-b-${run}`]) {
    const answer = await deliverPostback(transId, '500');
    expect([answer.status, await answer.text()]).toEqual([200, 'ok']);
  }
  expect((await fetch(`${inject('baseURL')}/postback/typo-${run}?subId=x`)).status).toBe(404);

  for (const width of [PHONE_WIDTH, DESKTOP_WIDTH]) {
    const operator = await browser.open({ width });
    await logIn(operator.context, ADMIN);
    await operator.page.goto('/admin?tab=task-walls');
    const row = operator.page
      .getByRole('list', { name: 'Task walls' })
      .getByRole('listitem')
      .filter({ hasText: WALL.name });
    await seen(row);
    // The whole postback URL, with the md5 scheme's parameters as placeholders.
    await seen(
      row.getByText(
        `/postback/${WALL.slug}?subId={subId}&transId={transId}&reward={reward}&status={status}&signature={signature}`,
      ),
    );
    await row.getByRole('button', { name: 'Postback log' }).click();
    const log = row.getByRole('region', { name: `Postback log of ${WALL.name}` });
    await seen(log.getByText('credited').first());
    const review = log.getByRole('region', { name: `Rewards of ${WALL.name} held for review` });
    await seen(review.getByText(`transaction big-a-${run}`, { exact: false }));
    await operator.screenshot(`console-task-walls-${width}`);

    const unknown = operator.page.getByRole('button', { name: 'Show' });
    await unknown.click();
    const refusals = operator.page.getByRole('region', {
      name: 'Log of postbacks to unknown slugs',
    });
    await seen(refusals.getByText(`/postback/typo-${run}`));
    await refusals.scrollIntoViewIfNeeded();
    await operator.screenshot(`console-task-walls-unknown-slugs-${width}`);

    if (width === DESKTOP_WIDTH) {
      await review.getByRole('button', { name: `Approve transaction big-a-${run}` }).click();
      await seen(operator.page.getByText('Reward approved.'));
      await review.getByRole('button', { name: `Refuse transaction big-b-${run}` }).click();
      await operator.page.getByRole('button', { name: 'Refuse', exact: true }).click();
      await seen(operator.page.getByText('Reward refused.'));
      await expect.poll(() => review.count()).toBe(0);
      await seen(log.getByText('review').first());
      await operator.screenshot('console-task-walls-reviewed-1280');
    }
  }
});
