import type { AppModule } from './define-module.ts';
import { adminModule } from './admin/manifest.ts';
import { apiDocsModule } from './api-docs/manifest.ts';
import { advertiserModule } from './advertiser/manifest.ts';
import { authModule } from './auth/manifest.ts';
import { dashboardModule } from './dashboard/manifest.ts';
import { gamesModule } from './games/manifest.ts';
import { giftCodeModule } from './giftcode/manifest.ts';
import { healthModule } from './health/manifest.ts';
import { mailModule } from './mail/manifest.ts';
import { membersModule } from './members/manifest.ts';
import { overviewModule } from './overview/manifest.ts';
import { profileModule } from './profile/manifest.ts';
import { payoutsModule } from './payouts/manifest.ts';
import { ptcModule } from './ptc/manifest.ts';
import { referralModule } from './referral/manifest.ts';
import { riskModule } from './risk/manifest.ts';
import { settingsModule } from './settings/manifest.ts';
import { shortLinkModule } from './shortlink/manifest.ts';
import { siteModule } from './site/manifest.ts';
import { taskWallModule } from './taskwall/manifest.ts';
import { walletModule } from './wallet/manifest.ts';

/**
 * Every feature of the server, once: the app registers their routes, the job runner their jobs,
 * the socket server their handlers and the demo seed their parts, in this order. A new feature
 * is a folder with a manifest.ts and one line here.
 */
export const MODULES: readonly AppModule[] = [
  healthModule,
  mailModule,
  authModule,
  siteModule,
  profileModule,
  walletModule,
  payoutsModule,
  dashboardModule,
  referralModule,
  giftCodeModule,
  membersModule,
  riskModule,
  ptcModule,
  advertiserModule,
  shortLinkModule,
  taskWallModule,
  gamesModule,
  settingsModule,
  adminModule,
  overviewModule,
  apiDocsModule,
];
