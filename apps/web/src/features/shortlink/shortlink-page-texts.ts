import { GENERIC_ERROR_MESSAGE } from '@kamao/contract/error-texts';

/** The short-link pages' own words (spec part 2 §2.3, §2.4; the spec's texts are in the contract). */
export const SHORTLINK_PAGE_TEXTS = {
  title: 'Click Short Link',
  todayIncome: 'Today Income',
  totalLinks: 'Total Links',
  completed: 'Completed',
  pendingClicks: 'Pending Clicks',
  pendingEarnings: 'Pending Earnings',
  availableBalance: 'Available Balance',
  start: 'Start & Earn',
  howToComplete: 'How to complete',
  instructions: 'Instructions',
  loadFailed: 'The short links could not be loaded.',
  none: 'No short links right now',
  noneHint: 'New short links appear here when the operator adds them.',
  noneInFilter: 'No short links match this filter.',
  availableIn: 'Available in',
  generalError: GENERIC_ERROR_MESSAGE,
  lastPageTitle: 'Your earnings are almost ready',
  lastPageWait: 'Please wait',
  lastPageSeconds: 'seconds',
  earned: 'You earned',
  returning: 'Returning to the short links…',
  interstitialTitle: 'Your link is almost ready',
  interstitialWait: 'Your link will be ready in',
  continue: 'Continue',
  backToList: 'Back to short links',
} as const;

export const SHORTLINK_FILTERS = [
  'All',
  'Available',
  'Completed',
  'High to Low',
  'Low to High',
] as const;
export type ShortLinkFilter = (typeof SHORTLINK_FILTERS)[number];
