import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  FOOTER_SOCIAL_NAMES,
  type FooterData,
  type FooterSocialNetwork,
} from '@kamao/contract/api-site';
import { RATING_SCORE } from '@kamao/contract/constants';

/**
 * The footer's rating, review link and social links (docs/product/site-and-pages.md#footer):
 * operator settings that come with the shell's login check (footer=true, lib/auth.ts), so every
 * page has them without a call of its own and they are fresh after each route change. A link the
 * operator did not set is not here, and the footer shows nothing in its place.
 */
export interface FooterLinks {
  rating: number;
  reviewUrl?: string;
  socialLinks: { network: FooterSocialNetwork; name: string; url: string }[];
}

const FOOTER_QUERY_KEY = ['site', 'footer'] as const;

/** Until the first check answers (or when it cannot): the spec's 4.3 and no link. */
export const DEFAULT_FOOTER_LINKS: FooterLinks = { rating: RATING_SCORE, socialLinks: [] };

/** Only web addresses become links; anything else (javascript:, a typo) is left out. */
function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export function readFooterLinks(data: FooterData): FooterLinks {
  return {
    rating: data.rating,
    ...(data.reviewUrl && isWebAddress(data.reviewUrl) && { reviewUrl: data.reviewUrl }),
    socialLinks: data.socialLinks
      .filter((link) => isWebAddress(link.url))
      .map((link) => ({ ...link, name: FOOTER_SOCIAL_NAMES[link.network] })),
  };
}

/** Keeps what a login check answered for the footer. */
export function rememberFooterLinks(client: QueryClient, data: FooterData | undefined): void {
  if (data) client.setQueryData(FOOTER_QUERY_KEY, readFooterLinks(data));
}

/** The footer's links as last answered; never fetched on its own (skipToken). */
export function useFooterLinks(): FooterLinks {
  return (
    useQuery<FooterLinks>({ queryKey: FOOTER_QUERY_KEY, queryFn: skipToken }).data ??
    DEFAULT_FOOTER_LINKS
  );
}
