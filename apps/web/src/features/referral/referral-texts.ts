/** Texts of the refer and earn page (spec part 1 §2 "Refer and earn page"). */
export const REFERRAL_TEXTS = {
  title: 'Refer and Earn',
  rateBanner: (percent: number) => `Earn ${percent}% of everything your referrals earn`,
  inviteLabel: 'Your invite link',
  copyInvite: 'Copy invite link',
  tableTitle: 'Your Referrals',
  columnUser: 'Username',
  columnIncome: 'Income',
  columnDate: 'Date',
  empty: 'No referrals found',
  loadFailed: 'Something went wrong.',
} as const;

export const REFERRALS_PER_PAGE = 5;

/** The invite link of part 1 §2: {origin}/signup/ref/{userName}. */
export function inviteLink(origin: string, userName: string): string {
  return `${origin}/signup/ref/${encodeURIComponent(userName)}`;
}
