import type { GIFT_CODE_TEXTS } from './gift-code-texts';
import type { Translation } from './translation';

/** Hindi of gift-code-texts.ts : what the web shows when a member reads Hindi. */
export const GIFT_CODE_TEXTS_HI: Translation<typeof GIFT_CODE_TEXTS> = {
  invalid: 'गलत गिफ़्ट कोड। कृपया कोड जाँचें और फिर से कोशिश करें।',
  expired: 'इस गिफ़्ट कोड की समय-सीमा खत्म हो गई है।',
  exhausted: 'इस गिफ़्ट कोड के सभी दावे पूरे हो चुके हैं।',
  alreadyClaimed: 'आप इस गिफ़्ट कोड पर पहले ही दावा कर चुके हैं।',
  claimed: (amount) => `गिफ़्ट कोड लग गया! ₹${amount} आपके बैलेंस में जोड़ दिए गए हैं।`,
};
