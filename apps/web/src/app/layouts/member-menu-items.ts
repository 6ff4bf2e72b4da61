import { pagePaths } from '@kamao/contract/page-paths';
import type { IconName } from '../../components/icon';
import { bilingual } from '../../lib/texts';

/**
 * The Member Menu's words: the spec's labels verbatim (docs/product/site-and-pages.md#member-menu),
 * and their Hindi.
 */
const en = {
  title: 'Member Menu',
  logOut: 'LogOut',
  /** Ours: an operator's way to the console. */
  operatorConsole: 'Operator console',
  labels: {
    home: 'Home',
    profile: 'Profile',
    advertiser: 'Advertiser',
    dashboard: 'Dashboard',
    withdraw: 'Withdraw',
    balanceConverter: 'Balance Converter',
    referAndEarn: 'Refer & Earn',
    giftCode: 'GiftCode',
    ptcAds: 'PTC Ads',
    clickShortLink: 'Click Short Link',
    taskWalls: 'Task Walls',
    bettingGames: 'Betting Games',
    support: 'Support',
    settings: 'Settings',
  },
};

export const MEMBER_MENU_TEXTS = bilingual(en, {
  title: 'सदस्य मेन्यू',
  logOut: 'लॉग आउट',
  operatorConsole: 'ऑपरेटर कंसोल',
  labels: {
    home: 'होम',
    profile: 'प्रोफ़ाइल',
    advertiser: 'विज्ञापनदाता',
    dashboard: 'डैशबोर्ड',
    withdraw: 'निकासी',
    balanceConverter: 'बैलेंस कन्वर्टर',
    referAndEarn: 'रेफ़र करें और कमाएँ',
    giftCode: 'गिफ़्ट कोड',
    ptcAds: 'PTC विज्ञापन',
    clickShortLink: 'शॉर्ट लिंक क्लिक करें',
    taskWalls: 'टास्क वॉल',
    bettingGames: 'बेटिंग गेम',
    support: 'सहायता',
    settings: 'सेटिंग्स',
  },
});

export type MemberMenuLabel = keyof typeof en.labels;

export interface MemberMenuLink {
  kind: 'link';
  /** The item's text, a key of MEMBER_MENU_TEXTS.labels (shown in the chosen language). */
  label: MemberMenuLabel;
  path: string;
  icon: IconName;
}

export type MemberMenuEntry = MemberMenuLink | { kind: 'divider' } | { kind: 'logout' };

/** The Member Menu, in the spec's order (docs/product/site-and-pages.md#member-menu). */
export const MEMBER_MENU: readonly MemberMenuEntry[] = [
  { kind: 'link', label: 'home', path: pagePaths.home, icon: 'home' },
  { kind: 'link', label: 'profile', path: pagePaths.profile, icon: 'user' },
  { kind: 'link', label: 'advertiser', path: pagePaths.advertiser, icon: 'megaphone' },
  { kind: 'link', label: 'dashboard', path: pagePaths.memberDashboard, icon: 'dashboard' },
  { kind: 'link', label: 'withdraw', path: pagePaths.withdraw, icon: 'wallet' },
  {
    kind: 'link',
    label: 'balanceConverter',
    path: pagePaths.balanceConverter,
    icon: 'converter',
  },
  { kind: 'link', label: 'referAndEarn', path: pagePaths.referAndEarn, icon: 'users' },
  { kind: 'link', label: 'giftCode', path: pagePaths.giftCode, icon: 'gift' },
  { kind: 'link', label: 'ptcAds', path: pagePaths.ptcAds, icon: 'eye' },
  { kind: 'link', label: 'clickShortLink', path: pagePaths.clickShortenLink, icon: 'link' },
  { kind: 'link', label: 'taskWalls', path: pagePaths.taskWalls, icon: 'tasks' },
  { kind: 'link', label: 'bettingGames', path: pagePaths.bettingGames, icon: 'games' },
  { kind: 'divider' },
  { kind: 'link', label: 'support', path: pagePaths.memberSupport, icon: 'support' },
  { kind: 'link', label: 'settings', path: pagePaths.settings, icon: 'settings' },
  { kind: 'logout' },
];
