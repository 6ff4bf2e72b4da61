import { giftCodeAdminRoutes, type AdminGiftCode } from '@kamao/contract/admin/gift-codes';
import { errorMessageOf } from '../../../lib/api-client';
import { formatIndianTime } from '../../../lib/indian-time';
import { toastError, toastSuccess } from '../../../lib/toast';
import { Money } from '../../../components/money';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { buttons } from '../buttons';
import { confirmDestructive } from '../confirm-destructive';
import { pendingOrFailed } from '../query-state';
import { GiftCodeForm } from './gift-code-form';

const isOver = (code: AdminGiftCode) =>
  code.claimsCount >= code.maxClaims ||
  (code.expiresAt !== null && Date.parse(code.expiresAt) <= Date.now());

/**
 * Gift codes (docs/product/gift-codes.md#operator): an amount, a total claim limit, an expiry and
 * the wallet it credits; each member claims a code once (the server enforces all of it).
 */
export function GiftCodesPanel() {
  const list = useAdminQuery(giftCodeAdminRoutes.giftCodeList);
  const updateCode = useAdminMutation(giftCodeAdminRoutes.giftCodeUpdate);
  const codes = list.data?.giftCodes ?? [];

  const endNow = async (code: AdminGiftCode) => {
    const sure = await confirmDestructive({
      action: 'End',
      thing: code.code,
      consequence: 'Members can no longer claim it.',
    });
    if (!sure) return;
    try {
      await updateCode.mutateAsync({
        params: { id: code.id },
        body: { expiresAt: new Date().toISOString() },
      });
      await toastSuccess(`${code.code} has ended.`);
    } catch (error) {
      await toastError(errorMessageOf(error, 'Something went wrong, please try again.'));
    }
  };

  return (
    <section aria-labelledby="gift-codes-title" className="grid gap-4">
      <h2 id="gift-codes-title" className="text-lg font-bold text-slate-900">
        Gift codes
      </h2>
      <GiftCodeForm />

      {pendingOrFailed(list, 'h-32') ??
        (codes.length === 0 ? (
          <p className="text-sm text-slate-500">No gift codes yet.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="Gift codes">
            {codes.map((code) => (
              <li
                key={code.id}
                className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-mono text-base font-semibold text-slate-900">{code.code}</p>
                  <p className="text-slate-700">
                    <Money amount={code.amount} /> to the {code.wallet} wallet
                  </p>
                  <p className="text-slate-500">
                    {code.claimsCount} of {code.maxClaims} claimed ·{' '}
                    {code.expiresAt ? `ends ${formatIndianTime(code.expiresAt)}` : 'no end date'}
                  </p>
                </div>
                {isOver(code) ? (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
                    Over
                  </span>
                ) : (
                  <button
                    type="button"
                    className={buttons.danger}
                    onClick={() => void endNow(code)}
                    aria-label={`End ${code.code}`}
                  >
                    End now
                  </button>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
