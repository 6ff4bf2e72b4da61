/**
 * The error_msg texts of the pay-to-click calls. The spec shows the server's error_msg as it
 * is (part 2 §8 "PTC flow"); the texts themselves are ours, except the proxy block (§8).
 */
export const PTC_TEXTS = {
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
  // spec part 2 §8 "Proxy page", verbatim.
  proxyDetected:
    'Proxy Detected - We have detected that you are using a Proxy. Please disable your Proxy to continue your earnings.',
} as const;

/** A view may be claimed for this long after its time is up; a stale token cannot be hoarded. */
export const PTC_VIEW_CLAIM_WINDOW_SECONDS = 30 * 60;
