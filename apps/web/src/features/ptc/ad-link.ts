import { PTC_LINK_SEPARATOR, type CampaignType } from '@kamao/contract/constants';
import { pagePaths } from '@kamao/contract/page-paths';

/**
 * The `link` parameter of the ad tabs: the ad URL and its seconds joined by '||'
 * (docs/product/ptc-ads.md#the-ad-tabs). Ours beside it: `view`, the id of the attempt on the
 * View Ads tab, so that the ad tab's messages reach that attempt only and its once-per-session flag
 * is per view.
 */
const AD_TAB_PATHS: Record<CampaignType, string> = {
  window: pagePaths.waitRedirecting,
  iframe: pagePaths.iframeAd,
  youtube: pagePaths.youtubeAd,
};

export function adTabPath(
  type: CampaignType,
  ad: { url: string; seconds: number; viewId: string },
): string {
  const params = new URLSearchParams({
    link: `${ad.url}${PTC_LINK_SEPARATOR}${ad.seconds}`,
    view: ad.viewId,
  });
  return `${AD_TAB_PATHS[type]}?${params.toString()}`;
}

export interface AdLink {
  /** The ad URL; empty when the parameter carries none. */
  url: string;
  /** Whole seconds to count down, never negative. */
  seconds: number;
  /** The attempt this tab belongs to ('' when opened by hand). */
  viewId: string;
}

/** Reads ?link=<url>||<seconds>&view=<id>. The last '||' splits, so a URL may contain one. */
export function readAdLink(search: string): AdLink {
  const params = new URLSearchParams(search);
  const link = params.get('link') ?? '';
  const viewId = params.get('view') ?? '';
  const at = link.lastIndexOf(PTC_LINK_SEPARATOR);
  if (at < 0) return { url: link.trim(), seconds: 0, viewId };
  const seconds = Number(link.slice(at + PTC_LINK_SEPARATOR.length));
  return {
    url: link.slice(0, at).trim(),
    seconds: Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0,
    viewId,
  };
}
