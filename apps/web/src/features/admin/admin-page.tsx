import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { contentAdminRoutes } from '@kamao/contract/admin/content';
import { ApiError, isSessionError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Logo } from '../../components/logo';
import { PageSkeleton } from '../../components/skeleton';
import { useAdminQuery } from './api/admin-queries';
import { AnnouncementsPanel } from './content/announcements-panel';
import { AuditLogPanel } from './members/audit-log-panel';
import { CampaignsPanel } from './campaigns/campaigns-panel';
import { FaqsPanel } from './content/faqs-panel';
import { FooterPanel } from './content/footer-panel';
import { GamesPanel } from './games/games-panel';
import { HomepageSectionsPanel } from './content/homepage-sections-panel';
import { MembersPanel } from './members/members-panel';
import { MessagesPanel } from './inbox/messages-panel';
import { GiftCodesPanel } from './wallet/gift-codes-panel';
import { OutboxPanel } from './inbox/outbox-panel';
import { PayoutsPanel } from './payouts/payouts-panel';
import { PtcPricingPanel } from './ptc/ptc-pricing-panel';
import { WalletRatesPanel } from './wallet/wallet-rates-panel';
import { WithdrawalMethodsPanel } from './wallet/withdrawal-methods-panel';
import { RuntimePanel } from './runtime-panel';
import { ApiDocsSwitch } from './api-docs-switch';
import { ShortenersPanel } from './shortlinks/shorteners-panel';
import { OfferWallsPanel } from './taskwalls/offer-walls-panel';
import { SiteTextsPanel } from './content/site-texts-panel';

const TABS = [
  { id: 'faq', label: 'FAQ' },
  { id: 'homepage', label: 'Homepage' },
  { id: 'announcements', label: 'Announcements' },
  { id: 'texts', label: 'Pages & instructions' },
  { id: 'footer', label: 'Footer' },
  { id: 'messages', label: 'Messages' },
  { id: 'outbox', label: 'Outbox' },
  { id: 'members', label: 'Members' },
  { id: 'payouts', label: 'Payouts' },
  { id: 'methods', label: 'Withdrawal methods' },
  { id: 'gift-codes', label: 'Gift codes' },
  { id: 'rates', label: 'Wallet rates' },
  { id: 'ptc', label: 'PTC ads' },
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'short-links', label: 'Short links' },
  { id: 'task-walls', label: 'Task walls' },
  { id: 'games', label: 'Games' },
  { id: 'audit', label: 'Audit log' },
  { id: 'system', label: 'System' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * The operator console (docs/product/operator-console.md): a lazily loaded part of the web app
 * under /admin.
 */
export function AdminPage() {
  useDocumentTitle('Operator console');
  const [params, setParams] = useSearchParams();
  const tab: TabId = TABS.some((t) => t.id === params.get('tab'))
    ? (params.get('tab') as TabId)
    : 'faq';
  // The FAQ list doubles as the access check: 401 goes to /login (the one session reaction),
  // 403 means a member who is not an operator.
  const access = useAdminQuery(contentAdminRoutes.faqList);
  // On a phone the tab row scrolls sideways: keep the current tab in sight.
  const currentTab = useRef<HTMLButtonElement>(null);
  const ready = !access.isPending && !access.error;
  useEffect(() => {
    currentTab.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab, ready]);

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <Link to="/" aria-label="Kamao home">
            <Logo />
          </Link>
          <p className="text-sm font-semibold text-slate-600">Operator console</p>
        </div>
      </header>
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-6">
        {/* A lost session keeps the skeleton: the one session reaction is leaving for /login. */}
        {access.isPending || isSessionError(access.error) ? (
          <PageSkeleton />
        ) : access.error instanceof ApiError && access.error.status === 403 ? (
          <p
            role="alert"
            className="rounded-xl border border-rose-200 bg-rose-50 p-4 text-rose-800"
          >
            {access.error.errorMessage}{' '}
            <Link className="underline" to="/member/dashboard">
              Back to your dashboard
            </Link>
          </p>
        ) : access.error ? (
          <p role="alert" className="text-rose-700">
            Something went wrong, please try again.
          </p>
        ) : (
          <>
            <nav aria-label="Console sections" className="flex gap-2 overflow-x-auto pb-1">
              {TABS.map((t) => (
                <button
                  key={t.id}
                  ref={tab === t.id ? currentTab : undefined}
                  type="button"
                  aria-current={tab === t.id ? 'page' : undefined}
                  onClick={() => setParams({ tab: t.id })}
                  className={`shrink-0 rounded-full px-4 py-1.5 text-sm font-semibold ${
                    tab === t.id
                      ? 'bg-emerald-700 text-white'
                      : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100'
                  }`}
                >
                  {t.label}
                </button>
              ))}
            </nav>
            {tab === 'faq' && <FaqsPanel />}
            {tab === 'homepage' && <HomepageSectionsPanel />}
            {tab === 'announcements' && <AnnouncementsPanel />}
            {tab === 'texts' && <SiteTextsPanel />}
            {tab === 'footer' && <FooterPanel />}
            {tab === 'messages' && <MessagesPanel />}
            {tab === 'outbox' && <OutboxPanel />}
            {tab === 'members' && <MembersPanel />}
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
          </>
        )}
      </main>
    </div>
  );
}
