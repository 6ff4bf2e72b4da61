import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { ptcViews } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { campaignsForViewer, unavailableReason } from './ad-availability.ts';
import { purgeExpiredViews } from './expired-views.ts';
import { PTC_ERROR_TEXTS } from '@kamao/contract/ptc-texts';

/** The view token is a bearer secret of the member's tab; only its hash is stored. */
export const hashViewToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Starts a view (docs/product/ptc-ads.md#claim-rules: a view starts on the server, so the claim can
 * check that the campaign's duration really passed). Refused when the campaign is not available
 * to this member now (ad-availability.ts). Answers the token the claim sends back and the
 * duration the ad page counts down (docs/product/ptc-ads.md#the-ad-tabs).
 */
export async function startView(db: Db, memberId: string, campaignId: string) {
  const [campaign] = await campaignsForViewer(db, memberId, campaignId);
  if (!campaign) throw badRequest(PTC_ERROR_TEXTS.adNotAvailable);
  const refusal = unavailableReason(campaign, memberId);
  if (refusal) throw badRequest(refusal);
  const viewToken = randomBytes(24).toString('base64url');
  // The member's views that can no longer be claimed go at once (a job sweeps everyone's).
  await purgeExpiredViews(db, memberId);
  await db.insert(ptcViews).values({
    id: newId(),
    campaignId,
    memberId,
    tokenHash: hashViewToken(viewToken),
    durationSeconds: campaign.durationSeconds,
  });
  return { viewToken, duration: campaign.durationSeconds };
}
