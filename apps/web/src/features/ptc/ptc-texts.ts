import type { CampaignType } from '@kamao/contract/constants';
import { GENERIC_ERROR_MESSAGE } from '@kamao/contract/error-texts';
import { PROXY_DETECTED_TEXT, PROXY_DETECTED_TITLE } from '@kamao/contract/ptc-texts';
import { PROXY_DETECTED_TEXT_HI, PROXY_DETECTED_TITLE_HI } from '@kamao/contract/ptc-texts.hi';
import { bilingual } from '../../lib/texts';

/** Texts of the View Ads page and the ad tabs (docs/product/ptc-ads.md). */
const en = {
  title: 'View Ads',
  todayEarnings: 'Today Earnings',
  totalLinks: 'Total Links',
  completed: 'Completed',
  adTypes: 'Ad types',
  tabs: { window: 'Window', iframe: 'Iframe', youtube: 'Youtube' } satisfies Record<
    CampaignType,
    string
  >,
  viewAd: 'View Ad',
  viewing: 'Viewing…',
  seconds: (seconds: number) => `${seconds} sec`,
  duration: 'Duration',
  reward: 'Reward',
  noAds: 'No ads of this type right now.',
  noAdsHint: 'Try another tab or come back later.',
  moreAdsIn: 'More ads in',
  instructions: 'Instructions',
  loadFailed: 'Something went wrong.',
  // A failed call the server did not name (docs/product/common.md#errors-every-page-may-show).
  generalError: GENERIC_ERROR_MESSAGE,

  // The opener's title while the ad tab runs (step 5 of docs/product/ptc-ads.md#the-ad-flow) and
  // after a paid view (step 7).
  waitTitle: (seconds: number) => `Wait: ${seconds} sec`,
  successTitle: 'Success!',
  successText: (amount: string) => `You earned ${amount} for viewing this ad.`,
  failedTitle: 'Operation failed. Please try again.',
  stayOnNewTab:
    'Please stay on the new tab and do not reload / refresh it until the process is complete.',
  abortText: {
    window: 'Please do not close / reload new tab until You have clicked the Claim Bonus button.',
    iframe: 'Please do not close new tab until timer is completed',
    youtube: 'Please do not close new tab until timer is completed',
  } satisfies Record<CampaignType, string>,
  popupBlocked: 'The ad tab could not open. Please allow pop-ups for this site and try again.',

  // The ad tabs (docs/product/ptc-ads.md#the-ad-tabs, #blocking).
  waitingTitle: 'Claim Your Ad Reward',
  waitingIntro: 'Your ad is almost ready. Please wait…',
  waitingSeconds: (seconds: number) => `Claim Bonus in ${seconds} sec`,
  claimBonus: 'Claim Bonus',
  claimHint: 'Claim Bonus opens the ad. Stay on it until the View Ads tab confirms your reward.',
  secondsRemaining: (seconds: number) => `${seconds} sec remaining`,
  keepOpen: 'Keep this tab open until the timer ends.',
  done: 'Done!',
  doneHint: 'You can close this tab and go back to View Ads.',
  noContent: 'No content available.',
  videoPaused: 'Video is paused! Please play the video to continue.',
  playVideo: 'Play video',
  videoLoading: 'Loading the video…',
  videoFailed: 'The video player could not load. Check your connection and reload the page.',
  completedTitle: 'Completed',
  notCompletedTitle: 'Not Completed',
  viewEnded: 'This ad view has ended. Go back to View Ads to start again.',
  adFrameTitle: 'Advertisement',
  adBlockerTitle: 'Ad Blocker Detected',
  adBlockerText:
    'It appears that you are using an ad blocker. Please disable your ad blocker to continue your earnings.',
  // The proxy block (docs/product/ptc-ads.md#blocking), from the contract.
  proxyTitle: PROXY_DETECTED_TITLE,
  proxyText: PROXY_DETECTED_TEXT,
  checking: 'Checking your connection…',
};

