import { EMAIL_REQUIRED_MESSAGE, emailSchema } from '@kamao/contract/validation';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Countdown } from '../../components/countdown';
import { Icon } from '../../components/icon';
import { useDialogOpen } from '../../components/modal-dialog';
import { Spinner } from '../../components/spinner';
import { ApiError, errorMessageOf } from '../../lib/api-client';
import { translateServerText } from '../../lib/server-texts';
import { textsNow, useTexts } from '../../lib/texts';
import { toastSuccess } from '../../lib/toast';
import { useForgotPasswordMutation } from './api/forgot-password';
import { errorClass, fieldClass, labelClass, primaryButtonClass } from './auth-styles';
import { AUTH_PAGE_TEXTS } from './auth-texts';

interface Wait {
  message: string;
  until: number;
}

/**
 * 'I Forgot My Password' (docs/product/accounts.md#forgot-password): a modal asking for the e-mail
 * ('Email is required!'), then the reset link; 'Password reset link sent successfully.' on success,
 * the server's msg with a live 'Try again after' countdown while a link was sent recently, and
 * 'Request Failed' when the request never got through. A native <dialog>: focus stays inside,
 * Escape closes it.
 */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const T = useTexts(AUTH_PAGE_TEXTS);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [wait, setWait] = useState<Wait | undefined>();
  // Shown inside the dialog: a toast would sit under the modal's backdrop.
  const [failure, setFailure] = useState<string | undefined>();
  const send = useForgotPasswordMutation();

  useDialogOpen(dialog, open);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = emailSchema.safeParse(email);
    if (!checked.success) {
      // The contract's English message; shown in the chosen language below.
      setError(email.trim() ? checked.error.issues[0]?.message : EMAIL_REQUIRED_MESSAGE);
      return;
    }
    setError(undefined);
    setFailure(undefined);
    send.mutate(checked.data, {
      onSuccess: (answer) => {
        setWait(undefined);
        const texts = textsNow(AUTH_PAGE_TEXTS);
        void toastSuccess(answer.msg ? translateServerText(answer.msg) : texts.resetLinkSent);
        onClose();
      },
      onError: (failure) => {
        const requestFailed = textsNow(AUTH_PAGE_TEXTS).requestFailed;
        if (failure instanceof ApiError && failure.status !== 0) {
          const message = errorMessageOf(failure, requestFailed);
          const timeLeft = failure.details.timeLeft;
          if (timeLeft !== undefined && timeLeft > 0) {
            setWait({ message, until: Date.now() + timeLeft });
          } else {
            setWait(undefined);
            setFailure(message);
          }
          return;
        }
        setFailure(requestFailed);
      },
    });
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onClose={onClose}
      onCancel={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <form noValidate onSubmit={submit} className="p-6 sm:p-7">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight">
            {T.forgotTitle}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-mt-1 -mr-2 grid size-9 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            aria-label={T.close}
          >
            <Icon name="close" className="size-5" />
          </button>
        </div>
        <p id={`${id}-intro`} className="mt-1 text-sm text-slate-600">
          {T.forgotIntro}
        </p>

        <div className="mt-5">
          <label htmlFor={`${id}-email`} className={labelClass}>
            {T.emailLabel}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={fieldClass}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-email-error` : undefined}
          />
          {error && (
            <p id={`${id}-email-error`} className={errorClass}>
              {translateServerText(error)}
            </p>
          )}
        </div>

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
                {T.tryAgainAfter} <Countdown until={wait.until} onDone={() => setWait(undefined)} />
              </span>
            </p>
          </div>
        )}

        <button
          type="submit"
          disabled={send.isPending || wait !== undefined}
          aria-busy={send.isPending}
          className={`${primaryButtonClass} mt-6 disabled:cursor-not-allowed`}
        >
          {send.isPending ? <Spinner className="size-5" /> : null}
          {T.sendResetLink}
        </button>
      </form>
    </dialog>
  );
}
