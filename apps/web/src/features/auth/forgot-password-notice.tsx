import { Countdown } from '../../components/countdown';
import { Icon } from '../../components/icon';
import { useTexts } from '../../lib/texts';
import { AUTH_PAGE_TEXTS } from './auth-texts';
import type { ForgotPasswordWait } from './use-forgot-password-request';

/**
 * Inside the 'I Forgot My Password' dialog: why the request failed, or the server's message
 * with a live 'Try again after' countdown while a link was sent recently.
 */
export function ForgotPasswordNotice({
  failure,
  wait,
  onWaitOver,
}: {
  failure: string | undefined;
  wait: ForgotPasswordWait | undefined;
  onWaitOver: () => void;
}) {
  const T = useTexts(AUTH_PAGE_TEXTS);
  return (
    <>
      {failure && !wait && (
        <p
          role="alert"
          className="mt-4 flex gap-3 rounded-2xl border border-rose-200 bg-rose-50 p-3.5 text-sm text-rose-900"
        >
          <Icon name="alert" className="mt-0.5 size-5 shrink-0 text-rose-600" />
          {failure}
        </p>
      )}

      {wait && (
        <div
          role="alert"
          className="mt-4 flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-3.5 text-sm text-amber-900"
        >
          <Icon name="hourglass" className="mt-0.5 size-5 shrink-0 text-amber-600" />
          <p>
            {wait.message}
            <br />
            <span className="font-semibold">
              {T.tryAgainAfter} <Countdown until={wait.until} onDone={onWaitOver} />
            </span>
          </p>
        </div>
      )}
    </>
  );
}
