import { useForm } from 'react-hook-form';
import { errorMessageOf } from '../../../lib/api-client';
import { translateServerText } from '../../../lib/server-texts';
import { textsNow, useTexts } from '../../../lib/texts';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { settingsTexts } from '../profile-texts';
import { passwordFormProblem, resolverOf, type PasswordForm } from '../settings-schemas';
import { SubmitButton } from '../../../components/submit-button';
import { Card, PasswordField } from './form-field';
import { useErrorsFollowLanguage } from '../../../lib/use-errors-follow-language';

const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (docs/product/accounts.md#settings-password-change): current, new and confirm,
 * each with show/hide; the three checks first, then the server's error_msg. The other sessions end
 * on the server.
 */
export function PasswordChangeForm() {
  const t = useTexts(settingsTexts);
  const form = useForm<PasswordForm>({
    resolver: resolverOf(passwordFormProblem),
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  useErrorsFollowLanguage(form);

  const change = useChangePassword({
    onSuccess: (message) => {
      reset(EMPTY);
      void toastSuccess(translateServerText(message));
    },
    // A lost session never gets here (useMemberMutation): the session reaction shows it.
    onError: (error) => void toastError(errorMessageOf(error, textsNow(settingsTexts).failed)),
  });

  const onSubmit = handleSubmit((values) =>
    change.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
  );
  const toggle = { showLabel: t.showPassword, hideLabel: t.hidePassword };

  return (
    <Card titleId="password-title" title={t.passwordTitle} hint={t.passwordHint} icon="settings">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <PasswordField
          label={t.currentPassword}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          registration={register('currentPassword')}
          {...toggle}
        />
        <PasswordField
          label={t.newPassword}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          registration={register('newPassword')}
          {...toggle}
        />
        <PasswordField
          label={t.confirmPassword}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          registration={register('confirmPassword')}
          {...toggle}
        />
        <SubmitButton busy={change.isPending} label={t.savePassword} busyLabel={t.busy} />
      </form>
    </Card>
  );
}
