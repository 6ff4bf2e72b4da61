import { GENERIC_ERROR_MESSAGE } from '@kamao/contract/error-texts';
import {
  CLAIM_EARNINGS_BUTTON,
  CLAIM_FAILED_TEXT,
  MISSING_TOKEN_TEXT,
  SHORTLINK_CLAIMED_MESSAGE,
  SHORTLINK_ERROR_TEXTS,
} from '@kamao/contract/shortlink-texts';
import {
  CLAIM_EARNINGS_BUTTON_HI,
  CLAIM_FAILED_TEXT_HI,
  MISSING_TOKEN_TEXT_HI,
  SHORTLINK_CLAIMED_MESSAGE_HI,
  SHORTLINK_ERROR_TEXTS_HI,
} from '@kamao/contract/shortlink-texts.hi';
import { bilingual } from '../../lib/texts';

export const SHORTLINK_FILTERS = [
  'All',
  'Available',
  'Completed',
  'High to Low',
  'Low to High',
] as const;
export type ShortLinkFilter = (typeof SHORTLINK_FILTERS)[number];

/**
 * The short-link pages' own words (docs/product/short-links.md) and the spec's from the contract.
 */
const en = {
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
  filter: 'Filter',
  // The filters' captions; the filter itself is the English key (SHORTLINK_FILTERS).
  filters: {
    All: 'All',
    Available: 'Available',
    Completed: 'Completed',
    'High to Low': 'High to Low',
    'Low to High': 'Low to High',
  } satisfies Record<ShortLinkFilter, string>,
  availableIn: 'Available in',
  // A card's time as the server writes it ('30 s', '2 m'), in the member's language.
  timeSeconds: (seconds: string) => `${seconds} s`,
  timeMinutes: (minutes: string) => `${minutes} m`,
  generalError: GENERIC_ERROR_MESSAGE,
  lastPageTitle: 'Your earnings are almost ready',
  // Ours: the heading follows the claim's outcome, never "almost ready" above an error.
  lastPagePaidTitle: 'Your earnings are credited',
  lastPageFailedTitle: 'This link could not be credited',
  // The words before and after the seconds, so each language puts the number where it goes.
  lastPageWait: 'Please wait',
  lastPageSeconds: 'seconds',
  earned: 'You earned',
  returning: 'Returning to the short links…',
  interstitialTitle: 'Your link is almost ready',
  interstitialWait: 'Your link will be ready in',
  interstitialSeconds: 'seconds',
  continue: 'Continue',
  backToList: 'Back to short links',
  // The spec's texts (docs/product/short-links.md#the-last-page) and ours from the contract.
  claimButton: CLAIM_EARNINGS_BUTTON,
  missingToken: MISSING_TOKEN_TEXT,
  claimFailed: CLAIM_FAILED_TEXT,
  claimed: SHORTLINK_CLAIMED_MESSAGE,
  foreignOrigin: SHORTLINK_ERROR_TEXTS.foreignOrigin,
};

export const SHORTLINK_PAGE_TEXTS = bilingual(en, {
  title: 'शॉर्ट लिंक पर क्लिक करें',
  todayIncome: 'आज की कमाई',
  totalLinks: 'कुल लिंक',
  completed: 'पूरे हुए',
  pendingClicks: 'लंबित क्लिक',
  pendingEarnings: 'लंबित कमाई',
  availableBalance: 'उपलब्ध बैलेंस',
  start: 'शुरू करें और कमाएँ',
  howToComplete: 'कैसे पूरा करें',
  instructions: 'निर्देश',
  loadFailed: 'शॉर्ट लिंक लोड नहीं हो सके।',
  none: 'अभी कोई शॉर्ट लिंक नहीं है',
  noneHint: 'ऑपरेटर के जोड़ते ही नए शॉर्ट लिंक यहाँ दिखेंगे।',
  noneInFilter: 'इस फ़िल्टर में कोई शॉर्ट लिंक नहीं है।',
  filter: 'फ़िल्टर',
  filters: {
    All: 'सभी',
    Available: 'उपलब्ध',
    Completed: 'पूरे हुए',
    'High to Low': 'ज़्यादा से कम',
    'Low to High': 'कम से ज़्यादा',
  },
  availableIn: 'फिर उपलब्ध होगा:',
  timeSeconds: (seconds) => `${seconds} सेकंड`,
  timeMinutes: (minutes) => `${minutes} मिनट`,
  generalError: 'कुछ गड़बड़ हो गई, कृपया फिर से कोशिश करें।',
  lastPageTitle: 'आपकी कमाई लगभग तैयार है',
  lastPagePaidTitle: 'आपकी कमाई जुड़ गई',
  lastPageFailedTitle: 'इस लिंक की कमाई नहीं जुड़ सकी',
  lastPageWait: 'कृपया',
  lastPageSeconds: 'सेकंड प्रतीक्षा करें',
  earned: 'आपने कमाए',
  returning: 'शॉर्ट लिंक पर वापस ले जा रहे हैं…',
  interstitialTitle: 'आपका लिंक लगभग तैयार है',
  interstitialWait: 'आपका लिंक',
  interstitialSeconds: 'सेकंड में तैयार हो जाएगा',
  continue: 'जारी रखें',
  backToList: 'शॉर्ट लिंक पर वापस जाएँ',
  claimButton: CLAIM_EARNINGS_BUTTON_HI,
  missingToken: MISSING_TOKEN_TEXT_HI,
  claimFailed: CLAIM_FAILED_TEXT_HI,
  claimed: SHORTLINK_CLAIMED_MESSAGE_HI,
  foreignOrigin: SHORTLINK_ERROR_TEXTS_HI.foreignOrigin,
});
