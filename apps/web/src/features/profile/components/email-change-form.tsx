import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Countdown } from '../../../components/countdown';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { translateServerText } from '../../../lib/server-texts';
import { textsNow, useTexts } from '../../../lib/texts';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useChangeEmail } from '../api/change-email';
import { EMAIL_CHANGE_PENDING_ERROR, settingsTexts } from '../profile-texts';
import { emailFormProblem, resolverOf, type EmailForm } from '../settings-schemas';
import { FormField } from '../../../components/form-field';
import { Card, SubmitButton, TextField } from './form-field';
import { showWaitToast } from './wait-toast';
import { useErrorsFollowLanguage } from '../../../lib/use-errors-follow-language';

const EMPTY: EmailForm = { newEmail: '', confirmEmail: '' };

/**
 * Change e-mail (docs/product/accounts.md#settings-e-mail-change): new and confirm; the three
 * checks, then the server. A verification link goes to the new address. While an earlier request is
 * pending the server answers 'Already Email update reset registered' with time_left (its rate limit
 * on the route answers the same way): the toast 'Please wait before trying again.' with a live
 * countdown, which also stays beside the form until it ends. Never a generic 'Too many requests'.
 */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const t = useTexts(settingsTexts);
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const form = useForm<EmailForm>({
    resolver: resolverOf<EmailForm>((values) => emailFormProblem(values, currentEmail)),
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  useErrorsFollowLanguage(form);

  const change = useChangeEmail({
    onSuccess: (message) => {
      reset(EMPTY);
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

  const onSubmit = handleSubmit((values) => change.mutate(values.newEmail.trim()));
  const waitOver = useCallback(() => setWaitUntil(null), []);

  return (
    <Card titleId="email-title" title={t.emailTitle} hint={t.emailHint} icon="link">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <FormField label={t.currentEmail}>
          {({ id }) => (
            <input
              id={id}
              type="email"
              readOnly
              translate="no"
              value={currentEmail}
              className="mt-1.5 block w-full rounded-xl border border-slate-200 bg-slate-50 px-3.5 py-2.5 text-slate-700"
            />
          )}
        </FormField>
        <TextField
          label={t.newEmail}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.newEmail?.message}
          registration={register('newEmail')}
        />
        <TextField
          label={t.confirmEmail}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.confirmEmail?.message}
          registration={register('confirmEmail')}
        />
        {waitUntil !== null && (
          <p
            role="status"
            className="rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900"
          >
            {t.emailWait} {t.timeRemaining}{' '}
            <Countdown until={waitUntil} onDone={waitOver} className="font-semibold" />
          </p>
        )}
        <SubmitButton busy={change.isPending} label={t.saveEmail} busyLabel={t.busy} />
      </form>
    </Card>
  );
}
