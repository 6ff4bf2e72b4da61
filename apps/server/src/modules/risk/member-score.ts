import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { riskSignals, type RiskAction, type RiskSignalKind } from '../../db/schema/index.ts';
import { regularClaims } from './claim-rhythm.ts';
import { ADDRESS_MINUTES, STRONG_KINDS, linksOf } from './member-links.ts';
import { linkedReferralShare } from './referral-share.ts';

export interface MemberScore {
  score: number;
  reasons: string[];
  linked: { id: string; via: RiskSignalKind[] }[];
}

/** Points per reason; the score is their sum, at most 100. */
const POINTS = {
  device: 40,
  payoutAccount: 45,
  email: 35,
  mobile: 15,
  address: 10,
  vpnAtSignup: 15,
  vpnAtClaims: 15,
  regularClaims: 30,
  linkedReferralIncome: 30,
} as const;

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** What a shared payout account is called in a reason, by the form its value was kept in. */
function accountWord(value: string): string {
  if (value.startsWith('upi:')) return 'UPI id';
  if (value.startsWith('paytm:')) return 'Paytm number';
  if (value.startsWith('bank:')) return 'Bank account';
  return 'Payout account';
}

/**
 * The member's score 0–100 and its reasons in words, from what they share with others and what
 * they showed themselves. Every point of the score has its reason; a member with no reason
 * scores 0.
 */
export async function scoreMember(db: DbOrTx, userId: string): Promise<MemberScore> {
  const links = await linksOf(db, userId);
  const byKind = (kind: RiskSignalKind) =>
    [...links.entries()].filter(([, kinds]) => kinds.has(kind)).length;
  let score = 0;
  const reasons: string[] = [];
  const add = (points: number, reason: string) => {
    score += points;
    reasons.push(reason);
  };

  const devices = byKind('device');
  if (devices > 0) {
    add(
      POINTS.device + 5 * (devices - 1),
      `Same device as ${devices} ${plural(devices, 'account', 'accounts')}`,
    );
  }
  for (const [value, others] of await sharedAccounts(db, userId)) {
    add(
      POINTS.payoutAccount + 5 * (others - 1),
      `${accountWord(value)} used by ${others} other ${plural(others, 'member', 'members')}`,
    );
  }
  const mailboxes = byKind('email');
  if (mailboxes > 0) {
    add(
      POINTS.email,
      `Same mailbox as ${mailboxes} other ${plural(mailboxes, 'account', 'accounts')}`,
    );
  }
  const mobiles = byKind('mobile');
  if (mobiles > 0) {
    add(
      POINTS.mobile,
      `Same mobile number as ${mobiles} other ${plural(mobiles, 'account', 'accounts')}`,
    );
  }
  const near = byKind('address');
  if (near > 0) {
    add(
      POINTS.address,
      `Same address within ${ADDRESS_MINUTES} minutes as ${near} other ${plural(near, 'account', 'accounts')}`,
    );
  }
  const strongLinks = new Set(
    [...links.entries()]
      .filter(([, kinds]) => STRONG_KINDS.some((kind) => kinds.has(kind)))
      .map(([id]) => id),
  );
  const share = await linkedReferralShare(db, userId, strongLinks);
  if (share !== undefined) {
    add(POINTS.linkedReferralIncome, `${share} % of income from referrals linked to them`);
  }
  if (await showed(db, userId, 'vpn', 'signup')) add(POINTS.vpnAtSignup, 'VPN at sign-up');
  if (await showed(db, userId, 'vpn', 'claim')) add(POINTS.vpnAtClaims, 'VPN at claims');
  const rhythm = await regularClaims(db, userId);
  if (rhythm.ptc) add(POINTS.regularClaims, 'PTC claims at exactly regular intervals');
  if (rhythm.shortLinks)
    add(POINTS.regularClaims, 'Short-link claims at exactly regular intervals');

  const linked = [...links.entries()].map(([id, kinds]) => ({ id, via: [...kinds] }));
  return { score: Math.min(100, score), reasons, linked };
}

/** The member's payout accounts that other members also used, with how many others. */
async function sharedAccounts(db: DbOrTx, userId: string): Promise<[string, number][]> {
  const rows = await db.execute(sql`
    select m.value, count(distinct other.user_id)::int as others
    from ${riskSignals} as m
    join ${riskSignals} as other
      on other.kind = m.kind and other.value = m.value and other.user_id <> m.user_id
    where m.user_id = ${userId} and m.kind = 'payoutAccount'
    group by m.value`);
  return rowsOf<{ value: string; others: number }>(rows).map((row) => [row.value, row.others]);
}

async function showed(db: DbOrTx, userId: string, kind: RiskSignalKind, action: RiskAction) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(riskSignals)
    .where(
      and(
        eq(riskSignals.userId, userId),
        eq(riskSignals.kind, kind),
        eq(riskSignals.action, action),
      ),
    )
    .limit(1);
  return row !== undefined;
}
