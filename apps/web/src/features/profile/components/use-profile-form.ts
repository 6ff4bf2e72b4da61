import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ProfilePayload } from '@kamao/contract/api-account';
import { checkPayoutAccount, type PayoutMethodKind } from '@kamao/contract/payout-account';
import { errorMessageOf } from '../../../lib/api-client';
import { translateServerText } from '../../../lib/server-texts';
import { textsNow } from '../../../lib/texts';
import { toastError, toastSuccess } from '../../../lib/toast';
import { translatedResolver } from '../../../lib/translated-resolver';
import { useErrorsFollowLanguage } from '../../../lib/use-errors-follow-language';
import { profileFormSchema, useUpdateProfile, type ProfileForm } from '../api/update-profile';
import { profileTexts } from '../profile-texts';

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

/** A withdrawal method the operator offers, as the profile lists it. */
export type WithdrawalMethod = {
  withdrawalMethod_name: string;
  withdrawalMethod_details: string;
  withdrawalMethod_minimumAmount: number;
  withdrawalMethod_kind: PayoutMethodKind;
};

/**
 * The contract's schema checks the form; its messages are told in the language chosen when the
 * form is checked (profileTexts.fieldProblem keeps the schema's English as it is).
 */
const checkProfile = zodResolver(profileFormSchema);
const profileResolver = translatedResolver(checkProfile, () => textsNow(profileTexts).fieldProblem);

/**
 * The profile form's state: the fields filled from `saved`, the withdrawal method chosen among
 * `methods` (`chosen`, to show its details), and the request that saves them.
 */
export function useProfileForm(saved: ProfileForm, methods: WithdrawalMethod[]) {
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
  useErrorsFollowLanguage(form);
  const chosenName = useWatch({ control: form.control, name: 'withdrawal_method' });
  const chosen = methods.find((m) => m.withdrawalMethod_name === chosenName);

  const save = useUpdateProfile({
    onSuccess: (message) => void toastSuccess(translateServerText(message)),
    // A lost session never gets here (useMemberMutation): the session reaction shows it.
    onError: (error) => void toastError(errorMessageOf(error, textsNow(profileTexts).failed)),
  });

  // The account's shape for the chosen method's kind is told beside the field before any request;
  // the server checks it again.
  const onSubmit = form.handleSubmit((values) => {
    const method = methods.find((m) => m.withdrawalMethod_name === values.withdrawal_method);
    const account = method
      ? checkPayoutAccount(method.withdrawalMethod_kind, values.withdrawal_account_information)
      : undefined;
    if (account && !account.ok) {
      form.setError(
        'withdrawal_account_information',
        { message: translateServerText(account.message) },
        { shouldFocus: true },
      );
      return;
    }
    save.mutate(values);
  });
  return { form, chosen, busy: save.isPending, onSubmit };
}
