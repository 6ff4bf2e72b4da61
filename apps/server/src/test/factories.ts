import type { DbOrTx } from '../db/client.ts';
import { campaigns, users } from '../db/schema/index.ts';
import { newId } from '../lib/ids.ts';
import { openMemberAccounts } from '../ledger/accounts.ts';
import { postMovement } from '../ledger/post-movement.ts';
import { memberWallet, systemAccount, type MemberWallet } from '../ledger/kinds.ts';

export interface MemberOverrides {
  name?: string;
  email?: string;
  userName?: string;
  referredBy?: string | null;
  status?: 'active' | 'banned';
  role?: 'member' | 'admin';
  passwordHash?: string | null;
  /** When the member joined; the database's clock when not given. */
  createdAt?: Date;
  /** Starting balances in milli-rupees, granted through the ledger. */
  withdrawable?: bigint;
  deposit?: bigint;
}

let sequence = 0;

/**
 * A member with both wallets (factories create what a test does not care about:
 * docs/style.md#tests).
 */
export async function buildMember(db: DbOrTx, overrides: MemberOverrides = {}) {
  sequence += 1;
  const id = newId();
  const userName = overrides.userName ?? `member${sequence}x${id.slice(-6)}`;
  const email = overrides.email ?? `${userName}@example.com`;
  const [member] = await db
    .insert(users)
    .values({
      id,
      name: overrides.name ?? `Member ${sequence}`,
      email,
      canonicalEmail: email.toLowerCase(),
      userName,
      role: overrides.role ?? 'member',
      status: overrides.status ?? 'active',
      referredBy: overrides.referredBy ?? null,
      passwordHash: overrides.passwordHash ?? null,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    })
    .returning();
  await openMemberAccounts(db, id);
  for (const wallet of ['withdrawable', 'deposit'] as const) {
    const amount = overrides[wallet];
    if (amount && amount > 0n)
      await grantMoney(db, id, wallet, amount, `test-grant:${id}:${wallet}`);
  }
  return member!;
}

/**
 * More money in a member's wallet (milli-rupees), from the grants account through the ledger like
 * any other movement. Each call is a new grant unless it names its idempotency key.
 */
export async function grantMoney(
  db: DbOrTx,
  memberId: string,
  wallet: MemberWallet,
  amount: bigint,
  key = `test-grant:${memberId}:${wallet}:${newId()}`,
): Promise<void> {
  await postMovement(db, [
    {
      kind: 'grant',
      from: systemAccount('grants'),
      to: memberWallet(memberId, wallet),
      amount,
      key,
    },
  ]);
}

export interface CampaignOverrides {
  ownerId?: string;
  type?: 'window' | 'iframe' | 'youtube';
  title?: string;
  url?: string;
  durationSeconds?: number;
  /** Milli-rupees per view: what the advertiser pays and what the viewer earns. */
  pricePerView?: bigint;
  rewardPerView?: bigint;
  totalViews?: number;
  intervalHours?: number;
  dailyLimit?: number | null;
  status?: 'active' | 'paused';
}

/**
 * An active campaign whose budget is in the ledger: the owner (a new member unless given) is
 * granted the subtotal and pays it into the campaign budgets, as createCampaign does. Any
 * duration works here, so tests can wait one second instead of the price list's shortest.
 */
export async function buildCampaign(db: DbOrTx, overrides: CampaignOverrides = {}) {
  const ownerId = overrides.ownerId ?? (await buildMember(db)).id;
  const pricePerView = overrides.pricePerView ?? 100n;
  const totalViews = overrides.totalViews ?? 10;
  const subtotal = pricePerView * BigInt(totalViews);
  const id = newId();
  const [campaign] = await db
    .insert(campaigns)
    .values({
      id,
      ownerId,
      type: overrides.type ?? 'window',
      title: overrides.title ?? `Campaign ${id.slice(-6)}`,
      description: 'A test campaign',
      url: overrides.url ?? 'https://example.com/',
      durationSeconds: overrides.durationSeconds ?? 1,
      pricePerView,
      rewardPerView: overrides.rewardPerView ?? pricePerView / 2n,
      totalViews,
      intervalHours: overrides.intervalHours ?? 24,
      dailyLimitEnabled: overrides.dailyLimit != null,
      dailyLimit: overrides.dailyLimit ?? null,
      subtotal,
      status: overrides.status ?? 'active',
    })
    .returning();
  await postMovement(db, [
    {
      kind: 'grant',
      from: systemAccount('grants'),
      to: memberWallet(ownerId, 'deposit'),
      amount: subtotal,
      key: `test-grant:${id}:campaign`,
    },
    {
      kind: 'campaign_budget',
      from: memberWallet(ownerId, 'deposit'),
      to: systemAccount('campaign_budgets'),
      amount: subtotal,
      key: `campaign_budget:${id}`,
      metadata: { campaignId: id },
    },
  ]);
  return campaign!;
}
