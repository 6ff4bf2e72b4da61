/**
 * The error_msg texts of the pay-to-click calls. The spec shows the server's error_msg as it
 * is (docs/product/ptc-ads.md#failure-texts); the texts themselves are ours, except the proxy
 * block.
 */

// The spec's proxy block (docs/product/ptc-ads.md#blocking), verbatim: the page shows the two
// parts, the call joins them.
export const PROXY_DETECTED_TITLE = 'Proxy Detected';
export const PROXY_DETECTED_TEXT =
  'We have detected that you are using a Proxy. Please disable your Proxy to continue your earnings.';

export const PTC_ERROR_TEXTS = {
  adNotAvailable: 'This ad is not available right now. Please choose another ad.',
  ownCampaign: 'You cannot view your own campaign.',
  viewNotFound: 'This view was not found. Please view the ad again.',
  tooEarly: 'Please watch the ad until the timer is completed.',
  alreadyPaid: 'You have already been paid for this view.',
  viewExpired: 'This view has expired. Please view the ad again.',
  campaignPaused: 'This ad has been paused by the advertiser.',
  campaignExhausted: 'This ad has received all its views.',
  dailyLimitReached: 'This ad has reached its limit for today. Please come back tomorrow.',
  viewedWithinInterval: 'You have already viewed this ad. Please come back later.',
  proxyDetected: `${PROXY_DETECTED_TITLE} - ${PROXY_DETECTED_TEXT}`,
} as const;
