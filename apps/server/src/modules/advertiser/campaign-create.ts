import {
  ADVERTISER_TEXTS,
  CAMPAIGN_MAX_TOTAL_VIEWS,
  parseDurationOption,
  type campaignCreatePayloadSchema,
} from '@kamao/contract/api-advertiser';
import { rupeesToMilli } from '@kamao/contract/money';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { campaigns } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { InsufficientFundsError } from '../../ledger/errors.ts';
import { memberWallet, systemAccount } from '../../ledger/kinds.ts';
import { transfer } from '../../ledger/post-movement.ts';
import { inTransaction } from '../../ledger/transaction.ts';
import { getMemberShareBp, getMinimumTotalViews, priceOf, rewardFor } from '../ptc/pricing.ts';

export type CampaignForm = z.output<typeof campaignCreatePayloadSchema>;

/**
 * Creates a campaign paid from the owner's deposit wallet (spec part 2 §2.8, §5 "On create").
 * The price comes from the server's own price list for the chosen type and duration; the
 * member's reward is the operator's share of it, fixed now. The client's price and subtotal are
 * compared, not trusted: when either differs from the server's (the operator changed the price
 * list while the wizard was open), the campaign is refused so that nobody pays an amount they
 * did not see. The campaign row and the budget's move from the deposit wallet into the
 * campaign budgets commit together; the ledger's conditional debit lets parallel creates spend
 * the deposit once.
 */
export async function createCampaign(
  db: DbOrTx,
  ownerId: string,
  form: CampaignForm,
): Promise<{ campaignId: string; subtotalMilli: bigint }> {
  const type = form.selectedOption_state;
  const option = parseDurationOption(form.step_3_duration)!;
  // One after the other: db may be a transaction, whose connection runs one query at a time.
  const priceMilli = await priceOf(db, type, option.seconds);
  const shareBp = await getMemberShareBp(db);
  const minimumViews = await getMinimumTotalViews(db);
  const totalViews = form.step_3_total_views;
  if (totalViews < minimumViews) throw badRequest(ADVERTISER_TEXTS.minimumViews(minimumViews));
  if (totalViews > CAMPAIGN_MAX_TOTAL_VIEWS) {
    throw badRequest(ADVERTISER_TEXTS.maximumViews(CAMPAIGN_MAX_TOTAL_VIEWS));
  }
  const rewardMilli = priceMilli === undefined ? 0n : rewardFor(priceMilli, shareBp);
  if (priceMilli === undefined || rewardMilli <= 0n) {
    throw badRequest(ADVERTISER_TEXTS.durationNotOffered);
  }
  const subtotalMilli = priceMilli * BigInt(totalViews);
  if (
    rupeesToMilli(option.price) !== priceMilli ||
    rupeesToMilli(form.step_4_subTotal) !== subtotalMilli
  ) {
    throw badRequest(ADVERTISER_TEXTS.priceChanged);
  }
  const { deposit } = await getMemberBalances(db, ownerId);
  if (deposit < subtotalMilli) throw badRequest(ADVERTISER_TEXTS.insufficientBalance);

  const campaignId = newId();
  try {
    await inTransaction(db, async (tx) => {
      await tx.insert(campaigns).values({
        id: campaignId,
        ownerId,
        type,
        title: form.step_2_title,
        description: form.step_2_description,
        url: form.step_2_url,
        durationSeconds: option.seconds,
        pricePerView: priceMilli,
        rewardPerView: rewardMilli,
        totalViews,
        intervalHours: form.step_3_interval_in_hours,
        dailyLimitEnabled: form.step_3_enableLimit,
        dailyLimit: form.step_3_enableLimit ? (form.step_3_limitViewsPerDay ?? null) : null,
        subtotal: subtotalMilli,
      });
      await transfer(tx, {
        kind: 'campaign_budget',
        from: memberWallet(ownerId, 'deposit'),
        to: systemAccount('campaign_budgets'),
        amount: subtotalMilli,
        key: `campaign_budget:${campaignId}`,
        metadata: { campaignId, totalViews, pricePerView: priceMilli.toString() },
      });
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      throw badRequest(ADVERTISER_TEXTS.insufficientBalance);
    }
    throw error;
  }
  return { campaignId, subtotalMilli };
}
