import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAdSnippetsSchema,
  adminPricingPayloadSchema,
  adminPtcPaths,
  adminPtcSettingsSchema,
  type AdminAdSnippets,
  type AdminPricing,
} from '@kamao/contract/api-admin-ptc';
import { CAMPAIGN_TYPES } from '@kamao/contract/constants';
import { milliToRupees, rupeesToMilli } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { InvalidatedCache } from '../../shared-state/invalidated-cache.ts';
import { noteAudit, useAdminScope } from '../admin/admin-scope.ts';
import { readAdSnippets, unusableScriptSources, writeAdSnippets } from './ad-snippets.ts';
import {
  getMemberShareBp,
  getMinimumTotalViews,
  readPriceList,
  replacePriceList,
  rewardFor,
  setMemberShareBp,
  setMinimumTotalViews,
} from './pricing.ts';

// A view whose reward rounds down to nothing could be bought but never paid.
export const PRICE_WITHOUT_REWARD =
  "A price is too low: the viewer's share of it would be less than ₹0.001. Raise the price or the share.";

export const unusableScriptText = (src: string) =>
  `The script address ${src.slice(0, 200)} cannot be used: ad scripts must load from a plain https address such as https://ads.example.com/tag.js.`;

async function pricingAnswer(db: Db): Promise<AdminPricing> {
  const [list, memberShareBp, minimumTotalViews] = await Promise.all([
    readPriceList(db),
    getMemberShareBp(db),
    getMinimumTotalViews(db),
  ]);
  const pricing = Object.fromEntries(
    CAMPAIGN_TYPES.map((type) => [
      type,
      list[type].map((e) => ({ seconds: e.seconds, price: milliToRupees(e.priceMilli) })),
    ]),
  ) as AdminPricing['pricing'];
  return { pricing, memberShareBp, minimumTotalViews };
}

/**
 * The operator's pay-to-click settings (DESIGN.md "Earning features"): the price list per type,
 * the viewer's share of a price, the minimum views of a campaign and the ad-network snippets.
 * Admin only; every write is in the audit log (admin-scope.ts).
 */
export const adminPtcRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** The content security policy's copy of the snippets' script hosts (app.ts). */
  adScriptSources: InvalidatedCache<string>;
}> = async (app, { db, adScriptSources }) => {
  useAdminScope(app, db);

  app.get(adminPtcPaths.pricing, async () => pricingAnswer(db));

  app.put(
    '/api/admin/ptc/pricing/:type',
    {
      schema: {
        params: z.object({ type: z.enum(CAMPAIGN_TYPES) }),
        body: adminPricingPayloadSchema,
      },
    },
    async (request) => {
      const entries = request.body.entries.map((e) => ({
        seconds: e.seconds,
        priceMilli: rupeesToMilli(e.price),
      }));
      entries.sort((a, b) => a.seconds - b.seconds);
      const shareBp = await getMemberShareBp(db);
      if (entries.some((e) => rewardFor(e.priceMilli, shareBp) < 1n)) {
        throw badRequest(PRICE_WITHOUT_REWARD);
      }
      await replacePriceList(db, request.params.type, entries);
      noteAudit(request, { target: request.params.type });
      return pricingAnswer(db);
    },
  );

  app.put(adminPtcPaths.settings, { schema: { body: adminPtcSettingsSchema } }, async (request) => {
    const list = await readPriceList(db);
    const prices = CAMPAIGN_TYPES.flatMap((type) => list[type].map((e) => e.priceMilli));
    if (prices.some((price) => rewardFor(price, request.body.memberShareBp) < 1n)) {
      throw badRequest(PRICE_WITHOUT_REWARD);
    }
    await setMemberShareBp(db, request.body.memberShareBp);
    await setMinimumTotalViews(db, request.body.minimumTotalViews);
    return pricingAnswer(db);
  });

  app.get(adminPtcPaths.snippets, async (): Promise<AdminAdSnippets> => readAdSnippets(db));

  app.put(
    adminPtcPaths.snippets,
    { schema: { body: adminAdSnippetsSchema } },
    async (request): Promise<AdminAdSnippets> => {
      const unusable = unusableScriptSources(
        `${request.body.waitingPage}\n${request.body.verificationPage}`,
      );
      if (unusable.length > 0) throw badRequest(unusableScriptText(unusable[0]!));
      await writeAdSnippets(db, request.body);
      // The new script hosts reach this process's policy before the answer; the other
      // processes reload on the commit's notice (writeAdSnippets).
      await adScriptSources.reload();
      return readAdSnippets(db);
    },
  );
};
