import type { EarningSource } from '@kamao/contract/api-dashboard';
import { FIRST_STEP_TEXTS } from '@kamao/contract/first-paint-slots';
import { pagePaths } from '@kamao/contract/page-paths';
import { bilingual } from '../../lib/texts';

/** Texts of the member dashboard (docs/product/dashboard.md). */
const en = {
  title: 'Dashboard',
  // The dashboard's LogOut button opens a confirm dialog.
  logout: 'LogOut',
  thisMonth: "This month's income",
  announcements: 'Announcements',
  noAnnouncements: 'No announcements',
  month: 'Month',
  dailyTitle: 'Daily Earnings',
  columnDate: 'Date',
  columnSelf: 'Self Earnings',
  columnReferral: 'Referral Earnings',
  columnTotal: 'Total Earnings',
  empty: 'No Earnings Yet! Start Now!',
  chartLabel: (month: string) => `Daily total earnings in ${month}`,
  chartRupeeAxis: 'Total earnings (₹)',
  chartDayAxis: 'Day of the month',
  chartSummary: (label: string, days: number, total: string, most: string, mostOn: string) =>
    `${label}: ${days === 1 ? '1 day' : `${days} days`} with earnings, ${total} in all, the most ${most} on ${mostOn}.`,
  loadFailed: 'Something went wrong.',
  // Not in the spec: shown only to a member who owes money after an offer wall's chargeback.
  debtTitle: 'Amount owed',
  debtExplained:
    'An offer you were paid for was reversed after your balance was spent. Your next earnings pay this first.',
  // Ours: a member who has earned nothing yet is pointed at the first way to earn. The server
  // paints the same words with the page.
  firstStepTitle: FIRST_STEP_TEXTS.en.title,
  firstStepText: FIRST_STEP_TEXTS.en.text,
  firstStepAction: FIRST_STEP_TEXTS.en.action,
  /** The five tiles' labels (spec order in EARNING_TILES). */
  tiles: {
    ptc_ads: 'PTC Ads',
    click_short_link: 'Short Links',
    offerWall: 'Task Wall',
    referral_income: 'Referral Income',
    bettingGames: 'Betting Games',
  } satisfies Record<EarningSource, string>,
};

export const DASHBOARD_TEXTS = bilingual(en, {
  title: 'डैशबोर्ड',
  logout: 'लॉग आउट',
  thisMonth: 'इस महीने की कमाई',
  announcements: 'घोषणाएँ',
  noAnnouncements: 'कोई घोषणा नहीं',
  month: 'महीना',
  dailyTitle: 'रोज़ की कमाई',
  columnDate: 'तारीख',
  columnSelf: 'अपनी कमाई',
  columnReferral: 'रेफ़रल से कमाई',
  columnTotal: 'कुल कमाई',
  empty: 'अभी तक कोई कमाई नहीं! अभी शुरू करें!',
  chartLabel: (month) => `${month} में रोज़ की कुल कमाई`,
  chartRupeeAxis: 'कुल कमाई (₹)',
  chartDayAxis: 'महीने का दिन',
  chartSummary: (label, days, total, most, mostOn) =>
    `${label}: ${days} दिन कमाई हुई, कुल ${total}, सबसे ज़्यादा ${most} ${mostOn} को।`,
  loadFailed: 'कुछ गड़बड़ हो गई।',
  debtTitle: 'बकाया राशि',
  debtExplained:
    'जिस ऑफ़र के लिए आपको पैसे मिले थे, वह आपका बैलेंस खर्च होने के बाद वापस ले लिया गया। आपकी अगली कमाई से पहले यह राशि चुकाई जाएगी।',
  firstStepTitle: FIRST_STEP_TEXTS.hi.title,
  firstStepText: FIRST_STEP_TEXTS.hi.text,
  firstStepAction: FIRST_STEP_TEXTS.hi.action,
  tiles: {
    ptc_ads: 'PTC विज्ञापन',
    click_short_link: 'शॉर्ट लिंक',
    offerWall: 'टास्क वॉल',
    referral_income: 'रेफ़रल आय',
    bettingGames: 'बेटिंग गेम्स',
  },
});

/** The five tiles, in spec order, with the page each one links to (labels in `tiles`). */
export const EARNING_TILES: ReadonlyArray<{ source: EarningSource; to: string }> = [
  { source: 'ptc_ads', to: pagePaths.ptcAds },
  { source: 'click_short_link', to: pagePaths.clickShortenLink },
  { source: 'offerWall', to: pagePaths.taskWalls },
  { source: 'referral_income', to: pagePaths.referAndEarn },
  { source: 'bettingGames', to: pagePaths.bettingGames },
];
