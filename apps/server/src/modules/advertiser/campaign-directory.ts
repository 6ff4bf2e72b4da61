import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_CAMPAIGNS_PAGE_SIZE,
  type AdminCampaignStatus,
} from '@kamao/contract/admin/campaigns';
import type { CampaignType } from '@kamao/contract/constants';
import type { DbOrTx } from '../../db/client.ts';
import { campaigns, users } from '../../db/schema/index.ts';
import type { CampaignRow } from './campaign-policy.ts';

/**
 * Every member's campaigns as the operator looks them up (the console's Campaigns tab): found
 * by status, type and owner, newest first, each with its owner's userName.
 */
export interface CampaignListing {
  campaign: CampaignRow;
  /** Null when the owner's account is gone. */
  ownerUserName: string | null;
}

export interface CampaignFilters {
  status?: AdminCampaignStatus | undefined;
  type?: CampaignType | undefined;
  /** The owner's userName or e-mail, exactly (case-insensitive). */
  owner?: string | undefined;
  /** From 1; ADMIN_CAMPAIGNS_PAGE_SIZE campaigns a page. */
  page: number;
}

export async function findCampaigns(
  db: DbOrTx,
  { status, type, owner, page }: CampaignFilters,
): Promise<{ listings: CampaignListing[]; total: number }> {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(campaigns.status, status));
  if (type) conditions.push(eq(campaigns.type, type));
  if (owner) {
    conditions.push(
      or(
        sql`lower(${users.userName}) = lower(${owner})`,
        sql`lower(${users.email}) = lower(${owner})`,
      )!,
    );
  }
  const where = and(...conditions);
  const [listings, [total]] = await Promise.all([
    db
      .select({ campaign: campaigns, ownerUserName: users.userName })
      .from(campaigns)
      .leftJoin(users, eq(users.id, campaigns.ownerId))
      .where(where)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(ADMIN_CAMPAIGNS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_CAMPAIGNS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(campaigns)
      .leftJoin(users, eq(users.id, campaigns.ownerId))
      .where(where),
  ]);
  return { listings, total: total?.n ?? 0 };
}

/** One campaign with its owner's userName, as the list shows it. */
export async function listingOf(db: DbOrTx, campaign: CampaignRow): Promise<CampaignListing> {
  const [owner] = await db
    .select({ userName: users.userName })
    .from(users)
    .where(eq(users.id, campaign.ownerId));
  return { campaign, ownerUserName: owner?.userName ?? null };
}
