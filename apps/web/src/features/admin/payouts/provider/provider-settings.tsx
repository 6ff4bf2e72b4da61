import { payoutProviderAdminRoutes } from '@kamao/contract/admin/payout-provider';
import { toastSuccess } from '../../../../lib/toast';
import { useAdminMutation, useAdminQuery } from '../../api/admin-queries';
import { pendingOrFailed } from '../../query-state';
import { PROVIDER_NAMES, type ProviderBody } from './provider-draft';
import { ProviderSettingsForm } from './provider-settings-form';
import { ProviderStatus } from './provider-status';

const { payoutProviderGet, payoutProviderPut } = payoutProviderAdminRoutes;

/** The Payouts tab's provider view: how payouts go now, and the settings that change it. */
export function ProviderSettings() {
  const saved = useAdminQuery(payoutProviderGet);
  const put = useAdminMutation(payoutProviderPut);

  // A refusal is thrown on to the form, which shows the server's error_msg in its save bar.
  const save = async (body: ProviderBody) => {
    const now = await put.mutateAsync({ body });
    void toastSuccess(
      now.provider === 'manual'
        ? 'Saved: withdrawals are paid by hand.'
        : `Saved: ${PROVIDER_NAMES[now.provider]} is connected.`,
    );
  };

  return (
    <section aria-labelledby="payout-provider-title" className="grid gap-3">
      <h3 id="payout-provider-title" className="font-bold text-slate-900">
        Payout provider
      </h3>
      {pendingOrFailed(saved, 'h-32') ??
        (saved.data && (
          <>
            <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <ProviderStatus saved={saved.data} />
            </div>
            <ProviderSettingsForm saved={saved.data} onSave={save} />
          </>
        ))}
    </section>
  );
}
