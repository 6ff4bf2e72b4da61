import type { AUTH_TEXTS } from './auth-texts';
import type { Translation } from './translation';

/** Hindi of auth-texts.ts : what the web shows when a member reads Hindi. */
export const AUTH_TEXTS_HI: Translation<typeof AUTH_TEXTS> = {
  captchaRequired: 'कृपया पुष्टि करें कि आप इंसान हैं!',
  invalidDetails: 'गलत जानकारी',
  loginSuccess: 'लॉग इन सफल रहा!',
  signupSuccess: 'रजिस्ट्रेशन सफल रहा!',
  alreadyRegistered: 'पहले से रजिस्टर्ड है',
  googleSuccess: 'सफल रहा!',
  loginWithPassword: 'कृपया पासवर्ड से लॉग इन करें',
  resetLinkSent: 'पासवर्ड रीसेट लिंक सफलतापूर्वक भेज दिया गया है।',
  accountSuspended: 'आपका खाता निलंबित कर दिया गया है।',
  accountLocked: (minutes) =>
    `लॉग इन की बहुत ज़्यादा कोशिशें गलत रहीं। कृपया ${minutes} मिनट बाद फिर से कोशिश करें।`,
  loginWait: (seconds) =>
    `लॉग इन की बहुत ज़्यादा कोशिशें गलत रहीं। कृपया ${seconds} सेकंड रुककर फिर से कोशिश करें।`,
  strongerCheckNeeded:
    'इस खाते पर कई गलत पासवर्ड आज़माए गए हैं। कृपया लंबी जाँच पूरी करें और फिर से लॉग इन करें।',
  tooManySignups: 'आज आपके नेटवर्क से बहुत ज़्यादा खाते बनाए गए हैं। कृपया कल फिर से कोशिश करें।',
  deviceAccountLimit:
    'इस डिवाइस पर अनुमत सभी खाते पहले ही बन चुके हैं। अपने मौजूदा खाते में लॉग इन करें या सपोर्ट से संपर्क करें।',
  vpnRefused:
    'VPN या प्रॉक्सी से साइन अप की अनुमति नहीं है। कृपया अपना VPN या प्रॉक्सी बंद करें और फिर से कोशिश करें।',
  commonPassword: 'यह पासवर्ड बहुत आम है। कृपया कोई दूसरा पासवर्ड चुनें।',
  missingCredentials: 'लॉग इन की जानकारी नहीं मिली',
  noGoogleAccount: 'इस Google खाते से कोई खाता रजिस्टर्ड नहीं है। कृपया पहले साइन अप करें।',
  googleNotConfigured: 'Google से साइन इन अभी उपलब्ध नहीं है।',
  resetLinkRecent: 'रीसेट लिंक अभी-अभी भेजा गया है। कृपया अपना इनबॉक्स देखें।',
  resetLinkInvalid: 'यह पासवर्ड रीसेट लिंक गलत है या इसकी समय-सीमा खत्म हो गई है।',
  resetTokenVerified: 'लिंक की पुष्टि हो गई',
  passwordReset: 'आपका पासवर्ड रीसेट हो गया है। कृपया नए पासवर्ड से लॉग इन करें।',
  emailLinkInvalid: 'यह ईमेल पुष्टि लिंक गलत है या इसकी समय-सीमा खत्म हो गई है।',
  emailUpdated: 'आपका ईमेल पता अपडेट हो गया है।',
};
