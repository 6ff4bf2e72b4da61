import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { ADVERTISER_TEXTS } from '@kamao/contract/api-advertiser';
import type { Db } from '../../db/client.ts';
import { campaigns } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { memberWallet, systemAccount } from '../../ledger/kinds.ts';
import { transfer } from '../../ledger/post-movement.ts';
import type { CampaignRow } from './campaign-policy.ts';

/**
 * Pause, activate and delete a campaign; the member's status call and the operator's console
 * use the same commands (spec part 2 §4.7). Each is one conditional update, so parallel calls
 * change a campaign once. Callers check who may touch it first (campaign-policy.ts).
 */

/** Pauses an active campaign; pausing a paused one changes nothing (and is no error). */
export async function pauseCampaign(db: Db, campaignId: string): Promise<CampaignRow> {
  const [paused] = await db
    .update(campaigns)
    .set({ status: 'paused', updatedAt: sql`now()` })
    .where(
      and(
        eq(campaigns.id, campaignId),
        eq(campaigns.status, 'active'),
        lt(campaigns.completedViews, campaigns.totalViews),
      ),
    )
    .returning();
  if (paused) return paused;
  const current = await liveCampaign(db, campaignId);
  if (current.status === 'completed') throw badRequest(ADVERTISER_TEXTS.campaignCompleted);
  return current;
}

/** Activates a paused campaign; an active or completed one stays as it is. */
export async function activateCampaign(db: Db, campaignId: string): Promise<CampaignRow> {
  const [active] = await db
    .update(campaigns)
    .set({ status: 'active', updatedAt: sql`now()` })
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, 'paused')))
    .returning();
  return active ?? liveCampaign(db, campaignId);
}

/**
 * Deletes a campaign and refunds its unviewed budget (remaining views times the price per view)
 * from the campaign budgets to the owner's deposit wallet, in one transaction (spec part 2 §4.7:
 * "a refund is implied"). The status update admits one caller; the refund's idempotency key
 * per campaign is the ledger's own guard. The row stays, as history, with status deleted.
 */
export async function deleteCampaign(
  db: Db,
  campaignId: string,
): Promise<{ campaign: CampaignRow; refundMilli: bigint }> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .update(campaigns)
      .set({ status: 'deleted', deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(campaigns.id, campaignId), ne(campaigns.status, 'deleted')))
      .returning();
    if (!deleted) throw notFound(ADVERTISER_TEXTS.campaignNotFound);
    const refundMilli = BigInt(deleted.totalViews - deleted.completedViews) * deleted.pricePerView;
    if (refundMilli > 0n) {
      await transfer(tx, {
        kind: 'campaign_refund',
        from: systemAccount('campaign_budgets'),
        to: memberWallet(deleted.ownerId, 'deposit'),
        amount: refundMilli,
        key: `campaign_refund:${campaignId}`,
        metadata: { campaignId, unviewedViews: deleted.totalViews - deleted.completedViews },
      });
    }
    return { campaign: deleted, refundMilli };
  });
}

async function liveCampaign(db: Db, campaignId: string): Promise<CampaignRow> {
  const [current] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), ne(campaigns.status, 'deleted')));
  if (!current) throw notFound(ADVERTISER_TEXTS.campaignNotFound);
  return current;
}
