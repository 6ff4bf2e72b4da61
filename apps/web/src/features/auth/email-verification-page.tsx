import { pagePaths } from '@kamao/contract/page-paths';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-client';
import { GENERIC_ERROR_MESSAGE } from '../../lib/messages';
import { toastError, toastSuccess } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { verifyEmailTokenRequest } from './api/verify-email-token';
import { cardClass } from './auth-styles';

/**
 * /email-verification/{token}/{email}, shown without the top bar (spec part 1 §2 "E-mail
 * verification page", §7): verifies the link once, toasts the server's msg or error_msg, then
 * goes to /.
 */
export function EmailVerificationPage() {
  useDocumentTitle('E-mail Verification');
  const { token = '', email = '' } = useParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: the link is single-use, so a second call would report it as spent.
    if (started.current) return;
    started.current = true;
    verifyEmailTokenRequest(token, email)
      .then((answer) => {
        if (answer.success) void toastSuccess(answer.msg ?? answer.message ?? 'Email verified');
        else void toastError(answer.error_msg ?? answer.msg ?? GENERIC_ERROR_MESSAGE);
      })
      .catch((error: unknown) => {
        const message =
          error instanceof ApiError && error.errorMessage
            ? error.errorMessage
            : GENERIC_ERROR_MESSAGE;
        void toastError(message);
      })
      .finally(() => void navigate(pagePaths.home, { replace: true }));
  }, [token, email, navigate]);

  return (
    <div className="grid min-h-dvh place-items-center bg-slate-50 px-4">
      <section aria-labelledby="verify-title" className={`${cardClass} text-center`}>
        <h1 id="verify-title" className="text-xl font-bold tracking-tight text-slate-900">
          E-mail Verification
        </h1>
        <p
          role="status"
          className="mt-4 flex items-center justify-center gap-2.5 text-sm text-slate-600"
        >
          <Spinner className="size-5 text-emerald-700" />
          Verifying your new e-mail address…
        </p>
      </section>
    </div>
  );
}
