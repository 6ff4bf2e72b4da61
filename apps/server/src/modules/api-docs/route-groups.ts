import type { ApiRoute } from '@kamao/contract/api-route';
import { apiDocsAdminRoutes } from '@kamao/contract/admin/api-docs';
import { auditLogAdminRoutes } from '@kamao/contract/admin/audit-log';
import { campaignAdminRoutes } from '@kamao/contract/admin/campaigns';
import { contentAdminRoutes } from '@kamao/contract/admin/content';
import { gameAdminRoutes } from '@kamao/contract/admin/games';
import { giftCodeAdminRoutes } from '@kamao/contract/admin/gift-codes';
import { inboxAdminRoutes } from '@kamao/contract/admin/inbox';
import { memberAdminRoutes } from '@kamao/contract/admin/members';
import { offerWallAdminRoutes } from '@kamao/contract/admin/offer-walls';
import { payoutAdminRoutes } from '@kamao/contract/admin/payouts';
import { ptcAdminRoutes } from '@kamao/contract/admin/ptc';
import { runtimeAdminRoutes } from '@kamao/contract/admin/runtime';
import { shortenerAdminRoutes } from '@kamao/contract/admin/shorteners';
import { walletAdminRoutes } from '@kamao/contract/admin/wallet';
import { advertiserRoutes } from '@kamao/contract/member-routes/advertiser';
import { authRoutes } from '@kamao/contract/member-routes/auth';
import { dashboardRoutes } from '@kamao/contract/member-routes/dashboard';
import { gameRoutes } from '@kamao/contract/member-routes/games';
import { healthRoutes } from '@kamao/contract/member-routes/health';
import { profileRoutes } from '@kamao/contract/member-routes/profile';
import { ptcRoutes } from '@kamao/contract/member-routes/ptc';
import { rewardRoutes } from '@kamao/contract/member-routes/rewards';
import { shortLinkRoutes } from '@kamao/contract/member-routes/short-links';
import { siteRoutes } from '@kamao/contract/member-routes/site';
import { taskWallRoutes } from '@kamao/contract/member-routes/task-walls';
import { walletRoutes } from '@kamao/contract/member-routes/wallet';

export interface RouteGroup {
  /** The document's tag: the heading the viewer lists the group's calls under. */
  tag: string;
  description: string;
  routes: Record<string, ApiRoute>;
}

/**
 * The contract's domain tables as the document's sections. The document itself walks the merged
 * tables (api-routes.ts, admin/admin-routes.ts), so a call in no group here is still published,
 * under "Other".
 */
export const ROUTE_GROUPS: RouteGroup[] = [
  { tag: 'Site', description: 'Login check, statistics, contact form.', routes: siteRoutes },
  { tag: 'Accounts', description: 'Sign-up, login, password reset, logout.', routes: authRoutes },
  { tag: 'Dashboard', description: "The member's figures.", routes: dashboardRoutes },
  { tag: 'Wallet', description: 'Balances, withdrawals, conversion.', routes: walletRoutes },
  { tag: 'Rewards', description: 'Referrals and gift codes.', routes: rewardRoutes },
  { tag: 'Profile', description: 'Profile, password and e-mail.', routes: profileRoutes },
  { tag: 'Pay-to-click ads', description: 'Ads, views and their rewards.', routes: ptcRoutes },
  { tag: 'Short links', description: 'Short links and their rewards.', routes: shortLinkRoutes },
  { tag: 'Task walls', description: "Members' list of walls.", routes: taskWallRoutes },
  { tag: 'Advertiser', description: "A member's own campaigns.", routes: advertiserRoutes },
  { tag: 'Games', description: 'The games home.', routes: gameRoutes },
  { tag: 'Health', description: 'Liveness and readiness.', routes: healthRoutes },
  consoleGroup('Content', 'Announcements, FAQ, homepage, footer, texts.', contentAdminRoutes),
  consoleGroup('Inbox', 'Contact messages and the mail outbox.', inboxAdminRoutes),
  consoleGroup('Members', 'Search, ban, adjust.', memberAdminRoutes),
  consoleGroup('Audit log', "Operators' writes.", auditLogAdminRoutes),
  consoleGroup('Payouts', 'The withdrawal queue.', payoutAdminRoutes),
  consoleGroup('Wallet', 'Withdrawal methods and rates.', walletAdminRoutes),
  consoleGroup('Gift codes', 'Codes and their claims.', giftCodeAdminRoutes),
  consoleGroup('Pay-to-click', 'Ads, settings, snippets.', ptcAdminRoutes),
  consoleGroup('Campaigns', "Advertisers' campaigns under review.", campaignAdminRoutes),
  consoleGroup('Shorteners', 'Short-link providers.', shortenerAdminRoutes),
  consoleGroup('Task walls', 'Walls and their postbacks.', offerWallAdminRoutes),
  consoleGroup('Games', 'Rooms, matches, paid rooms.', gameAdminRoutes),
  consoleGroup('System', 'Runtime, jobs.', runtimeAdminRoutes),
  consoleGroup('API document', 'Publishing this document.', apiDocsAdminRoutes),
];

function consoleGroup(name: string, description: string, routes: Record<string, ApiRoute>) {
  return { tag: `Console: ${name}`, description: `Operator console. ${description}`, routes };
}
