import { sql } from 'drizzle-orm';
import { canonicalEmail } from '@kamao/contract/validation';
import type { Db, Tx } from '../db/client.ts';
import {
  announcements,
  faqs,
  giftCodes,
  homepageSections,
  siteTexts,
  users,
  withdrawalMethods,
} from '../db/schema/index.ts';
import { newId } from '../lib/ids.ts';
import { hashPassword } from '../lib/password.ts';
import { openMemberAccounts } from '../ledger/accounts.ts';
import { memberWallet, systemAccount } from '../ledger/kinds.ts';
import { postMovement } from '../ledger/post-movement.ts';
import { writeSetting } from '../modules/settings/index.ts';
import {
  DEMO_ANNOUNCEMENTS,
  DEMO_FAQS,
  DEMO_HOMEPAGE_SECTIONS,
  DEMO_SITE_TEXTS,
  DEMO_SITE_TEXTS_HI,
} from './demo-content.ts';
import { seedPtcDemo } from './seed-ptc.ts';
import { MODULES } from '../modules/module-list.ts';
import { ANNOUNCEMENTS_CACHE } from '../modules/site/index.ts';
import { invalidateCache } from '../shared-state/invalidated-cache.ts';

const SEED_LOCK_ID = 7_236_042;
const RUPEE = 1000n;

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'admin12345', userName: 'admin' },
  member: { email: 'demo@example.com', password: 'demo12345', userName: 'demo' },
  advertiser: {
    email: 'advertiser@example.com',
    password: 'advertiser12345',
    userName: 'advertiser',
  },
} as const;

/**
 * Seeds the demo site into an empty database (no users yet), all in one transaction so a
 * crash leaves nothing half-written. Callers never run it in production (config.SEED_DEMO).
 * Returns whether it seeded.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [adminHash, memberHash, advertiserHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.member.password),
    hashPassword(DEMO_ACCOUNTS.advertiser.password),
  ]);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const existing = await tx.select({ id: users.id }).from(users).limit(1);
    if (existing.length > 0) return false;

    await seedDemoMembers(tx, { adminHash, memberHash });
    await seedDemoPayoutsAndCodes(tx);
    await seedPtcDemo(tx, { ...DEMO_ACCOUNTS.advertiser, passwordHash: advertiserHash });
    // Each module's own part of the demo (short links, game rooms…), in the list's order.
    for (const module of MODULES) await module.demoSeed?.(tx);
    await seedDemoSiteContent(tx);
    return true;
  });
}

/** The operator and the demo member, each with their wallets; the member starts with ₹100 + ₹200. */
async function seedDemoMembers(tx: Tx, hashes: { adminHash: string; memberHash: string }) {
  const { adminHash, memberHash } = hashes;
  const adminId = newId();
  const memberId = newId();
  await tx.insert(users).values([
    {
      id: adminId,
      name: 'Site Admin',
      email: DEMO_ACCOUNTS.admin.email,
      canonicalEmail: canonicalEmail(DEMO_ACCOUNTS.admin.email),
      userName: DEMO_ACCOUNTS.admin.userName,
      passwordHash: adminHash,
      role: 'admin',
      mobileNumber: '9000000001',
    },
    {
      id: memberId,
      name: 'Demo Member',
      email: DEMO_ACCOUNTS.member.email,
      canonicalEmail: canonicalEmail(DEMO_ACCOUNTS.member.email),
      userName: DEMO_ACCOUNTS.member.userName,
      passwordHash: memberHash,
      mobileNumber: '9876543210',
    },
  ]);
  await openMemberAccounts(tx, adminId);
  await openMemberAccounts(tx, memberId);
  await postMovement(tx, [
    {
      kind: 'grant',
      from: systemAccount('grants'),
      to: memberWallet(memberId, 'withdrawable'),
      amount: 100n * RUPEE,
      key: `demo-grant:${memberId}:withdrawable`,
      metadata: { reason: 'demo starting balance' },
    },
    {
      kind: 'grant',
      from: systemAccount('grants'),
      to: memberWallet(memberId, 'deposit'),
      amount: 200n * RUPEE,
      key: `demo-grant:${memberId}:deposit`,
      metadata: { reason: 'demo starting balance' },
    },
  ]);
}

/** The withdrawal methods, a welcome gift code and the referral rate a new site starts with. */
async function seedDemoPayoutsAndCodes(tx: Tx) {
  await tx.insert(withdrawalMethods).values([
    {
      id: newId(),
      name: 'UPI',
      kind: 'upi',
      details: 'Your UPI ID, e.g. name@bank',
      minimumAmount: 50n * RUPEE,
      position: 1,
    },
    {
      id: newId(),
      name: 'Paytm',
      kind: 'paytm',
      details: 'Your Paytm mobile number',
      minimumAmount: 20n * RUPEE,
      position: 2,
    },
    {
      id: newId(),
      name: 'Bank Transfer',
      kind: 'bank',
      details: 'Your account number and IFSC, e.g. 123456789012 SBIN0001234',
      minimumAmount: 100n * RUPEE,
      position: 3,
    },
  ]);
  await tx.insert(giftCodes).values({
    id: newId(),
    code: 'WELCOME10',
    amount: 10n * RUPEE,
    wallet: 'withdrawable',
    maxClaims: 1000,
  });
  await writeSetting(tx, 'referral_rate_bp', 1000);
}

/** The FAQ, homepage sections, announcements and page texts, Hindi versions where written. */
async function seedDemoSiteContent(tx: Tx) {
  await tx.insert(faqs).values(
    DEMO_FAQS.map((f, i) => ({
      id: newId(),
      question: f.question,
      questionHi: f.questionHi,
      answerHtml: f.answer,
      answerHtmlHi: f.answerHi,
      position: i,
    })),
  );
  await tx.insert(homepageSections).values(
    DEMO_HOMEPAGE_SECTIONS.map((s, i) => ({
      id: newId(),
      title: s.title,
      messageHtml: s.message,
      position: i,
    })),
  );
  const now = Date.now();
  await tx.insert(announcements).values(
    DEMO_ANNOUNCEMENTS.map((html, i) => ({
      id: newId(),
      messageHtml: html,
      createdAt: new Date(now - i * 86_400_000),
    })),
  );
  // The server seeds after it has started (main.ts): its copy of them is reloaded on commit.
  await invalidateCache(tx, ANNOUNCEMENTS_CACHE);
  await tx.insert(siteTexts).values(
    Object.entries(DEMO_SITE_TEXTS).map(([key, html]) => ({
      key,
      html,
      htmlHi: DEMO_SITE_TEXTS_HI[key] ?? null,
    })),
  );
}
