import { and, eq, ne } from 'drizzle-orm';
import { ADVERTISER_TEXTS } from '@kamao/contract/api-advertiser';
import type { DbOrTx } from '../../db/client.ts';
import { campaigns } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';

export type CampaignRow = typeof campaigns.$inferSelect;

/**
 * The one answer to "may this member touch this campaign?" (docs/style.md#policies-in-one-place;
 * a member manages only their own campaigns). Another member's campaign, a deleted one and an
 * unknown id all answer the same 404, so ids reveal nothing.
 */
export async function assertOwnsCampaign(
  db: DbOrTx,
  memberId: string,
  campaignId: string,
): Promise<CampaignRow> {
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.id, campaignId),
        eq(campaigns.ownerId, memberId),
        ne(campaigns.status, 'deleted'),
      ),
    );
  if (!campaign) throw notFound(ADVERTISER_TEXTS.campaignNotFound);
  return campaign;
}
