import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ptcAdminRoutes, type AdminPricing } from '@kamao/contract/admin/ptc';
import { CAMPAIGN_TYPES } from '@kamao/contract/constants';
import { milliToRupees, rupeesToMilli } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import type { InvalidatedCache } from '../../shared-state/invalidated-cache.ts';
import { audited, noteAudit, useAdminScope } from '../admin/index.ts';
import { readAdSnippets, saveAdSnippets } from './ad-snippets.ts';
import { updatePricesOfType } from './pricing.ts';
import { readPtcTerms, updatePtcSettings, type PtcTerms } from './ptc-settings.ts';

const { ptcPricing, ptcPricingUpdate, ptcSettingsUpdate, ptcSnippets, ptcSnippetsUpdate } =
  ptcAdminRoutes;

/** The terms in rupees, as the console shows them. */
function presentTerms({ priceList, memberShareBp, minimumTotalViews }: PtcTerms): AdminPricing {
  const pricing = Object.fromEntries(
    CAMPAIGN_TYPES.map((type) => [
      type,
      priceList[type].map((e) => ({ seconds: e.seconds, price: milliToRupees(e.priceMilli) })),
    ]),
  ) as AdminPricing['pricing'];
  return { pricing, memberShareBp, minimumTotalViews };
}

/**
 * The operator's pay-to-click settings (docs/product/ptc-ads.md#operator): the price list per type,
 * the viewer's share of a price, the minimum views of a campaign and the ad-network snippets.
 * Admin only; every write is in the audit log (admin-scope.ts).
 */
export const adminPtcRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** The content security policy's copy of the snippets' script hosts (app.ts). */
  adScriptSources: InvalidatedCache<string>;
}> = async (app, { db, adScriptSources }) => {
  useAdminScope(app, db);

  app.get(ptcPricing.path, { schema: schemaOf(ptcPricing) }, async () =>
    presentTerms(await readPtcTerms(db)),
  );

  app.put(
    ptcPricingUpdate.path,
    { ...audited('ptc_pricing.update'), schema: schemaOf(ptcPricingUpdate) },
    async (request) => {
      const { type } = request.params;
      await updatePricesOfType(
        db,
        type,
        request.body.entries.map((e) => ({
          seconds: e.seconds,
          priceMilli: rupeesToMilli(e.price),
        })),
      );
      noteAudit(request, { target: type });
      return presentTerms(await readPtcTerms(db));
    },
  );

  app.put(
    ptcSettingsUpdate.path,
    { ...audited('ptc_settings.update'), schema: schemaOf(ptcSettingsUpdate) },
    async (request) => {
      await updatePtcSettings(db, request.body);
      return presentTerms(await readPtcTerms(db));
    },
  );

  app.get(ptcSnippets.path, { schema: schemaOf(ptcSnippets) }, async () => readAdSnippets(db));

  app.put(
    ptcSnippetsUpdate.path,
    { ...audited('ptc_snippets.update'), schema: schemaOf(ptcSnippetsUpdate) },
    async (request) => {
      await saveAdSnippets(db, request.body);
      // The new script hosts reach this process's policy before the answer; the other
      // processes reload on the commit's notice (writeAdSnippets).
      await adScriptSources.reload();
      return readAdSnippets(db);
    },
  );
};
