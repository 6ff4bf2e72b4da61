import { canonicalEmail } from '@kamao/contract/validation';
import { CAMPAIGN_TYPES } from '@kamao/contract/constants';
import { milliToRupees, rupeesToMilli } from '@kamao/contract/money';
import type { Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { newId } from '../lib/ids.ts';
import { openMemberAccounts } from '../ledger/accounts.ts';
import { memberWallet, systemAccount } from '../ledger/kinds.ts';
import { postMovement } from '../ledger/post-movement.ts';
import { createCampaign } from '../modules/advertiser/campaign-create.ts';
import { getMinimumTotalViews, replacePriceList } from '../modules/ptc/index.ts';
import { DEMO_CAMPAIGNS, DEMO_PTC_PRICING } from './demo-content.ts';

const DEMO_ADVERTISER_DEPOSIT_MILLI = 1_000_000n; // ₹1,000
const DEMO_CAMPAIGN_VIEWS = 500;
const DEMO_INTERVAL_HOURS = 1;

/**
 * The pay-to-click demo (part of seedDemoData's transaction): the price list, and a demo
 * advertiser whose deposit, granted through the ledger, pays for active campaigns of every type
 * through the same createCampaign command members use, so each budget is really in the ledger.
 */
export async function seedPtcDemo(
  tx: Tx,
  advertiser: { email: string; userName: string; passwordHash: string },
): Promise<void> {
  for (const type of CAMPAIGN_TYPES) {
    await replacePriceList(
      tx,
      type,
      DEMO_PTC_PRICING[type].map((p) => ({
        seconds: p.seconds,
        priceMilli: rupeesToMilli(p.price),
      })),
    );
  }
  const advertiserId = newId();
  await tx.insert(users).values({
    id: advertiserId,
    name: 'Demo Advertiser',
    email: advertiser.email,
    canonicalEmail: canonicalEmail(advertiser.email),
    userName: advertiser.userName,
    passwordHash: advertiser.passwordHash,
    mobileNumber: '9000000002',
  });
  await openMemberAccounts(tx, advertiserId);
  await postMovement(tx, [
    {
      kind: 'grant',
      from: systemAccount('grants'),
      to: memberWallet(advertiserId, 'deposit'),
      amount: DEMO_ADVERTISER_DEPOSIT_MILLI,
      key: `demo-grant:${advertiserId}:deposit`,
      metadata: { reason: 'demo advertiser budget' },
    },
  ]);
  const views = Math.max(DEMO_CAMPAIGN_VIEWS, await getMinimumTotalViews(tx));
  for (const campaign of DEMO_CAMPAIGNS) {
    const price = DEMO_PTC_PRICING[campaign.type].find((p) => p.seconds === campaign.seconds)!;
    const priceMilli = rupeesToMilli(price.price);
    await createCampaign(tx, advertiserId, {
      selectedOption_state: campaign.type,
      step_2_title: campaign.title,
      step_2_description: campaign.description,
      step_2_url: campaign.url,
      step_3_duration: `${campaign.seconds}-${price.price}`,
      step_3_total_views: views,
      step_3_interval_in_hours: DEMO_INTERVAL_HOURS,
      step_3_enableLimit: false,
      step_3_limitViewsPerDay: null,
      step_4_subTotal: milliToRupees(priceMilli * BigInt(views)),
    });
  }
}