export const PTC_TEXTS = bilingual(en, {
  title: 'विज्ञापन देखें',
  todayEarnings: 'आज की कमाई',
  totalLinks: 'कुल विज्ञापन',
  completed: 'पूरे हुए',
  adTypes: 'विज्ञापन के प्रकार',
  tabs: { window: 'विंडो', iframe: 'आईफ़्रेम', youtube: 'YouTube' },
  viewAd: 'विज्ञापन देखें',
  viewing: 'देखा जा रहा है…',
  seconds: (seconds) => `${seconds} सेकंड`,
  duration: 'अवधि',
  reward: 'इनाम',
  noAds: 'अभी इस प्रकार का कोई विज्ञापन नहीं है।',
  noAdsHint: 'कोई दूसरा टैब आज़माएँ या बाद में फिर आएँ।',
  moreAdsIn: 'नए विज्ञापन आने में:',
  instructions: 'निर्देश',
  loadFailed: 'कुछ गड़बड़ हो गई।',
  generalError: 'कुछ गड़बड़ हो गई, कृपया फिर से कोशिश करें।',

  waitTitle: (seconds) => `रुकें: ${seconds} सेकंड`,
  successTitle: 'सफल!',
  successText: (amount) => `यह विज्ञापन देखने के लिए आपने ${amount} कमाए।`,
  failedTitle: 'कार्रवाई विफल रही। कृपया फिर से कोशिश करें।',
  stayOnNewTab: 'कृपया नए टैब पर ही रहें और प्रक्रिया पूरी होने तक उसे रीलोड / रिफ़्रेश न करें।',
  abortText: {
    window: 'जब तक आप "बोनस का दावा करें" बटन पर क्लिक न कर लें, तब तक कृपया नया टैब बंद / रीलोड न करें।',
    iframe: 'टाइमर पूरा होने तक कृपया नया टैब बंद न करें',
    youtube: 'टाइमर पूरा होने तक कृपया नया टैब बंद न करें',
  },
  popupBlocked:
    'विज्ञापन वाला टैब नहीं खुल सका। कृपया इस साइट के लिए पॉप-अप की अनुमति दें और फिर से कोशिश करें।',

  waitingTitle: 'विज्ञापन का इनाम पाएँ',
  waitingIntro: 'आपका विज्ञापन लगभग तैयार है। कृपया प्रतीक्षा करें…',
  waitingSeconds: (seconds) => `${seconds} सेकंड में बोनस का दावा करें`,
  claimBonus: 'बोनस का दावा करें',
  claimHint:
    '"बोनस का दावा करें" से विज्ञापन खुलता है। जब तक "विज्ञापन देखें" टैब आपके इनाम की पुष्टि न कर दे, उसी पर बने रहें।',
  secondsRemaining: (seconds) => `${seconds} सेकंड बाकी`,
  keepOpen: 'टाइमर खत्म होने तक यह टैब खुला रखें।',
  done: 'हो गया!',
  doneHint: 'अब आप यह टैब बंद करके "विज्ञापन देखें" पर लौट सकते हैं।',
  noContent: 'कोई सामग्री उपलब्ध नहीं है।',
  videoPaused: 'वीडियो रुका हुआ है! जारी रखने के लिए कृपया वीडियो चलाएँ।',
  playVideo: 'वीडियो चलाएँ',
  videoLoading: 'वीडियो लोड हो रहा है…',
  videoFailed: 'वीडियो प्लेयर लोड नहीं हो सका। अपना कनेक्शन जाँचें और पेज रीलोड करें।',
  completedTitle: 'पूरा हुआ',
  notCompletedTitle: 'पूरा नहीं हुआ',
  viewEnded: 'यह विज्ञापन व्यू खत्म हो गया है। फिर से शुरू करने के लिए "विज्ञापन देखें" पर लौटें।',
  adFrameTitle: 'विज्ञापन',
  adBlockerTitle: 'ऐड ब्लॉकर का पता चला',
  adBlockerText:
    'लगता है आप ऐड ब्लॉकर का इस्तेमाल कर रहे हैं। अपनी कमाई जारी रखने के लिए कृपया अपना ऐड ब्लॉकर बंद करें।',
  proxyTitle: PROXY_DETECTED_TITLE_HI,
  proxyText: PROXY_DETECTED_TEXT_HI,
  checking: 'आपका कनेक्शन जाँचा जा रहा है…',
});
