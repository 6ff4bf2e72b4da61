import { useState, type FormEvent } from 'react';
import { EmptyState } from '../../components/empty-state';
import { Money } from '../../components/money';
import { QueryBoundary } from '../../components/query-boundary';
import { SafeHtml } from '../../components/safe-html';
import { PageSkeleton } from '../../components/skeleton';
import { errorMessageOf } from '../../lib/api-client';
import { formatIndianTime } from '../../lib/indian-time';
import { translateServerText } from '../../lib/server-texts';
import { toastError, toastSuccess } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useClaimGiftCode } from './api/claim-gift-code';
import { useGiftCode, type GiftCodeData } from './api/gift-code';
import { textsNow, useTexts } from '../../lib/texts';
import { GIFT_CODE_TEXTS } from './gift-code-texts';

/** /member/gift-code (docs/product/gift-codes.md#the-gift-code-page). */
export function GiftCodePage() {
  const T = useTexts(GIFT_CODE_TEXTS);
  useDocumentTitle(T.title);
  const giftCode = useGiftCode();
  const [code, setCode] = useState('');
  const claim = useClaimGiftCode({
    onSuccess: (message) => {
      setCode('');
      // The server's text ('Gift code claimed successfully! ₹5.000 …') in the member's language.
      void toastSuccess(translateServerText(message));
    },
    onError: (error) =>
      void toastError(errorMessageOf(error, textsNow(GIFT_CODE_TEXTS).claimFailed)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    // A blank code is ignored (docs/product/gift-codes.md#the-gift-code-page).
    if (!trimmed || claim.isPending) return;
    claim.mutate(trimmed);
  };

  return (
    <section className="w-full max-w-3xl space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{T.title}</h1>

      <form
        onSubmit={submit}
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
        noValidate
      >
        <label htmlFor="gift-code" className="block text-sm font-medium text-slate-700">
          {T.codeLabel}
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id="gift-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder={T.codePlaceholder}
            autoComplete="off"
            maxLength={64}
            className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 px-3 py-2.5 uppercase tracking-wide focus:border-emerald-500 focus:ring-2 focus:ring-emerald-200 focus:outline-none"
          />
          <button
            type="submit"
            disabled={claim.isPending}
            className="min-h-11 rounded-xl bg-emerald-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-emerald-700 focus-visible:ring-2 focus-visible:ring-emerald-300 focus-visible:outline-none disabled:opacity-60"
          >
            {T.claim}
          </button>
        </div>
      </form>

      <QueryBoundary
        query={giftCode}
        loading={<PageSkeleton cards={1} rows={3} />}
        errorText={T.loadFailed}
        serverMessage
      >
        {(data) => <GiftCodeHistory data={data} />}
      </QueryBoundary>
    </section>
  );
}

/** The operator's page message and the member's claim history (code, bonus, time). */
function GiftCodeHistory({ data }: { data: GiftCodeData }) {
  const T = useTexts(GIFT_CODE_TEXTS);
  return (
    <>
      {data.giftCode_page_Message ? (
        <SafeHtml
          html={data.giftCode_page_Message}
          className="rounded-2xl border border-indigo-100 bg-indigo-50/60 p-4 text-sm text-slate-700"
        />
      ) : null}
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{T.historyTitle}</h2>
        {data.userGiftCode_claim_history.length === 0 ? (
          <EmptyState look="inline" className="mt-3">
            {T.noClaims}
          </EmptyState>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-500">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {T.columnCode}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {T.columnBonus}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {T.columnTime}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.userGiftCode_claim_history.map((row, index) => (
                  <tr key={`${row.giftCode}-${row.time}-${index}`}>
                    <td className="py-2 pr-3 font-mono uppercase" translate="no">
                      {row.giftCode}
                    </td>
                    <td className="py-2 pr-3 text-emerald-700">
                      <Money amount={row.bonusAmount} />
                    </td>
                    <td className="py-2 whitespace-nowrap text-slate-600">
                      <time dateTime={row.time}>{formatIndianTime(row.time)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </>
  );
}
