import { TOAST_MS } from '@kamao/contract/constants';
import { pagePaths } from '@kamao/contract/page-paths';
import { passwordSchema } from '@kamao/contract/validation';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { errorMessageOf } from '../../lib/api-client';
import { translateServerText } from '../../lib/server-texts';
import { textsNow, useTexts } from '../../lib/texts';
import { toastError, toastSuccess } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useResetPasswordMutation, verifyResetTokenQueryOptions } from './api/reset-password';
import { cardClass, primaryButtonClass } from './auth-styles';
import { AUTH_PAGE_TEXTS } from './auth-texts';
import { PasswordField } from './password-field';
import { toastWithText } from './timed-toast';

/**
 * /password-reset-form/{token} (docs/product/accounts.md#password-reset-page): the link's
 * token is verified first; only a valid one shows the form (new password and confirmation,
 * each with show/hide). A bad link toasts 'Token Verification Failed!' and goes to /login.
 */
export function PasswordResetPage() {
  const T = useTexts(AUTH_PAGE_TEXTS);
  useDocumentTitle(T.resetTitle);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const verify = useQuery(verifyResetTokenQueryOptions(token));
  const reset = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  const invalid = verify.isError || (verify.isSuccess && !verify.data.success);
  useEffect(() => {
    if (!invalid) return;
    void toastError(textsNow(AUTH_PAGE_TEXTS).tokenVerificationFailed);
    void navigate(pagePaths.login, { replace: true });
  }, [invalid, navigate]);

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

  const ready = verify.isSuccess && verify.data.success;

  return (
    <div className="px-4 py-10 sm:py-16">
      <section aria-labelledby="reset-title" className={cardClass} aria-busy={!ready}>
        <h1 id="reset-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {T.resetTitle}
        </h1>
        {!ready ? (
          <p role="status" className="mt-4 flex items-center gap-2.5 text-sm text-slate-600">
            <Spinner className="size-5 text-emerald-700" />
            {T.checkingResetLink}
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-600">{T.resetIntro}</p>
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
          </>
        )}
      </section>
    </div>
  );
}
