import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignCreatePayload } from '@kamao/contract/api-advertiser';
import { apiRoutes } from '@kamao/contract/api-routes';
import { PRIVATE_URL_MESSAGE, isPrivateHost } from '@kamao/contract/private-network';
import { DEMO_CAMPAIGNS } from '../../demo/demo-content.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { startDnsStandIn } from '../../test/dns-stand-in.ts';
import { signedInMember } from '../../test/member-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { replacePriceList } from '../ptc/index.ts';
import { writeSetting } from '../settings/index.ts';
import { assertPublicCampaignUrl, resolveWithTimeout } from './campaign-url-policy.ts';

let dns: Awaited<ReturnType<typeof startDnsStandIn>>;
let t: TestApp;

beforeAll(async () => {
  dns = await startDnsStandIn({
    'my-router.example.com': { A: ['192.168.1.1'] },
    'loopback.example.com': { A: ['127.0.0.1'] },
    'ula.example.com': { AAAA: ['fd00::7'] },
    'half-private.example.com': { A: ['93.184.215.14'], AAAA: ['fe80::1'] },
    'shop.example.com': { A: ['93.184.215.14'], AAAA: ['2606:2800:21f:cb07:6820:80da:af6b:8b2c'] },
    'hanging.example.com': 'silent',
    'ads.kamao.test': 'silent',
  });
  t = await buildTestApp();
  await replacePriceList(t.database.db, 'iframe', [{ seconds: 10, priceMilli: 40n }]);
  await writeSetting(t.database.db, 'ptc_minimum_total_views', 100);
  await writeSetting(t.database.db, 'ptc_member_share_bp', 5000);
});
afterAll(async () => {
  await t?.close();
  await dns?.close();
});

const viaStandIn = (timeoutMs = 1000) => resolveWithTimeout({ servers: [dns.server], timeoutMs });
const check = (url: string, type = 'window', resolveHost = viaStandIn()) =>
  assertPublicCampaignUrl({ selectedOption_state: type, step_2_url: url }, resolveHost);
const refused = { statusCode: 400, errorMsg: PRIVATE_URL_MESSAGE };

describe('campaign links into private networks', () => {
  it.each([
    'http://127.0.0.1:8080/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fd00::1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://localhost/',
    'http://shop.localhost/',
    'http://printer.local/',
    'http://db.internal/',
  ])('refuses %s as written', async (url) => {
    await expect(check(url)).rejects.toMatchObject(refused);
  });

  it.each([
    ['an IPv4 private address', 'http://my-router.example.com/'],
    ['IPv4 loopback', 'https://loopback.example.com:8443/x'],
    ['an IPv6 unique local address', 'http://ula.example.com/'],
    ['one private address among public ones', 'http://half-private.example.com/'],
  ])('refuses a name DNS resolves to %s', async (_, url) => {
    await expect(check(url)).rejects.toMatchObject(refused);
  });

  it('accepts a name DNS resolves to public addresses only', async () => {
    await expect(check('https://shop.example.com/sale')).resolves.toBeUndefined();
  });

  it('accepts a name that does not resolve: it leads nowhere', async () => {
    await expect(check('https://no-such-name.example.com/')).resolves.toBeUndefined();
  });

  it('accepts, after its deadline, a name whose lookup hangs', async () => {
    const started = Date.now();
    await expect(
      check('https://hanging.example.com/', 'window', viaStandIn(300)),
    ).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('does not ask DNS about names it never answers (.test, .example, .invalid)', async () => {
    const started = Date.now();
    await expect(
      check('https://ads.kamao.test:8443/ad-site', 'iframe', viaStandIn(5000)),
    ).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('leaves YouTube links alone: the form allows only YouTube hosts for them', async () => {
    await expect(
      check('https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'youtube', viaStandIn(5000)),
    ).resolves.toBeUndefined();
  });

  it('finds only public links in the demo campaigns', () => {
    for (const campaign of DEMO_CAMPAIGNS) {
      expect(isPrivateHost(new URL(campaign.url).hostname), campaign.url).toBe(false);
    }
  });
});

describe(`creating a campaign with a private link on ${testEngine}`, () => {
  const form = (url: string): CampaignCreatePayload => ({
    selectedOption_state: 'iframe',
    step_2_title: 'My router',
    step_2_url: url,
    step_2_description: 'Look inside',
    step_3_duration: '10-0.04',
    step_3_total_views: 100,
    step_3_interval_in_hours: 1,
    step_3_enableLimit: false,
    step_3_limitViewsPerDay: null,
    step_4_subTotal: 4,
  });

  it('answers 400 with a clear text and takes no money', async () => {
    const member = await signedInMember(t, { deposit: 10_000n });
    for (const url of [
      'http://192.168.1.1/',
      'http://[::ffff:7f00:1]:3000/',
      'http://router.lan/',
    ]) {
      expect(
        await member.call('POST', apiRoutes.advertiserCreate.path, { obj: form(url) }),
      ).toEqual({ status: 400, body: { error_msg: PRIVATE_URL_MESSAGE } });
    }
    expect((await getMemberBalances(t.database.db, member.member.id)).deposit).toBe(10_000n);
    const publicLink = await member.call('POST', apiRoutes.advertiserCreate.path, {
      obj: form('https://ads.kamao.test/ad-site'),
    });
    expect(publicLink.status).toBe(200);
  });
});
