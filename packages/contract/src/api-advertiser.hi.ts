import type { ADVERTISER_TEXTS } from './api-advertiser';
import type { Translation } from './translation';

/**
 * Hindi of the contract's ADVERTISER_TEXTS (api-advertiser.ts,
 * docs/product/advertiser.md#step-checks, docs/product/languages.md), in the shape of a contract
 * sibling: the wizard and Your Campaigns show these when a member reads Hindi. The server sends the
 * same English texts as error_msg.
 */
export const ADVERTISER_TEXTS_HI: Translation<typeof ADVERTISER_TEXTS> = {
  paused: 'कैंपेन सफलतापूर्वक रोक दिया गया!',
  activated: 'कैंपेन सफलतापूर्वक चालू कर दिया गया!',
  deleted: 'कैंपेन सफलतापूर्वक हटा दिया गया!',
  created: 'आपका कैंपेन बन गया है।',
  insufficientBalance: 'बैलेंस कम है',
  minimumViews: (minimum) => `कुल व्यू ${minimum} या उससे ज़्यादा होने चाहिए`,
  minimumViewsAllowed: (minimum) => `कम से कम ${minimum} कुल व्यू ज़रूरी हैं`,
  maximumViews: (maximum) => `कुल व्यू ${maximum} से ज़्यादा नहीं हो सकते`,
  campaignNotFound: 'कैंपेन नहीं मिला।',
  campaignCompleted: 'इस कैंपेन को उसके सभी व्यू मिल चुके हैं।',
  durationNotOffered: 'यह अवधि इस कैंपेन प्रकार के लिए उपलब्ध नहीं है। कृपया कोई और चुनें।',
  priceChanged: 'इस अवधि की कीमत बदल गई है। कृपया अपना कैंपेन जाँचें और फिर से कोशिश करें।',
  heldByOperator:
    'यह कैंपेन हमारी टीम ने रोका है और इसे चालू नहीं किया जा सकता। कृपया सहायता टीम से संपर्क करें।',
  waitingForReview: 'समीक्षा का इंतज़ार है',
};
