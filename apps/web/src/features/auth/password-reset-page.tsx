import { pagePaths } from '@kamao/contract/page-paths';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { textsNow, useTexts } from '../../lib/texts';
import { toastError } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { verifyResetTokenQueryOptions } from './api/reset-password';
import { cardClass } from './auth-styles';
import { AUTH_PAGE_TEXTS } from './auth-texts';
import { PasswordResetForm } from './password-reset-form';

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
  const invalid = verify.isError || (verify.isSuccess && !verify.data.success);
  useEffect(() => {
    if (!invalid) return;
    void toastError(textsNow(AUTH_PAGE_TEXTS).tokenVerificationFailed);
    void navigate(pagePaths.login, { replace: true });
  }, [invalid, navigate]);

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
            <PasswordResetForm token={token} />
          </>
        )}
      </section>
    </div>
  );
}
