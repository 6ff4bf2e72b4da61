import type { ApiRoute } from '../api-route.ts';
import { apiDocsAdminRoutes } from './api-docs.ts';
import { auditLogAdminRoutes } from './audit-log.ts';
import { campaignAdminRoutes } from './campaigns.ts';
import { contentAdminRoutes } from './content.ts';
import { financeAdminRoutes } from './finance.ts';
import { gameAdminRoutes } from './games.ts';
import { giftCodeAdminRoutes } from './gift-codes.ts';
import { inboxAdminRoutes } from './inbox.ts';
import { memberAdminRoutes } from './members.ts';
import { offerWallAdminRoutes } from './offer-walls.ts';
import { overviewAdminRoutes } from './overview.ts';
import { payoutProviderAdminRoutes } from './payout-provider.ts';
import { payoutAdminRoutes } from './payouts.ts';
import { ptcAdminRoutes } from './ptc.ts';
import { riskAdminRoutes } from './risk.ts';
import { runtimeAdminRoutes } from './runtime.ts';
import { shortenerAdminRoutes } from './shorteners.ts';
import { walletAdminRoutes } from './wallet.ts';

/** Where every call of the operator console lives (docs/design.md#the-api-and-its-contract). */
export const ADMIN_API_PREFIX = '/api/admin/';

/**
 * The operator console's calls, one table per domain (content, members, wallet, payouts, PTC,
 * campaigns, short links, task walls, games, system), each beside its schemas in this folder. Every route needs an operator's
 * session: 401 with a session flag without one, 403 for a member who is not an operator. The
 * server registers each entry by name and the console calls it through the same checked client
 * as the member pages (apps/web/src/lib/api-client.ts callRoute).
 */
export const adminRoutes = {
  ...overviewAdminRoutes,
  ...contentAdminRoutes,
  ...inboxAdminRoutes,
  ...memberAdminRoutes,
  ...auditLogAdminRoutes,
  ...payoutAdminRoutes,
  ...payoutProviderAdminRoutes,
  ...walletAdminRoutes,
  ...financeAdminRoutes,
  ...giftCodeAdminRoutes,
  ...riskAdminRoutes,
  ...ptcAdminRoutes,
  ...campaignAdminRoutes,
  ...shortenerAdminRoutes,
  ...offerWallAdminRoutes,
  ...gameAdminRoutes,
  ...runtimeAdminRoutes,
  ...apiDocsAdminRoutes,
} as const satisfies Record<string, ApiRoute>;

export type AdminRouteKey = keyof typeof adminRoutes;
