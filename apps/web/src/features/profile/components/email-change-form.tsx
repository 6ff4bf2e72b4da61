import { Countdown } from '../../../components/countdown';
import { FormField } from '../../../components/form-field';
import { useTexts } from '../../../lib/texts';
import { settingsTexts } from '../profile-texts';
import { TextField } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import { Card } from './form-field';
import { useEmailChangeForm } from './use-email-change-form';

/**
 * Change e-mail (docs/product/accounts.md#settings-e-mail-change): new and confirm; the three
 * checks, then the server. A verification link goes to the new address. While an earlier request is
 * pending the server answers 'Already Email update reset registered' with time_left (its rate limit
 * on the route answers the same way): the toast 'Please wait before trying again.' with a live
 * countdown, which also stays beside the form until it ends. Never a generic 'Too many requests'.
 */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const t = useTexts(settingsTexts);
  const { form, busy, onSubmit, waitUntil, waitOver } = useEmailChangeForm(currentEmail);
  const {
    register,
    formState: { errors },
  } = form;

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
        <SubmitButton busy={busy} label={t.saveEmail} busyLabel={t.busy} />
      </form>
    </Card>
  );
}
