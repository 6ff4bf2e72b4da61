import type { CampaignType } from '@kamao/contract/constants';
import { PROXY_DETECTED_TEXT, PROXY_DETECTED_TITLE } from '@kamao/contract/ptc-texts';

/** Texts of the View Ads page and the ad tabs (spec part 2 §2.2, §2.9, §4.1-4.3, §8). */
export const PTC_TEXTS = {
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

  // The opener's title while the ad tab runs (§4.1 step 5) and after a paid view (step 7).
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

  // The ad tabs (§2.9, §4.2, §4.3).
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
  // spec part 2 §8 "Proxy page", from the contract.
  proxyTitle: PROXY_DETECTED_TITLE,
  proxyText: PROXY_DETECTED_TEXT,
  checking: 'Checking your connection…',
} as const;
