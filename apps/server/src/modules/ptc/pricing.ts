import { and, asc, eq } from 'drizzle-orm';
import {
  BASIS_POINTS_PER_UNIT,
  CAMPAIGN_TYPES,
  type CampaignType,
} from '@kamao/contract/constants';
import type { DbOrTx } from '../../db/client.ts';
import { ptcPricing } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/app-error.ts';
import { inTransaction } from '../../ledger/transaction.ts';
import { readSetting, writeSetting } from '../settings/index.ts';

/**
 * The operator's price list of pay-to-click views (PTCAds_pricing,
 * docs/product/ptc-ads.md#rewards-and-prices): per campaign type, the durations on offer and what
 * one view of each costs the advertiser, in milli-rupees. The viewer's reward is a share of the
 * price (docs/product/ptc-ads.md#rewards-and-prices), fixed on the campaign when it is created.
 */
export interface PriceEntry {
  seconds: number;
  priceMilli: bigint;
}

export type PriceList = Record<CampaignType, PriceEntry[]>;

export async function readPriceList(db: DbOrTx): Promise<PriceList> {
  const rows = await db
    .select()
    .from(ptcPricing)
    .orderBy(asc(ptcPricing.campaignType), asc(ptcPricing.durationSeconds));
  const list = Object.fromEntries(CAMPAIGN_TYPES.map((t) => [t, []])) as unknown as PriceList;
  for (const row of rows) {
    list[row.campaignType].push({ seconds: row.durationSeconds, priceMilli: row.pricePerView });
  }
  return list;
}

/** The price of one view of this type and duration, or undefined when it is not on offer. */
export async function priceOf(
  db: DbOrTx,
  type: CampaignType,
  seconds: number,
): Promise<bigint | undefined> {
  const [row] = await db
    .select({ price: ptcPricing.pricePerView })
    .from(ptcPricing)
    .where(and(eq(ptcPricing.campaignType, type), eq(ptcPricing.durationSeconds, seconds)));
  return row?.price;
}

/** Replaces the durations on offer for one type; campaigns already bought keep their price. */
export function replacePriceList(
  db: DbOrTx,
  type: CampaignType,
  entries: readonly PriceEntry[],
): Promise<void> {
  return inTransaction(db, async (tx) => {
    await tx.delete(ptcPricing).where(eq(ptcPricing.campaignType, type));
    if (entries.length === 0) return;
    await tx.insert(ptcPricing).values(
      entries.map((e) => ({
        campaignType: type,
        durationSeconds: e.seconds,
        pricePerView: e.priceMilli,
      })),
    );
  });
}

export const getMemberShareBp = (db: DbOrTx) => readSetting(db, 'ptc_member_share_bp');
export const setMemberShareBp = (db: DbOrTx, bp: number) =>
  writeSetting(db, 'ptc_member_share_bp', bp);
export const getMinimumTotalViews = (db: DbOrTx) => readSetting(db, 'ptc_minimum_total_views');
export const setMinimumTotalViews = (db: DbOrTx, views: number) =>
  writeSetting(db, 'ptc_minimum_total_views', views);

/**
 * The viewer's reward for a view of this price: the share rounded down to the milli-rupee, so
 * the platform's margin (price minus reward) is never negative.
 */
export function rewardFor(priceMilli: bigint, shareBp: number): bigint {
  return (priceMilli * BigInt(shareBp)) / BASIS_POINTS_PER_UNIT;
}

// A view whose reward rounds down to nothing could be bought but never paid.
export const PRICE_WITHOUT_REWARD =
  "A price is too low: the viewer's share of it would be less than ₹0.001. Raise the price or the share.";

/**
 * The operator's new price list of one type, shortest first. Refused (400) when a price would
 * pay the viewer nothing at the current share.
 */
export async function updatePricesOfType(
  db: DbOrTx,
  type: CampaignType,
  entries: readonly PriceEntry[],
): Promise<void> {
  const sorted = [...entries].sort((a, b) => a.seconds - b.seconds);
  const shareBp = await getMemberShareBp(db);
  if (sorted.some((e) => rewardFor(e.priceMilli, shareBp) < 1n)) {
    throw badRequest(PRICE_WITHOUT_REWARD);
  }
  await replacePriceList(db, type, sorted);
}
