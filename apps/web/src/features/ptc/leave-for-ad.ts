/**
 * Claim Bonus's last step (docs/product/ptc-ads.md#the-ad-tabs): this tab becomes the ad. The ad is
 * a third party, so the link to the View Ads tab is cut first (reverse tabnabbing).
 */
export function leaveForAd(url: string): void {
  window.opener = null;
  window.location.assign(url);
}
