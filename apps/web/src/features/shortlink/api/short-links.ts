import type { shortLinkDataAnswerSchema } from '@kamao/contract/api-earning';
import { SHORTLINK_END_PAGE_ROUTE } from '@kamao/contract/shortlink-texts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRoutes } from '@kamao/contract/api-routes';
import { startEarly, takingEarlyAnswer } from '../../../lib/early-answers';
import { apiRequest, callRoute } from '../../../lib/api-client';
import { MEMBER_QUERY_ROOT } from '../../../lib/query-keys';

export type ShortLinkData = z.infer<typeof shortLinkDataAnswerSchema>['msg'];
export type ShortLink = ShortLinkData['shortedLinksData'][number];

const SHORT_LINKS_KEY = [MEMBER_QUERY_ROOT, 'shortLinks'] as const;
const fetchShortLinks = async (signal?: AbortSignal) =>
  (await apiRequest('shortLinkData', { signal })).msg;

/** GET /userIncomeRoute/user_shortlink_data_get (docs/product/short-links.md#calls-and-fields). */
export function shortLinksQueryOptions() {
  return queryOptions({
    queryKey: SHORT_LINKS_KEY,
    queryFn: takingEarlyAnswer(SHORT_LINKS_KEY, fetchShortLinks),
  });
}

/** Asks for the page's data while its code loads (lib/early-answers.ts). */
export const startShortLinksEarly = () => startEarly(SHORT_LINKS_KEY, fetchShortLinks);

export function useShortLinks() {
  return useQuery(shortLinksQueryOptions());
}

/**
 * Start & Earn (docs/product/short-links.md#starting-a-short-link): the short URL the browser goes
 * to, new or the member's open one. The server builds the destination; origin and route are sent as
 * the spec says.
 */
export async function startShortLink(shortnerDomain: string): Promise<string> {
  const answer = await apiRequest('shortLinkFirstPage', {
    body: {
      obj_already: {
        shortnerDomain,
        endPageRoute: SHORTLINK_END_PAGE_ROUTE,
        clientOrigin: window.location.origin,
      },
    },
  });
  const url = answer.shortUrl ?? answer.existingRecord?.shortUrl;
  if (!url) throw new Error('The server answered no short URL');
  return url;
}

/**
 * The last page's claim: the message and the amount (docs/product/short-links.md#the-last-page).
 */
export function claimShortLink(uniqueToken: string) {
  return apiRequest('shortLinkLastPage', { body: { uniqueToken } });
}

/** The built-in shortener's interstitial: its wait and ad snippet. */
export function useInterstitial(code: string) {
  return useQuery({
    queryKey: [MEMBER_QUERY_ROOT, 'shortLinkInterstitial', code] as const,
    queryFn: async ({ signal }) =>
      (await callRoute(apiRoutes.shortLinkInterstitial, { params: { code }, signal })).msg,
    retry: false,
    staleTime: Infinity,
    // The page shows the refusal in its place; the general toast would say it twice.
    meta: { silentErrors: true },
  });
}

/**
 * The interstitial reports in once it has loaded (`loaded`), and is answered its destination: the
 * server hands out the last page's token only then, and counts the claim's minimum seconds from
 * this report. Sent once per page; a repeat (a reload) is answered the same and moves nothing.
 */
export function useInterstitialReport(code: string, loaded: boolean) {
  return useQuery({
    queryKey: [MEMBER_QUERY_ROOT, 'shortLinkInterstitialReport', code] as const,
    queryFn: async ({ signal }) =>
      (await callRoute(apiRoutes.shortLinkInterstitialBeacon, { params: { code }, signal })).msg,
    enabled: loaded,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    meta: { silentErrors: true },
  });
}
