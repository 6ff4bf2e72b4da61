import { useId, useRef } from 'react';
import { Icon } from '../../components/icon';
import { useDialogOpen } from '../../components/modal-dialog';
import { Spinner } from '../../components/spinner';
import { translateServerText } from '../../lib/server-texts';
import { useTexts } from '../../lib/texts';
import { errorClass, fieldClass, labelClass, primaryButtonClass } from './auth-styles';
import { AUTH_PAGE_TEXTS } from './auth-texts';
import { ForgotPasswordNotice } from './forgot-password-notice';
import { useForgotPasswordRequest } from './use-forgot-password-request';

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
  const request = useForgotPasswordRequest(onClose);
  const { email, setEmail, error, wait, send, submit } = request;

  useDialogOpen(dialog, open);

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

        <ForgotPasswordNotice
          failure={request.failure}
          wait={wait}
          onWaitOver={() => request.setWait(undefined)}
        />

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
