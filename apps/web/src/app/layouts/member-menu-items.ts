import { pagePaths } from '@kamao/contract/page-paths';
import type { IconName } from '../../components/icon';

export interface MemberMenuLink {
  kind: 'link';
  label: string;
  path: string;
  icon: IconName;
}

export type MemberMenuEntry = MemberMenuLink | { kind: 'divider' } | { kind: 'logout' };

/** The Member Menu, in the spec's order (part 1 §2 "Member side menu"). */
export const MEMBER_MENU: readonly MemberMenuEntry[] = [
  { kind: 'link', label: 'Home', path: pagePaths.home, icon: 'home' },
  { kind: 'link', label: 'Profile', path: pagePaths.profile, icon: 'user' },
  { kind: 'link', label: 'Advertiser', path: pagePaths.advertiser, icon: 'megaphone' },
  { kind: 'link', label: 'Dashboard', path: pagePaths.memberDashboard, icon: 'dashboard' },
  { kind: 'link', label: 'Withdraw', path: pagePaths.withdraw, icon: 'wallet' },
  { kind: 'link', label: 'Balance Converter', path: pagePaths.balanceConverter, icon: 'converter' },
  { kind: 'link', label: 'Refer & Earn', path: pagePaths.referAndEarn, icon: 'users' },
  { kind: 'link', label: 'GiftCode', path: pagePaths.giftCode, icon: 'gift' },
  { kind: 'link', label: 'PTC Ads', path: pagePaths.ptcAds, icon: 'eye' },
  { kind: 'link', label: 'Click Short Link', path: pagePaths.clickShortenLink, icon: 'link' },
  { kind: 'link', label: 'Task Walls', path: pagePaths.taskWalls, icon: 'tasks' },
  { kind: 'link', label: 'Betting Games', path: pagePaths.bettingGames, icon: 'games' },
  { kind: 'divider' },
  { kind: 'link', label: 'Support', path: pagePaths.memberSupport, icon: 'support' },
  { kind: 'link', label: 'Settings', path: pagePaths.settings, icon: 'settings' },
  { kind: 'logout' },
];
