import type { PAYOUT_ACCOUNT_TEXTS } from './payout-account-texts.ts';
import type { Translation } from './translation.ts';

/** Hindi of payout-account-texts.ts : what the web shows when a member reads Hindi. */
export const PAYOUT_ACCOUNT_TEXTS_HI: Translation<typeof PAYOUT_ACCOUNT_TEXTS> = {
  upi: 'अपनी UPI ID name@bank के रूप में लिखें, जैसे rahul@okaxis।',
  paytm: 'अपना 10 अंकों का Paytm मोबाइल नंबर लिखें, जैसे 9876543210।',
  bankFormat: 'अपना बैंक खाता नंबर, फिर एक स्पेस और IFSC लिखें, जैसे 123456789012 SBIN0001234।',
  bankAccountNumber: 'बैंक खाता नंबर में 9 से 18 अंक होने चाहिए।',
  bankIfsc: 'IFSC में 11 अक्षर होने चाहिए: 4 अक्षर, एक 0 और 6 अक्षर या अंक, जैसे SBIN0001234।',
  savedAccountInvalid:
    'आपका सहेजा गया निकासी खाता इस तरीके के लिए सही नहीं है। कृपया इसे अपनी प्रोफ़ाइल में ठीक करें।',
};
