import { EMAIL_REQUIRED_MESSAGE, emailSchema } from '@kamao/contract/validation';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessageOf } from '../../lib/api-client';
import { translateServerText } from '../../lib/server-texts';
import { textsNow } from '../../lib/texts';
import { toastSuccess } from '../../lib/toast';
import { useForgotPasswordMutation } from './api/forgot-password';
import { AUTH_PAGE_TEXTS } from './auth-texts';

/** A recent link's wait: the server's message and when another may be asked for. */
export interface ForgotPasswordWait {
  message: string;
  until: number;
}

/**
 * The 'I Forgot My Password' dialog's e-mail, its check, and the request for a reset link with
 * its outcome: a toast and closing on success, a wait while a link was sent recently, or a
 * failure shown in the dialog.
 */
export function useForgotPasswordRequest(onClose: () => void) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [wait, setWait] = useState<ForgotPasswordWait | undefined>();
  // Shown inside the dialog: a toast would sit under the modal's backdrop.
  const [failure, setFailure] = useState<string | undefined>();
  const send = useForgotPasswordMutation();

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

  return { email, setEmail, error, wait, setWait, failure, send, submit };
}
