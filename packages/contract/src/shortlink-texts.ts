/**
 * Short links (docs/product/short-links.md). The last page's texts
 * are the spec's, verbatim; the server's error_msg texts are ours (the spec shows them as they
 * come).
 */

/** The last page's button after the 10 s countdown. */
export const CLAIM_EARNINGS_BUTTON = 'Claim Your Earnings';
/** The last page opened without a token. */
export const MISSING_TOKEN_TEXT = 'Invalid Request: Unique token is missing.';
/** A failed claim without a server message. */
export const CLAIM_FAILED_TEXT = 'Request failed. Please try again.';

/**
 * The last page's wait before Claim, and the return to the list after any outcome
 * (docs/product/short-links.md#the-last-page).
 */
export const LAST_PAGE_WAIT_SECONDS = 10;
export const LAST_PAGE_RETURN_MS = 3000;
/**
 * The captcha script on the list is loaded at most once per this many ms
 * (docs/product/short-links.md#the-short-link-list).
 */
export const SHORTLINK_CAPTCHA_RELOAD_MS = 43_200_000;

/** The path the destination of every short link points to (the last page). */
export const SHORTLINK_END_PAGE_ROUTE = '/member/last-page';

/** What the server answers a paid claim with (message beside the amount). */
export const SHORTLINK_CLAIMED_MESSAGE = 'Your earnings have been added to your balance.';

export const SHORTLINK_ERROR_TEXTS = {
  notAvailable: 'This short link is not available right now. Please choose another one.',
  dailyLimit: 'You have completed this short link for today. Please come back tomorrow.',
  coolingDown: 'Please wait until the timer ends before starting this short link again.',
  foreignOrigin: 'Short links can only be completed on this site.',
  shortenerFailed:
    'The short link service is not answering right now. Please try another short link or try again later.',
  tokenUnknown: 'This link is not valid. Please start the short link again.',
  alreadyClaimed: 'You have already claimed this short link.',
  otherAddress:
    'Please finish the short link on the same network you started it on, then start it again.',
  tooEarly: 'You came back too quickly. Please complete every step of the short link.',
  expired: 'This link has expired. Please start the short link again.',
  interstitialUnknown: 'This short link does not exist or has expired.',
  /** A claim from a VPN or proxy while the operator's VPN policy refuses them. */
  vpnRefused:
    'Short links cannot be claimed through a VPN or proxy. Please turn off your VPN or proxy and claim again.',
} as const;
