import { CAMPAIGN_TYPES } from '@kamao/contract/constants';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import {
  getMemberShareBp,
  getMinimumTotalViews,
  PRICE_WITHOUT_REWARD,
  readPriceList,
  rewardFor,
  setMemberShareBp,
  setMinimumTotalViews,
  type PriceList,
} from './pricing.ts';

/**
 * The terms of the pay-to-click market as the operator sets them
 * (docs/product/ptc-ads.md#operator): the price list of every type, the viewer's share of a price
 * and the fewest views a campaign may buy.
 */
export interface PtcTerms {
  priceList: PriceList;
  memberShareBp: number;
  minimumTotalViews: number;
}

export async function readPtcTerms(db: DbOrTx): Promise<PtcTerms> {
  const [priceList, memberShareBp, minimumTotalViews] = await Promise.all([
    readPriceList(db),
    getMemberShareBp(db),
    getMinimumTotalViews(db),
  ]);
  return { priceList, memberShareBp, minimumTotalViews };
}

/**
 * Sets the viewer's share and the minimum views. Refused (400) when the new share would pay
 * nothing for a price on the list.
 */
export async function updatePtcSettings(
  db: DbOrTx,
  settings: { memberShareBp: number; minimumTotalViews: number },
): Promise<void> {
  const list = await readPriceList(db);
  const prices = CAMPAIGN_TYPES.flatMap((type) => list[type].map((e) => e.priceMilli));
  if (prices.some((price) => rewardFor(price, settings.memberShareBp) < 1n)) {
    throw badRequest(PRICE_WITHOUT_REWARD);
  }
  await setMemberShareBp(db, settings.memberShareBp);
  await setMinimumTotalViews(db, settings.minimumTotalViews);
}
