import type { Translation } from './translation';
import type { PTC_ERROR_TEXTS } from './ptc-texts';

/** Hindi of ptc-texts.ts : what the web shows when a member reads Hindi. */
export const PROXY_DETECTED_TITLE_HI = 'प्रॉक्सी का पता चला';
export const PROXY_DETECTED_TEXT_HI =
  'हमें पता चला है कि आप प्रॉक्सी का इस्तेमाल कर रहे हैं। अपनी कमाई जारी रखने के लिए कृपया अपनी प्रॉक्सी बंद करें।';

export const PTC_ERROR_TEXTS_HI: Translation<typeof PTC_ERROR_TEXTS> = {
  adNotAvailable: 'यह विज्ञापन अभी उपलब्ध नहीं है। कृपया कोई दूसरा विज्ञापन चुनें।',
  ownCampaign: 'आप अपना खुद का कैंपेन नहीं देख सकते।',
  viewNotFound: 'यह व्यू नहीं मिला। कृपया विज्ञापन फिर से देखें।',
  tooEarly: 'कृपया टाइमर पूरा होने तक विज्ञापन देखें।',
  alreadyPaid: 'इस व्यू के लिए आपको पहले ही भुगतान किया जा चुका है।',
  viewExpired: 'यह व्यू समाप्त हो गया है। कृपया विज्ञापन फिर से देखें।',
  campaignPaused: 'विज्ञापनदाता ने यह विज्ञापन रोक दिया है।',
  campaignExhausted: 'इस विज्ञापन के सभी व्यू पूरे हो चुके हैं।',
  dailyLimitReached: 'यह विज्ञापन आज की अपनी सीमा तक पहुँच गया है। कृपया कल फिर आएँ।',
  viewedWithinInterval: 'आप यह विज्ञापन पहले ही देख चुके हैं। कृपया बाद में फिर आएँ।',
  // Joined like the English: the title, a dash, the text.
  proxyDetected: `${PROXY_DETECTED_TITLE_HI} - ${PROXY_DETECTED_TEXT_HI}`,
};
