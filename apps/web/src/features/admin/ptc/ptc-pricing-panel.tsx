import { ptcAdminRoutes } from '@kamao/contract/admin/ptc';
import { CAMPAIGN_TYPES } from '@kamao/contract/constants';
import { useAdminQuery } from '../api/admin-queries';
import { pendingOrFailed } from '../query-state';
import { AdSnippetsForm } from './ad-snippets-form';
import { PriceListForm } from './price-list-form';
import { PtcShareForm } from './ptc-share-form';

/**
 * The PTC market's terms (docs/product/ptc-ads.md#operator): what advertisers pay per view for each
 * duration and type, the viewer's share of it, the fewest views a campaign may buy, and the
 * ad-network snippets of the ad pages. The instructions text is under Pages & instructions.
 */
export function PtcPricingPanel() {
  const pricing = useAdminQuery(ptcAdminRoutes.ptcPricing);
  const data = pricing.data;
  return (
    <section aria-labelledby="ptc-title" className="grid gap-4">
      <h2 id="ptc-title" className="text-lg font-bold text-slate-900">
        PTC ads
      </h2>
      {pendingOrFailed(pricing, 'h-64') ??
        (data && (
          <>
            <PtcShareForm
              memberShareBp={data.memberShareBp}
              minimumTotalViews={data.minimumTotalViews}
            />
            <div className="grid gap-4 lg:grid-cols-3">
              {CAMPAIGN_TYPES.map((type) => (
                <PriceListForm
                  key={`${type}-${pricing.dataUpdatedAt}`}
                  type={type}
                  entries={data.pricing[type]}
                  memberShareBp={data.memberShareBp}
                />
              ))}
            </div>
          </>
        ))}
      <AdSnippetsForm />
    </section>
  );
}
