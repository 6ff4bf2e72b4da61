import { expect } from 'vitest';
import { pathOf } from '@kamao/contract/api-route';
import { apiRoutes } from '@kamao/contract/api-routes';
import { createShortener } from '../modules/shortlink/shortener-catalog.ts';
import type { MemberClient } from './member-client.ts';
import type { TestApp } from './test-app.ts';

/** The origin the short-link tests' apps are built with (PUBLIC_ORIGIN). */
export const SHORT_LINK_ORIGIN = 'http://localhost:3000';

let domains = 0;
/** A built-in shortener of its own per test, so limits of one test do not touch another. */
export async function builtinShortener(
  t: TestApp,
  overrides: Partial<Parameters<typeof createShortener>[1]> = {},
): Promise<string> {
  domains += 1;
  const domain = `short${domains}.kamao.test`;
  await createShortener(t.database.db, {
    name: `Built-in ${domains}`,
    domain,
    provider: 'builtin',
    apiUrl: '',
    apiKey: '',
    reward: 0.5,
    clicksPerDay: 3,
    cooldownMinutes: 0,
    minSeconds: 0,
    howToCompleteUrl: '',
    enabled: true,
    ...overrides,
  });
  return domain;
}

/** Start & Earn, as the list page sends it. */
export const startShortLink = (client: MemberClient, domain: string, extra: object = {}) =>
  client.call('PATCH', apiRoutes.shortLinkFirstPage.path, {
    obj_already: {
      shortnerDomain: domain,
      endPageRoute: '/member/last-page/',
      clientOrigin: SHORT_LINK_ORIGIN,
      ...extra,
    },
  });

/** The last page's claim, from the member's address or from `from`. */
export const claimShortLink = (client: MemberClient, uniqueToken: string, from?: string) =>
  client.call('PATCH', apiRoutes.shortLinkLastPage.path, { uniqueToken }, from);

/** The built-in interstitial's code in a started short link's answer. */
export function interstitialCode(started: { body: Record<string, unknown> }): string {
  const answer = started.body as { shortUrl?: string; existingRecord?: { shortUrl: string } };
  const shortUrl = answer.shortUrl ?? answer.existingRecord!.shortUrl;
  return shortUrl.split('/member/short/')[1]!;
}

/** What the interstitial page loads, then its report once loaded (which answers the destination). */
export const loadInterstitial = (client: MemberClient, code: string) =>
  client.call('GET', pathOf(apiRoutes.shortLinkInterstitial, { code }));
export const reportInterstitial = (client: MemberClient, code: string, from?: string) =>
  client.call('PATCH', pathOf(apiRoutes.shortLinkInterstitialBeacon, { code }), undefined, from);

/** The last page's token in a destination on this site. */
export function tokenOf(destination: string): string {
  expect(destination.startsWith(`${SHORT_LINK_ORIGIN}/member/last-page/`)).toBe(true);
  return destination.split('/member/last-page/')[1]!;
}

/**
 * Starts, passes the built-in interstitial as a browser does (it loads, reports in and is sent
 * on) and answers the last page's token.
 */
export async function startedToken(client: MemberClient, domain: string): Promise<string> {
  const started = await startShortLink(client, domain);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const code = interstitialCode(started);
  expect((await loadInterstitial(client, code)).status).toBe(200);
  const reported = await reportInterstitial(client, code);
  expect(reported.status, JSON.stringify(reported.body)).toBe(200);
  return tokenOf(reported.body.msg.destination);
}
