import type { SiteTextKey } from '@kamao/contract/admin/content';
import type { LanguageCode } from '@kamao/contract/language';
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { faqs, homepageSections, siteTexts, users, withdrawals } from '../../db/schema/index.ts';
import { operatorText } from './operator-text.ts';

/** How many paid withdrawals the payment proof page lists (newest first, 10 per page). */
export const PAYMENT_PROOF_LIMIT = 500;

export type { SiteTextKey };

/*
 * The member pages' reads of the operator's prose, in the member's language with the English
 * when no Hindi is written (operator-text.ts); the answers keep their fields either way.
 */

export async function readSiteText(
  db: DbOrTx,
  key: SiteTextKey,
  language: LanguageCode,
): Promise<string> {
  const [row] = await db.select().from(siteTexts).where(eq(siteTexts.key, key));
  return row ? operatorText(language, row.html, row.htmlHi) : '';
}

export async function listFaqs(db: DbOrTx, language: LanguageCode) {
  const rows = await db.select().from(faqs).orderBy(asc(faqs.position), asc(faqs.createdAt));
  return rows.map((f) => ({
    faqQuestioin: operatorText(language, f.question, f.questionHi),
    faqAnswer: operatorText(language, f.answerHtml, f.answerHtmlHi),
  }));
}

export async function listHomepageSections(db: DbOrTx, language: LanguageCode) {
  const rows = await db
    .select()
    .from(homepageSections)
    .orderBy(asc(homepageSections.position), asc(homepageSections.createdAt));
  return rows.map((s) => ({
    homepageSection_title: operatorText(language, s.title, s.titleHi),
    homepageSection_message: operatorText(language, s.messageHtml, s.messageHtmlHi),
  }));
}

/**
 * Withdrawals the operator marked Success, newest payment first, in milli-rupees
 * (docs/product/payment-proof.md#which-withdrawals-appear).
 */
export async function listPaymentProofs(db: DbOrTx) {
  const rows = await db
    .select({
      decidedAt: withdrawals.decidedAt,
      createdAt: withdrawals.createdAt,
      userName: users.userName,
      method: withdrawals.method,
      amount: withdrawals.amount,
      paymentReference: withdrawals.paymentReference,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.memberId))
    .where(eq(withdrawals.status, 'Success'))
    .orderBy(desc(withdrawals.decidedAt))
    .limit(PAYMENT_PROOF_LIMIT);
  return rows.map((r) => ({
    paidAt: r.decidedAt ?? r.createdAt,
    userName: r.userName,
    method: r.method,
    amount: r.amount,
    paymentReference: r.paymentReference,
  }));
}
export type PaymentProof = Awaited<ReturnType<typeof listPaymentProofs>>[number];
