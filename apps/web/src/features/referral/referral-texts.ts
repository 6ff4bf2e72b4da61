import { bilingual } from '../../lib/texts';

/** Texts of the refer and earn page (docs/product/referrals.md#the-refer-and-earn-page). */
const en = {
  title: 'Refer and Earn',
  rateBanner: (percent: number) => `Earn ${percent}% of everything your referrals earn`,
  inviteLabel: 'Your invite link',
  copyInvite: 'Copy invite link',
  shareWhatsApp: 'Share on WhatsApp',
  tableTitle: 'Your Referrals',
  columnUser: 'Username',
  columnIncome: 'Income',
  columnDate: 'Date',
  empty: 'No referrals found',
  loadFailed: 'Something went wrong.',
  /** The message a member sends with the WhatsApp button, in the language they chose. */
  inviteMessage: (siteName: string, link: string) =>
    `Join me on ${siteName} and earn real rupees from simple online tasks. Sign up with my link: ${link}`,
};

export const REFERRAL_TEXTS = bilingual(en, {
  title: 'रेफ़र करें और कमाएँ',
  rateBanner: (percent) => `आपके रेफ़रल की हर कमाई का ${percent}% पाएँ`,
  inviteLabel: 'आपका इनवाइट लिंक',
  copyInvite: 'इनवाइट लिंक कॉपी करें',
  shareWhatsApp: 'WhatsApp पर शेयर करें',
  tableTitle: 'आपके रेफ़रल',
  columnUser: 'यूज़रनेम',
  columnIncome: 'कमाई',
  columnDate: 'तारीख',
  empty: 'कोई रेफ़रल नहीं मिला',
  loadFailed: 'कुछ गड़बड़ हो गई।',
  inviteMessage: (siteName, link) =>
    `मेरे साथ ${siteName} से जुड़ें और आसान ऑनलाइन कामों से असली रुपये कमाएँ। मेरे लिंक से साइन अप करें: ${link}`,
});

export const REFERRALS_PER_PAGE = 5;

/** The invite link (docs/product/referrals.md#invite-link): {origin}/signup/ref/{userName}. */
export function inviteLink(origin: string, userName: string): string {
  return `${origin}/signup/ref/${encodeURIComponent(userName)}`;
}

/**
 * The invite link cut after each '/' of its path: the only places it may wrap on a narrow
 * screen, so the address and the member's name are never broken in the middle.
 * 'https://kamao.in/signup/ref/ravi' → ['https://kamao.in/', 'signup/', 'ref/', 'ravi'].
 */
export function inviteLinkParts(link: string): string[] {
  const scheme = /^[a-z][a-z\d+.-]*:\/\//i.exec(link)?.[0] ?? '';
  const parts = link.slice(scheme.length).split(/(?<=\/)/);
  parts[0] = scheme + (parts[0] ?? '');
  return parts;
}
