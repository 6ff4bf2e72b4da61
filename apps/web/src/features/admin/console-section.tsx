import { AnnouncementsPanel } from './content/announcements-panel';
import { AuditLogPanel } from './members/audit-log-panel';
import { CampaignsPanel } from './campaigns/campaigns-panel';
import { FaqsPanel } from './content/faqs-panel';
import { FooterPanel } from './content/footer-panel';
import { GamesPanel } from './games/games-panel';
import { HomepageSectionsPanel } from './content/homepage-sections-panel';
import { MembersSection } from './members/members-section';
import { MessagesPanel } from './inbox/messages-panel';
import { MoneyPanel } from './money/money-panel';
import { GiftCodesPanel } from './wallet/gift-codes-panel';
import { OutboxPanel } from './inbox/outbox-panel';
import { PayoutsPanel } from './payouts/payouts-panel';
import { RiskPanel } from './risk/risk-panel';
import { PtcPricingPanel } from './ptc/ptc-pricing-panel';
import { WalletRatesPanel } from './wallet/wallet-rates-panel';
import { WithdrawalMethodsPanel } from './wallet/withdrawal-methods-panel';
import { RuntimePanel } from './runtime-panel';
import { ApiDocsSwitch } from './api-docs-switch';
import { ShortenersPanel } from './shortlinks/shorteners-panel';
import { OfferWallsPanel } from './taskwalls/offer-walls-panel';
import { OverviewPanel } from './overview/overview-panel';
import { SiteTextsPanel } from './content/site-texts-panel';
import type { ConsoleTabId } from './console-tab-list';

/** The panel (or, for System, the two panels) of the console's current section. */
export function ConsoleSection({ tab }: { tab: ConsoleTabId }) {
  return (
    <>
      {tab === 'overview' && <OverviewPanel />}
      {tab === 'faq' && <FaqsPanel />}
      {tab === 'homepage' && <HomepageSectionsPanel />}
      {tab === 'announcements' && <AnnouncementsPanel />}
      {tab === 'texts' && <SiteTextsPanel />}
      {tab === 'footer' && <FooterPanel />}
      {tab === 'messages' && <MessagesPanel />}
      {tab === 'outbox' && <OutboxPanel />}
      {tab === 'members' && <MembersSection />}
      {tab === 'risk' && <RiskPanel />}
      {tab === 'payouts' && <PayoutsPanel />}
      {tab === 'methods' && <WithdrawalMethodsPanel />}
      {tab === 'gift-codes' && <GiftCodesPanel />}
      {tab === 'rates' && <WalletRatesPanel />}
      {tab === 'ptc' && <PtcPricingPanel />}
      {tab === 'campaigns' && <CampaignsPanel />}
      {tab === 'short-links' && <ShortenersPanel />}
      {tab === 'task-walls' && <OfferWallsPanel />}
      {tab === 'games' && <GamesPanel />}
      {tab === 'audit' && <AuditLogPanel />}
      {tab === 'system' && <RuntimePanel />}
      {tab === 'system' && <ApiDocsSwitch />}
      {tab === 'money' && <MoneyPanel />}
    </>
  );
}
