import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { translateServerText } from '../../../lib/server-texts';
import { textsNow } from '../../../lib/texts';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useErrorsFollowLanguage } from '../../../lib/use-errors-follow-language';
import { useChangeEmail } from '../api/change-email';
import { EMAIL_CHANGE_PENDING_ERROR, settingsTexts } from '../profile-texts';
import { emailFormProblem, resolverOf, type EmailForm } from '../settings-schemas';
import { showWaitToast } from './wait-toast';

const EMPTY: EmailForm = { newEmail: '', confirmEmail: '' };

/**
 * The e-mail change form's state: the fields and their checks against `currentEmail`, the
 * request, and the moment a refused request may be tried again (`waitUntil`, null when it may).
 */
export function useEmailChangeForm(currentEmail: string) {
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const form = useForm<EmailForm>({
    resolver: resolverOf<EmailForm>((values) => emailFormProblem(values, currentEmail)),
    defaultValues: EMPTY,
  });
  useErrorsFollowLanguage(form);

  const change = useChangeEmail({
    onSuccess: (message) => {
      form.reset(EMPTY);
      void toastSuccess(translateServerText(message));
    },
    // A lost session never gets here (useMemberMutation): the session reaction shows it.
    onError: (error) => {
      const now = textsNow(settingsTexts);
      const timeLeft = error instanceof ApiError ? error.details.timeLeft : undefined;
      // The pending change, or the route's own limit: both wait with time_left, and both get
      // the spec's 'Please wait before trying again.' with the live countdown.
      if (
        error instanceof ApiError &&
        (error.errorMessage === EMAIL_CHANGE_PENDING_ERROR || error.status === 429) &&
        timeLeft !== undefined
      ) {
        const until = Date.now() + timeLeft;
        setWaitUntil(until);
        void showWaitToast({ title: now.emailWait, label: now.timeRemaining, until });
        return;
      }
      void toastError(errorMessageOf(error, now.failed));
    },
  });

  const onSubmit = form.handleSubmit((values) => change.mutate(values.newEmail.trim()));
  const waitOver = useCallback(() => setWaitUntil(null), []);
  return { form, busy: change.isPending, onSubmit, waitUntil, waitOver };
}
