import { and, eq, sql } from 'drizzle-orm';
import { CAMPAIGN_REVIEW_ERRORS } from '@kamao/contract/admin/campaigns';
import { isPrivateHost } from '@kamao/contract/private-network';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { campaigns } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { readSetting } from '../settings/index.ts';
import { deleteCampaign } from './campaign-lifecycle.ts';
import type { CampaignRow } from './campaign-policy.ts';

/**
 * The operator's review of members' new campaigns (docs/product/advertiser.md#review): while the
 * setting is on, a new campaign starts paused and held, and only an approval makes it active; a
 * refusal removes it and refunds its whole budget. Unset, the setting is on in production only,
 * so the demo and the tests create active campaigns as before.
 */
export async function campaignReviewRequired(db: DbOrTx, config: Pick<Config, 'NODE_ENV'>) {
  return (await readSetting(db, 'campaign_review_required')) ?? config.NODE_ENV === 'production';
}

/** Makes a campaign waiting for review active; a parallel second approval finds it approved. */
export async function approveCampaign(db: Db, campaignId: string): Promise<CampaignRow> {
  const [approved] = await db
    .update(campaigns)
    .set({
      status: 'active',
      awaitingReview: false,
      pausedByOperator: false,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(campaigns.id, campaignId),
        eq(campaigns.awaitingReview, true),
        eq(campaigns.status, 'paused'),
      ),
    )
    .returning();
  if (!approved) throw conflict(CAMPAIGN_REVIEW_ERRORS.notWaiting);
  return approved;
}

/**
 * Removes a campaign waiting for review and refunds its budget, through the same command as a
 * removal, so parallel refusals (or a refusal and an approval) refund at most once.
 */
export async function refuseCampaign(db: Db, campaignId: string) {
  try {
    return await deleteCampaign(db, campaignId, 'awaiting review');
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) {
      throw conflict(CAMPAIGN_REVIEW_ERRORS.notWaiting);
    }
    throw error;
  }
}

/**
 * The host a campaign sends viewers to, and what is wrong with it: a private network's (the rule
 * campaign creation applies), or one the operator blocked (the host itself or a subdomain of it).
 */
export function campaignHost(
  campaign: Pick<CampaignRow, 'type' | 'url'>,
  blockedHosts: readonly string[],
): { host: string | null; hostProblem: 'private' | 'blocked' | null } {
  if (campaign.type === 'youtube' || !URL.canParse(campaign.url)) {
    return { host: null, hostProblem: null };
  }
  const host = new URL(campaign.url).hostname.toLowerCase().replace(/\.+$/, '');
  if (isPrivateHost(host)) return { host, hostProblem: 'private' };
  const blocked = blockedHosts.some((b) => host === b || host.endsWith(`.${b}`));
  return { host, hostProblem: blocked ? 'blocked' : null };
}
