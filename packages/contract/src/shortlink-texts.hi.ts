import type { Translation } from './translation';
import type { SHORTLINK_ERROR_TEXTS } from './shortlink-texts';

/** Hindi of shortlink-texts.ts : what the web shows when a member reads Hindi. */
export const CLAIM_EARNINGS_BUTTON_HI = 'अपनी कमाई का दावा करें';
export const MISSING_TOKEN_TEXT_HI = 'अमान्य अनुरोध: यूनिक टोकन नहीं मिला।';
export const CLAIM_FAILED_TEXT_HI = 'अनुरोध विफल रहा। कृपया फिर से कोशिश करें।';
export const SHORTLINK_CLAIMED_MESSAGE_HI = 'आपकी कमाई आपके बैलेंस में जोड़ दी गई है।';

export const SHORTLINK_ERROR_TEXTS_HI: Translation<typeof SHORTLINK_ERROR_TEXTS> = {
  notAvailable: 'यह शॉर्ट लिंक अभी उपलब्ध नहीं है। कृपया कोई दूसरा चुनें।',
  dailyLimit: 'आज के लिए आप यह शॉर्ट लिंक पूरा कर चुके हैं। कृपया कल फिर आएँ।',
  coolingDown: 'यह शॉर्ट लिंक फिर से शुरू करने से पहले कृपया टाइमर खत्म होने तक प्रतीक्षा करें।',
  foreignOrigin: 'शॉर्ट लिंक सिर्फ़ इसी साइट पर पूरे किए जा सकते हैं।',
  shortenerFailed:
    'शॉर्ट लिंक सेवा अभी जवाब नहीं दे रही है। कृपया कोई दूसरा शॉर्ट लिंक आज़माएँ या बाद में फिर कोशिश करें।',
  tokenUnknown: 'यह लिंक मान्य नहीं है। कृपया शॉर्ट लिंक फिर से शुरू करें।',
  alreadyClaimed: 'आप इस शॉर्ट लिंक का दावा पहले ही कर चुके हैं।',
  otherAddress: 'कृपया शॉर्ट लिंक उसी नेटवर्क पर पूरा करें जिस पर आपने उसे शुरू किया था, फिर उसे दोबारा शुरू करें।',
  tooEarly: 'आप बहुत जल्दी लौट आए। कृपया शॉर्ट लिंक का हर चरण पूरा करें।',
  expired: 'यह लिंक समाप्त हो गया है। कृपया शॉर्ट लिंक फिर से शुरू करें।',
  interstitialUnknown: 'यह शॉर्ट लिंक मौजूद नहीं है या समाप्त हो गया है।',
  vpnRefused:
    'VPN या प्रॉक्सी से शॉर्ट लिंक का दावा नहीं किया जा सकता। कृपया अपना VPN या प्रॉक्सी बंद करें और फिर से दावा करें।',
};
