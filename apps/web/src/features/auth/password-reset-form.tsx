import { TOAST_MS } from '@kamao/contract/constants';
import { pagePaths } from '@kamao/contract/page-paths';
import { passwordSchema } from '@kamao/contract/validation';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../components/spinner';
import { errorMessageOf } from '../../lib/api-client';
import { translateServerText } from '../../lib/server-texts';
import { textsNow, useTexts } from '../../lib/texts';
import { toastError, toastSuccess } from '../../lib/toast';
import { useResetPasswordMutation } from './api/reset-password';
import { primaryButtonClass } from './auth-styles';
import { AUTH_PAGE_TEXTS } from './auth-texts';
import { PasswordField } from './password-field';
import { toastWithText } from './timed-toast';

/**
 * The password reset page's form, shown once the link's token is verified: the new password
 * (held to the password rules) and its confirmation; success goes to /login.
 */
export function PasswordResetForm({ token }: { token: string }) {
  const T = useTexts(AUTH_PAGE_TEXTS);
  const navigate = useNavigate();
  const reset = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = passwordSchema.safeParse(password);
    if (!checked.success) {
      setErrors({ password: checked.error.issues[0]?.message });
      return;
    }
    if (password !== confirm) {
      setErrors({ confirm: T.resetPasswordsDoNotMatch });
      void toastError(T.resetPasswordsDoNotMatch);
      return;
    }
    setErrors({});
    reset.mutate(
      { password, token },
      {
        onSuccess: (answer) => {
          const sent = answer.msg ?? answer.message;
          const texts = textsNow(AUTH_PAGE_TEXTS);
          void toastSuccess(sent ? translateServerText(sent) : texts.passwordResetDone);
          void navigate(pagePaths.login, { replace: true });
        },
        onError: (error) => {
          const texts = textsNow(AUTH_PAGE_TEXTS);
          const message = errorMessageOf(error, texts.resetGenericError);
          void toastWithText('error', texts.resetErrorTitle, message, TOAST_MS);
        },
      },
    );
  };

  return (
    <form className="mt-6 space-y-5" noValidate onSubmit={submit}>
      <PasswordField
        id="reset-password"
        label={T.newPasswordLabel}
        error={errors.password}
        inputProps={{
          autoComplete: 'new-password',
          value: password,
          onChange: (event) => setPassword(event.target.value),
        }}
      />
      <PasswordField
        id="reset-confirm"
        label={T.confirmPasswordLabel}
        error={errors.confirm}
        inputProps={{
          autoComplete: 'new-password',
          value: confirm,
          onChange: (event) => setConfirm(event.target.value),
        }}
      />
      <button
        type="submit"
        disabled={reset.isPending}
        aria-busy={reset.isPending}
        className={primaryButtonClass}
      >
        {reset.isPending && <Spinner className="size-5" />}
        {T.resetButton}
      </button>
    </form>
  );
}
