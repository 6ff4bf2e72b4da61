import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { ADVERTISER_TEXTS } from '@kamao/contract/api-advertiser';
import type { Db } from '../../db/client.ts';
import { campaigns } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { memberWallet, systemAccount } from '../../ledger/kinds.ts';
import { transfer } from '../../ledger/post-movement.ts';
import type { CampaignRow } from './campaign-policy.ts';

/**
 * Pause, activate and delete a campaign; the member's status call and the operator's console
 * use the same commands (docs/product/advertiser.md#pause-activate-delete). Each is one conditional
 * update, so parallel calls change a campaign once. Callers check who may touch it first
 * (campaign-policy.ts).
 */

/** Who pauses or activates: the owner (their status call) or an operator (the console). */
export type CampaignActor = 'owner' | 'operator';

/**
 * Pauses an active campaign; pausing a paused one changes nothing (and is no error). An
 * operator's pause also holds the campaign: only an operator can activate it again, so an
 * advertiser cannot undo the pause of, say, a scam link.
 */
export async function pauseCampaign(
  db: Db,
  campaignId: string,
  by: CampaignActor = 'owner',
): Promise<CampaignRow> {
  const [paused] = await db
    .update(campaigns)
    .set({
      status: 'paused',
      updatedAt: sql`now()`,
      ...(by === 'operator' ? { pausedByOperator: true } : {}),
    })
    .where(
      and(
        eq(campaigns.id, campaignId),
        // An operator may also hold a campaign its owner had paused.
        by === 'operator'
          ? inArray(campaigns.status, ['active', 'paused'])
          : eq(campaigns.status, 'active'),
        lt(campaigns.completedViews, campaigns.totalViews),
      ),
    )
    .returning();
  if (paused) return paused;
  const current = await liveCampaign(db, campaignId);
  if (current.status === 'completed') throw badRequest(ADVERTISER_TEXTS.campaignCompleted);
  return current;
}

/**
 * Activates a paused campaign; an active or completed one stays as it is. The owner cannot
 * activate a campaign an operator holds or has not reviewed yet; an operator's activation
 * releases the hold and approves the campaign.
 */
export async function activateCampaign(
  db: Db,
  campaignId: string,
  by: CampaignActor = 'owner',
): Promise<CampaignRow> {
  const [active] = await db
    .update(campaigns)
    .set({
      status: 'active',
      pausedByOperator: false,
      awaitingReview: false,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(campaigns.id, campaignId),
        eq(campaigns.status, 'paused'),
        by === 'owner' ? eq(campaigns.pausedByOperator, false) : undefined,
        by === 'owner' ? eq(campaigns.awaitingReview, false) : undefined,
      ),
    )
    .returning();
  if (active) return active;
  const current = await liveCampaign(db, campaignId);
  if (current.status === 'paused' && current.awaitingReview) {
    throw badRequest(ADVERTISER_TEXTS.waitingForReview);
  }
  if (current.status === 'paused' && current.pausedByOperator) {
    throw badRequest(ADVERTISER_TEXTS.heldByOperator);
  }
  return current;
}

/**
 * Deletes a campaign and refunds its unviewed budget (remaining views times the price per view)
 * from the campaign budgets to the owner's deposit wallet, in one transaction (the spec's
 * "a refund is implied"). The status update admits one caller; the refund's idempotency key
 * per campaign is the ledger's own guard. The row stays, as history, with status deleted.
 */
export async function deleteCampaign(
  db: Db,
  campaignId: string,
  only: 'any' | 'awaiting review' = 'any',
): Promise<{ campaign: CampaignRow; refundMilli: bigint }> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .update(campaigns)
      .set({ status: 'deleted', deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(campaigns.id, campaignId),
          ne(campaigns.status, 'deleted'),
          // A refusal: only a campaign still waiting, so a parallel approval is not undone.
          only === 'awaiting review' ? eq(campaigns.awaitingReview, true) : undefined,
        ),
      )
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
