import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ProfilePayload } from '@kamao/contract/api-account';
import { Money } from '../../components/money';
import { QueryBoundary } from '../../components/query-boundary';
import { PageSkeleton } from '../../components/skeleton';
import { SafeHtml } from '../../components/safe-html';
import { errorMessageOf } from '../../lib/api-client';
import { translateServerText } from '../../lib/server-texts';
import { textsNow, useTexts } from '../../lib/texts';
import { toastError, toastSuccess } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProfile } from './api/profile';
import { profileFormSchema, useUpdateProfile, type ProfileForm } from './api/update-profile';
import { FormField, inputClass, TextField } from '../../components/form-field';
import { SubmitButton } from '../../components/submit-button';
import { Card } from './components/form-field';
import { profileTexts } from './profile-texts';
import { translatedResolver } from '../../lib/translated-resolver';
import { useErrorsFollowLanguage } from '../../lib/use-errors-follow-language';

const EMPTY_PROFILE: ProfileForm = {
  name: '',
  address: '',
  city: '',
  state: '',
  zip_code: '',
  mobile_number: '',
  withdrawal_method: '',
  withdrawal_account_information: '',
};

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
        {profile.data && (
          <p className="rounded-xl bg-emerald-50 px-3 py-1.5 text-sm text-emerald-900 ring-1 ring-emerald-200">
            {t.balance}: <Money amount={profile.data.available_balance} className="font-semibold" />
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

type Method = {
  withdrawalMethod_name: string;
  withdrawalMethod_details: string;
  withdrawalMethod_minimumAmount: number;
};

/**
 * The contract's schema checks the form; its messages are told in the language chosen when the
 * form is checked (profileTexts.fieldProblem keeps the schema's English as it is).
 */
const checkProfile = zodResolver(profileFormSchema);
const profileResolver = translatedResolver(checkProfile, () => textsNow(profileTexts).fieldProblem);

function ProfileFormView({ saved, methods }: { saved: ProfileForm; methods: Method[] }) {
  const t = useTexts(profileTexts);
  const values = useMemo<ProfileForm>(
    () => ({
      name: saved.name,
      address: saved.address,
      city: saved.city,
      state: saved.state,
      zip_code: saved.zip_code,
      mobile_number: saved.mobile_number,
      // A method the operator no longer offers must be chosen again (from the list).
      withdrawal_method: methods.some((m) => m.withdrawalMethod_name === saved.withdrawal_method)
        ? saved.withdrawal_method
        : '',
      withdrawal_account_information: saved.withdrawal_account_information,
    }),
    [saved, methods],
  );
  const form = useForm<ProfilePayload, unknown, ProfileForm>({
    resolver: profileResolver,
    defaultValues: EMPTY_PROFILE,
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = form;
  useErrorsFollowLanguage(form);
  const chosenName = useWatch({ control, name: 'withdrawal_method' });
  const chosen = methods.find((m) => m.withdrawalMethod_name === chosenName);

  const save = useUpdateProfile({
    onSuccess: (message) => void toastSuccess(translateServerText(message)),
    // A lost session never gets here (useMemberMutation): the session reaction shows it.
    onError: (error) => void toastError(errorMessageOf(error, textsNow(profileTexts).failed)),
  });

  const onSubmit = handleSubmit((values) => save.mutate(values));

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      <Card titleId="profile-billing-title" title={t.billingTitle} hint={t.billingHint} icon="user">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t.name}
            autoComplete="name"
            error={errors.name?.message}
            registration={register('name')}
            className="sm:col-span-2"
          />
          <TextField
            label={t.address}
            autoComplete="street-address"
            error={errors.address?.message}
            registration={register('address')}
            className="sm:col-span-2"
          />
          <TextField
            label={t.city}
            autoComplete="address-level2"
            error={errors.city?.message}
            registration={register('city')}
          />
          <TextField
            label={t.state}
            autoComplete="address-level1"
            error={errors.state?.message}
            registration={register('state')}
          />
          <TextField
            label={t.zip}
            autoComplete="postal-code"
            inputMode="numeric"
            error={errors.zip_code?.message}
            registration={register('zip_code')}
          />
          <TextField
            label={t.mobile}
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            maxLength={10}
            error={errors.mobile_number?.message}
            registration={register('mobile_number')}
          />
        </div>
      </Card>

      <Card
        titleId="withdrawal-info-title"
        title={t.withdrawalTitle}
        hint={t.withdrawalHint}
        icon="wallet"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t.method} error={errors.withdrawal_method?.message}>
            {({ id, describedBy, invalid }) => (
              <select
                id={id}
                className={inputClass}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...register('withdrawal_method')}
              >
                <option value="">{methods.length > 0 ? t.methodPlaceholder : t.noMethods}</option>
                {methods.map((method) => (
                  <option
                    key={method.withdrawalMethod_name}
                    value={method.withdrawalMethod_name}
                    translate="no"
                  >
                    {method.withdrawalMethod_name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <TextField
            label={t.account}
            placeholder={t.accountPlaceholder}
            autoComplete="off"
            spellCheck={false}
            error={errors.withdrawal_account_information?.message}
            registration={register('withdrawal_account_information')}
          />
        </div>
        {chosen && (
          <div
            aria-live="polite"
            className="mt-4 rounded-xl border border-indigo-100 bg-indigo-50/60 p-4 text-sm text-slate-700"
          >
            <p className="font-semibold text-indigo-900" translate="no">
              {chosen.withdrawalMethod_name}
            </p>
            <SafeHtml html={chosen.withdrawalMethod_details} className="mt-1" />
            <p className="mt-2">
              {t.minimum}:{' '}
              <Money
                amount={chosen.withdrawalMethod_minimumAmount}
                className="font-semibold text-slate-900"
              />
            </p>
          </div>
        )}
      </Card>

      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
        <SubmitButton busy={save.isPending} label={t.save} busyLabel={t.saving} />
      </div>
    </form>
  );
}
