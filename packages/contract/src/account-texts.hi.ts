import type { ACCOUNT_TEXTS } from './account-texts';
import type { Translation } from './translation';

/** Hindi of account-texts.ts : what the web shows when a member reads Hindi. */
export const ACCOUNT_TEXTS_HI: Translation<typeof ACCOUNT_TEXTS> = {
  profileUpdated: 'प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई',
  invalidMethod: 'कृपया सूची में से निकासी का तरीका चुनें।',
  passwordChanged: 'पासवर्ड सफलतापूर्वक बदल दिया गया',
  wrongCurrentPassword: 'मौजूदा पासवर्ड गलत है।',
  samePassword: 'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए।',
  emailLinkSent: 'आपके नए ईमेल पते पर एक पुष्टि लिंक भेजा गया है।',
  emailInUse: 'यह नया ईमेल पहले से इस्तेमाल में है। कृपया कोई दूसरा ईमेल चुनें।',
  emailChangePending: 'ईमेल बदलने का अनुरोध पहले से दर्ज है',
  settingsWait: 'कृपया दोबारा कोशिश करने से पहले थोड़ा इंतज़ार करें।',
};
