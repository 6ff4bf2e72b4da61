import { TOAST_MS } from '@kamao/contract/constants';
import { pagePaths } from '@kamao/contract/page-paths';
import { passwordSchema } from '@kamao/contract/validation';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-client';
import { toastError, toastSuccess } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useResetPasswordMutation, verifyResetTokenQueryOptions } from './api/reset-password';
import { cardClass, primaryButtonClass } from './auth-styles';
import {
  RESET_ERROR_TITLE,
  RESET_GENERIC_ERROR,
  RESET_PASSWORDS_DO_NOT_MATCH,
  TOKEN_VERIFICATION_FAILED,
} from './auth-texts';
import { PasswordField } from './password-field';
import { toastWithText } from './timed-toast';

/**
 * /password-reset-form/{token} (spec part 1 §2 "Password reset page", §4, §5, §8): the link's
 * token is verified first; only a valid one shows the form (new password and confirmation,
 * each with show/hide). A bad link toasts 'Token Verification Failed!' and goes to /login.
 */
export function PasswordResetPage() {
  useDocumentTitle('Reset Password');
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
    void toastError(TOKEN_VERIFICATION_FAILED);
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
      setErrors({ confirm: RESET_PASSWORDS_DO_NOT_MATCH });
      void toastError(RESET_PASSWORDS_DO_NOT_MATCH);
      return;
    }
    setErrors({});
    reset.mutate(
      { password, token },
      {
        onSuccess: (answer) => {
          void toastSuccess(answer.msg ?? answer.message ?? 'Password reset successfully.');
          void navigate(pagePaths.login, { replace: true });
        },
        onError: (error) => {
          const message =
            error instanceof ApiError && error.errorMessage
              ? error.errorMessage
              : RESET_GENERIC_ERROR;
          void toastWithText('error', RESET_ERROR_TITLE, message, TOAST_MS);
        },
      },
    );
  };

  const ready = verify.isSuccess && verify.data.success;

  return (
    <div className="px-4 py-10 sm:py-16">
      <section aria-labelledby="reset-title" className={cardClass} aria-busy={!ready}>
        <h1 id="reset-title" className="text-2xl font-bold tracking-tight text-slate-900">
          Reset Password
        </h1>
        {!ready ? (
          <p role="status" className="mt-4 flex items-center gap-2.5 text-sm text-slate-600">
            <Spinner className="size-5 text-emerald-700" />
            Checking your reset link…
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-600">
              Choose a new password of at least 8 characters.
            </p>
            <form className="mt-6 space-y-5" noValidate onSubmit={submit}>
              <PasswordField
                id="reset-password"
                label="New Password"
                error={errors.password}
                inputProps={{
                  autoComplete: 'new-password',
                  value: password,
                  onChange: (event) => setPassword(event.target.value),
                }}
              />
              <PasswordField
                id="reset-confirm"
                label="Confirm Password"
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
                Reset Password
              </button>
            </form>
          </>
        )}
      </section>
    </div>
  );
}
