import type { EarningSource } from '@kamao/contract/api-dashboard';
import { pagePaths } from '@kamao/contract/page-paths';

/** Texts of the member dashboard (spec part 1 §2 "Member dashboard"). */
export const DASHBOARD_TEXTS = {
  title: 'Dashboard',
  // spec part 1 §2 "Member dashboard": the LogOut button opens a confirm dialog.
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
} as const;

/** The five tiles, in spec order, with the page each one links to. */
export const EARNING_TILES: ReadonlyArray<{ source: EarningSource; label: string; to: string }> = [
  { source: 'ptc_ads', label: 'PTC Ads', to: pagePaths.ptcAds },
  { source: 'click_short_link', label: 'Short Links', to: pagePaths.clickShortenLink },
  { source: 'offerWall', label: 'Task Wall', to: pagePaths.taskWalls },
  { source: 'referral_income', label: 'Referral Income', to: pagePaths.referAndEarn },
  { source: 'bettingGames', label: 'Betting Games', to: pagePaths.bettingGames },
];
