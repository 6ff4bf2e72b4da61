import { Money } from '../../components/money';
import { QueryBoundary } from '../../components/query-boundary';
import { PageSkeleton } from '../../components/skeleton';
import { SubmitButton } from '../../components/submit-button';
import { useTexts } from '../../lib/texts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProfile } from './api/profile';
import type { ProfileForm } from './api/update-profile';
import { BillingCard } from './components/billing-card';
import { useProfileForm, type WithdrawalMethod } from './components/use-profile-form';
import { WithdrawalInfoCard } from './components/withdrawal-info-card';
import { profileTexts } from './profile-texts';

/**
 * /member/profile (docs/product/accounts.md#profile): 'Profile & Billing' (name, address, city,
 * state, zip code, mobile number) and 'Withdrawal Info' (a method from the server's list, with its
 * details and minimum, and the account text). All eight fields are required; the server's error_msg
 * is toasted.
 */
export function ProfilePage() {
  const t = useTexts(profileTexts);
  useDocumentTitle(t.pageTitle);
  const profile = useProfile();

  return (
    <div className="max-w-4xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t.pageTitle}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
        </div>
        {/* Its place is kept while the data loads: on a phone it wraps below the heading, and
            coming in late it pushed the whole form down. */}
        {!profile.isError && (
          <p className="rounded-xl bg-emerald-50 px-3 py-1.5 text-sm text-emerald-900 ring-1 ring-emerald-200">
            {t.balance}:{' '}
            {profile.data ? (
              <Money amount={profile.data.available_balance} className="font-semibold" />
            ) : (
              <span className="inline-block h-4 w-16 animate-pulse rounded bg-emerald-200/70 align-middle" />
            )}
          </p>
        )}
      </div>
      <div className="mt-6">
        <QueryBoundary
          query={profile}
          loading={<PageSkeleton cards={2} rows={6} />}
          errorText={t.loadFailed}
          retryText={t.retry}
        >
          {(data) => (
            <ProfileFormView saved={data} methods={data.other_data_withdrawalMethodArray} />
          )}
        </QueryBoundary>
      </div>
    </div>
  );
}

function ProfileFormView({ saved, methods }: { saved: ProfileForm; methods: WithdrawalMethod[] }) {
  const t = useTexts(profileTexts);
  const { form, chosen, busy, onSubmit } = useProfileForm(saved, methods);
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      <BillingCard register={register} errors={errors} />
      <WithdrawalInfoCard register={register} errors={errors} methods={methods} chosen={chosen} />
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
        <SubmitButton busy={busy} label={t.save} busyLabel={t.saving} />
      </div>
    </form>
  );
}
