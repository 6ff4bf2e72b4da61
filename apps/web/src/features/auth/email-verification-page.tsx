import { pagePaths } from '@kamao/contract/page-paths';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { errorMessageOf } from '../../lib/api-client';
import { translateServerText } from '../../lib/server-texts';
import { textsNow, useTexts } from '../../lib/texts';
import { toastError, toastSuccess } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { verifyEmailTokenRequest } from './api/verify-email-token';
import { cardClass } from './auth-styles';
import { AUTH_PAGE_TEXTS } from './auth-texts';

/**
 * /email-verification/{token}/{email}, shown without the top bar
 * (docs/product/accounts.md#e-mail-verification-page): verifies the link once, toasts the server's
 * msg or error_msg, then goes to /.
 */
export function EmailVerificationPage() {
  const T = useTexts(AUTH_PAGE_TEXTS);
  useDocumentTitle(T.verificationTitle);
  const { token = '', email = '' } = useParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: the link is single-use, so a second call would report it as spent.
    if (started.current) return;
    started.current = true;
    verifyEmailTokenRequest(token, email)
      .then((answer) => {
        const texts = textsNow(AUTH_PAGE_TEXTS);
        if (answer.success) {
          const sent = answer.msg ?? answer.message;
          void toastSuccess(sent ? translateServerText(sent) : texts.emailVerified);
        } else {
          const sent = answer.error_msg ?? answer.msg;
          void toastError(sent ? translateServerText(sent) : texts.genericError);
        }
      })
      .catch((error: unknown) => {
        void toastError(errorMessageOf(error, textsNow(AUTH_PAGE_TEXTS).genericError));
      })
      .finally(() => void navigate(pagePaths.home, { replace: true }));
  }, [token, email, navigate]);

  return (
    <div className="grid min-h-dvh place-items-center bg-slate-50 px-4">
      <section aria-labelledby="verify-title" className={`${cardClass} text-center`}>
        <h1 id="verify-title" className="text-xl font-bold tracking-tight text-slate-900">
          {T.verificationTitle}
        </h1>
        <p
          role="status"
          className="mt-4 flex items-center justify-center gap-2.5 text-sm text-slate-600"
        >
          <Spinner className="size-5 text-emerald-700" />
          {T.verifying}
        </p>
      </section>
    </div>
  );
}
