import { PAYMENT_PROOF_MONEY_DECIMALS, PAYMENT_PROOF_PAGE_SIZE } from '@kamao/contract/constants';
import { formatRupees } from '@kamao/contract/money';
import { useState } from 'react';
import { COMMON_TEXTS } from '../../lib/common-texts';
import { Icon } from '../../components/icon';
import { Pager } from '../../components/pager';
import { QueryBoundary } from '../../components/query-boundary';
import { Skeleton } from '../../components/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePaymentProofs, type PaymentProof } from './api/page-content';
import { formatIndianTime } from '../../lib/indian-time';
import { useTexts } from '../../lib/texts';
import { SITE_TEXTS } from './site-texts';

const money = (amount: number) => formatRupees(amount, PAYMENT_PROOF_MONEY_DECIMALS);

/**
 * /payment-proof (docs/product/payment-proof.md#what-a-visitor-sees): paid withdrawals, 10 rows per
 * page, columns time, userName, withdrawal method and balance with 2 decimals, and the pager of at
 * most 5 page numbers. A table from 640 px; one card per payment on a phone. The userName and the
 * payout's reference (under the method) are masked: this page is public. Names, methods and
 * references are shown as sent (translate="no"); the page's own words follow the member's language.
 */
export function PaymentProofPage() {
  const t = useTexts(SITE_TEXTS).paymentProof;
  useDocumentTitle(t.title);
  const proofs = usePaymentProofs();
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-emerald-50 text-emerald-700">
          <Icon name="wallet" className="size-6" />
        </span>
        <div>
          <h1
            id="page-title"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {t.title}
          </h1>
          <p className="mt-1 text-slate-600">{t.intro}</p>
        </div>
      </div>

      <div className="mt-6">
        <QueryBoundary
          query={proofs}
          loading={<ProofSkeleton />}
          errorText={t.loadFailed}
          retryText={t.retry}
          isEmpty={(rows) => rows.length === 0}
          empty={
            <>
              <ProofTable rows={[]} />
              <EmptyProofs />
            </>
          }
        >
          {(rows) => <Proofs rows={rows} />}
        </QueryBoundary>
      </div>
    </section>
  );
}

/** The paid withdrawals, 10 per page: a table from 640 px, cards on a phone. */
function Proofs({ rows }: { rows: PaymentProof[] }) {
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(rows.length / PAYMENT_PROOF_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const shown = rows.slice(
    (current - 1) * PAYMENT_PROOF_PAGE_SIZE,
    current * PAYMENT_PROOF_PAGE_SIZE,
  );
  return (
    <>
      <ProofTable rows={shown} />
      <ProofCards rows={shown} />
      <div className="mt-5">
        <Pager page={current} pageCount={pageCount} onPageChange={setPage} />
      </div>
    </>
  );
}

const headerCell =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

function ProofTable({ rows }: { rows: PaymentProof[] }) {
  const t = useTexts(SITE_TEXTS).paymentProof;
  return (
    <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{t.caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={headerCell}>
              {t.time}
            </th>
            <th scope="col" className={headerCell}>
              {t.userName}
            </th>
            <th scope="col" className={headerCell}>
              {t.method}
            </th>
            <th scope="col" className={`${headerCell} text-right`}>
              {t.balance}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, index) => (
            <tr key={`${row.time}-${row.userName}-${index}`} className="hover:bg-slate-50">
              <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                {formatIndianTime(row.time)}
              </td>
              <td translate="no" className="px-4 py-3 font-medium break-all text-slate-900">
                {row.userName}
              </td>
              <td className="px-4 py-3 text-slate-700">
                <span translate="no">{row.method}</span>
                {row.reference ? (
                  <span className="block text-xs text-slate-500">
                    <abbr title={t.referenceLabel} className="no-underline">
                      {t.reference}
                    </abbr>{' '}
                    <span translate="no" className="font-mono">
                      {row.reference}
                    </span>
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-emerald-800 tabular-nums">
                {money(row.balance)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ProofCards({ rows }: { rows: PaymentProof[] }) {
  const t = useTexts(SITE_TEXTS).paymentProof;
  return (
    <ul className="space-y-3 sm:hidden" aria-label={t.caption}>
      {rows.map((row, index) => (
        <li
          key={`${row.time}-${row.userName}-${index}`}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="flex items-start justify-between gap-3">
            <p translate="no" className="min-w-0 font-semibold break-all text-slate-900">
              {row.userName}
            </p>
            <p className="shrink-0 font-bold text-emerald-800 tabular-nums">{money(row.balance)}</p>
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-500">{t.method}</dt>
            <dd translate="no" className="text-slate-800">
              {row.method}
            </dd>
            {row.reference ? (
              <>
                <dt className="text-slate-500">{t.referenceLabel}</dt>
                <dd translate="no" className="font-mono text-slate-800">
                  {row.reference}
                </dd>
              </>
            ) : null}
            <dt className="text-slate-500">{t.time}</dt>
            <dd className="text-slate-800">{formatIndianTime(row.time)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function EmptyProofs() {
  const t = useTexts(SITE_TEXTS).paymentProof;
  return (
    <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-indigo-50 text-indigo-700">
        <Icon name="hourglass" className="size-6" />
      </span>
      <p className="mt-3 font-semibold text-slate-900">{t.emptyTitle}</p>
      <p className="mt-1 text-sm text-slate-600">{t.emptyText}</p>
    </div>
  );
}

function ProofSkeleton() {
  const common = useTexts(COMMON_TEXTS);
  return (
    <div
      role="status"
      aria-busy="true"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <span className="sr-only">{common.common.loading}</span>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-6 w-full" />
      ))}
    </div>
  );
}
