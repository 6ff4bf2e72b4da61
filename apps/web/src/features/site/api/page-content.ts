import { queryOptions, useQuery } from '@tanstack/react-query';
import { maskPaymentReference, maskUserName } from '@kamao/contract/payment-reference';
import { apiRequest } from '../../../lib/api-client';
import { CHECK_LOGIN_QUERY_KEY } from '../../../lib/query-keys';

/**
 * GET /checkLogin_for_navBar with a page flag (docs/product/site-and-pages.md#navigation-check):
 * the same login check the shell makes on each route change, asked by a public page together
 * with its own data. Its isLogin keeps the shell's check current; the wire names
 * (faqQuestioin, homepageSection_message …) are mapped to clear ones here, once.
 */
type PageFlag = 'faq' | 'paymentProof' | 'privacy_policy' | 'terms_of_use' | 'dmca';

function pageCheckQueryOptions(flag: PageFlag) {
  return queryOptions({
    queryKey: [...CHECK_LOGIN_QUERY_KEY, flag] as const,
    queryFn: async ({ signal, client }) => {
      const answer = await apiRequest('checkLoginForNavBar', {
        query: { [flag]: 'true' },
        signal,
      });
      client.setQueryData(CHECK_LOGIN_QUERY_KEY, answer.msg.isLogin);
      return answer.msg;
    },
    // Each page shows its own error state; no toast on top of it.
    meta: { silentErrors: true },
  });
}

export interface FaqEntry {
  question: string;
  answerHtml: string;
}

export interface HomepageSection {
  title: string;
  messageHtml: string;
}

/** The home page's FAQ list and operator sections (faq=true). */
export function useHomeContent() {
  return useQuery({
    ...pageCheckQueryOptions('faq'),
    select: (msg) => ({
      faqs: (msg.other_data_faqArray ?? []).map((entry): FaqEntry => ({
        question: entry.faqQuestioin,
        answerHtml: entry.faqAnswer,
      })),
      sections: (msg.other_data_homepage_Array ?? []).map((section): HomepageSection => ({
        title: section.homepageSection_title,
        messageHtml: section.homepageSection_message,
      })),
    }),
  });
}

export interface PaymentProof {
  time: string;
  /** Masked ('de**o'): the page never shows a member's whole userName. */
  userName: string;
  method: string;
  balance: number;
  /** The payout's reference, masked ('41••••••••01'); null when none was recorded. */
  reference: string | null;
}

/**
 * Paid withdrawals, newest first (paymentProof=true). The server masks the userName and the
 * reference; masking again here (the masks change nothing already masked) keeps a whole one
 * off this public page whatever answered.
 */
export function usePaymentProofs() {
  return useQuery({
    ...pageCheckQueryOptions('paymentProof'),
    select: (msg) =>
      (msg.paymentProof_data ?? []).map((row): PaymentProof => ({
        time: row.time,
        userName: maskUserName(row.userName),
        method: row.withdrawal_method,
        balance: row.balance,
        reference: row.payment_reference ? maskPaymentReference(row.payment_reference) : null,
      })),
  });
}

export type LegalPageKind = 'privacy_policy' | 'terms_of_use' | 'dmca';

/** A legal page's operator HTML (privacy_policy / terms_of_use / dmca = true). */
export function useLegalText(kind: LegalPageKind) {
  return useQuery({
    ...pageCheckQueryOptions(kind),
    select: (msg) => msg[`${kind}_data`] ?? '',
  });
}
