import { Fragment, useState } from 'react';
import { referralRatePercent } from '@kamao/contract/format';
import { COMMON_TEXTS } from '../../lib/common-texts';
import { CopyButton } from '../../components/copy-button';
import { EmptyState } from '../../components/empty-state';
import { Icon } from '../../components/icon';
import { Money } from '../../components/money';
import { Pager } from '../../components/pager';
import { SafeHtml } from '../../components/safe-html';
import { QueryBoundary } from '../../components/query-boundary';
import { PageSkeleton } from '../../components/skeleton';
import { getAppConfig } from '../../lib/app-config';
import { whatsAppLink } from '../../lib/site-links';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useReferralRecords, type ReferralData } from './api/referral-records';
import { REFERRALS_PER_PAGE, REFERRAL_TEXTS, inviteLink, inviteLinkParts } from './referral-texts';
import { formatIndianDate } from '../../lib/indian-time';
import { useTexts } from '../../lib/texts';

/** /member/refer-and-earn (docs/product/referrals.md#the-refer-and-earn-page). */
export function ReferAndEarnPage() {
  const T = useTexts(REFERRAL_TEXTS);
  useDocumentTitle(T.title);
  const records = useReferralRecords();
  return (
    <section className="w-full max-w-3xl space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{T.title}</h1>
      <QueryBoundary
        query={records}
        loading={<PageSkeleton cards={2} rows={5} />}
        errorText={T.loadFailed}
        serverMessage
      >
        {(data) => <ReferAndEarn data={data} />}
      </QueryBoundary>
    </section>
  );
}

/**
 * The invite link and how members pass it on: copy it, or send it on WhatsApp with a message in
 * their interface language. The link wraps only after a '/' (inviteLinkParts), never inside the
 * address or the name; a part wider than the screen scrolls. Buttons are 44 px targets.
 */
function InviteLink({ link }: { link: string }) {
  const common = useTexts(COMMON_TEXTS);
  const T = useTexts(REFERRAL_TEXTS);
  const share = whatsAppLink('', T.inviteMessage(getAppConfig().siteName, link));
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <p className="text-sm font-medium text-slate-700">{T.inviteLabel}</p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-testid="invite-link"
          translate="no"
          className="min-w-0 flex-1 overflow-x-auto rounded-xl bg-slate-50 px-3 py-2.5 text-sm break-normal text-slate-800 ring-1 ring-slate-200"
        >
          {inviteLinkParts(link).map((part, index) => (
            <Fragment key={index}>
              {index > 0 && <wbr />}
              <span className="whitespace-nowrap">{part}</span>
            </Fragment>
          ))}
        </code>
        <div className="flex flex-wrap gap-2">
          <CopyButton text={link} label={T.copyInvite} className="min-h-11 min-w-11" />
          <a
            href={share}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800"
          >
            <Icon name="whatsapp" className="size-5" />
            {T.shareWhatsApp} <span className="sr-only">{common.common.opensInNewTab}</span>
          </a>
        </div>
      </div>
    </div>
  );
}

function ReferAndEarn({ data }: { data: ReferralData }) {
  const T = useTexts(REFERRAL_TEXTS);
  const [page, setPage] = useState(1);
  const link = inviteLink(window.location.origin, data.userName);
  const rows = data.referral_data;
  const pageCount = Math.max(1, Math.ceil(rows.length / REFERRALS_PER_PAGE));
  const current = Math.min(page, pageCount);
  const shown = rows.slice((current - 1) * REFERRALS_PER_PAGE, current * REFERRALS_PER_PAGE);

  return (
    <>
      <div className="rounded-2xl bg-gradient-to-r from-emerald-600 to-indigo-600 p-5 text-white shadow-sm">
        <p className="text-4xl font-extrabold tabular-nums">
          {referralRatePercent(data.other_data_referralRate.referralRate)}%
        </p>
        <p className="mt-1 text-emerald-50">
          {T.rateBanner(referralRatePercent(data.other_data_referralRate.referralRate))}
        </p>
      </div>

      {data.other_data_referralRate.referralPageText ? (
        <SafeHtml
          html={data.other_data_referralRate.referralPageText}
          className="rounded-2xl border border-indigo-100 bg-indigo-50/60 p-4 text-sm text-slate-700"
        />
      ) : null}

      <InviteLink link={link} />

      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{T.tableTitle}</h2>
        {rows.length === 0 ? (
          <EmptyState look="inline" className="mt-3">
            {T.empty}
          </EmptyState>
        ) : (
          <>
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-slate-500">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {T.columnUser}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {T.columnIncome}
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      {T.columnDate}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {shown.map((row, index) => (
                    <tr key={`${row.userName}-${index}`}>
                      <td className="py-2 pr-3 font-medium text-slate-800" translate="no">
                        {row.userName}
                      </td>
                      <td className="py-2 pr-3 text-emerald-700">
                        <Money amount={row.income} />
                      </td>
                      <td className="py-2 whitespace-nowrap text-slate-600">
                        <time dateTime={row.date}>{formatIndianDate(row.date)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="mt-3">
              <Pager page={current} pageCount={pageCount} onPageChange={setPage} />
            </div>
          </>
        )}
      </div>
    </>
  );
}
