import { zodResolver } from '@hookform/resolvers/zod';
import { pagePaths } from '@kamao/contract/page-paths';
import { MOBILE_NUMBER_DIGITS } from '@kamao/contract/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { Captcha } from '../../../components/captcha';
import { Icon } from '../../../components/icon';
import { Spinner } from '../../../components/spinner';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import {
  contactFormSchema,
  useSendContactMessage,
  type ContactFormValues,
} from '../api/send-contact-message';
import { contactTexts } from '../contact-texts';
import { FormField, inputClass } from '../../../components/form-field';
import { textsNow, useTexts } from '../../../lib/texts';
import { translatedResolver } from '../../../lib/translated-resolver';
import { useErrorsFollowLanguage } from '../../../lib/use-errors-follow-language';

const EMPTY: ContactFormValues = {
  name: '',
  email_address: '',
  mobile_number: '',
  subject: '',
  message: '',
  consent: false,
};

type Outcome = { kind: 'sent'; message: string } | { kind: 'failed'; message: string } | null;

/**
 * The contract's schema checks the form; its messages are told in the language chosen when the
 * form is checked (contactTexts.fieldProblem keeps the schema's English as it is). The schema's
 * input types (consent: true, mobile as text or number) are wider or narrower than the form's
 * fields; the values it checks are these.
 */
const checkContact = zodResolver(contactFormSchema) as unknown as Resolver<ContactFormValues>;
const contactResolver = translatedResolver(checkContact, () => textsNow(contactTexts).fieldProblem);

/**
 * The contact form (docs/product/site-and-pages.md#contact-and-support): name, email, mobile
 * number, subject, message, the consent checkbox with the terms and privacy links, and the captcha.
 * Validated with the contract's schema, the one the server uses; sent without credentials. Success
 * shows the thank-you text and clears the form; a refusal shows the server's error_msg. Public
 * (/contact-us, the home page) and member mode (/member/support) share it.
 */
export function ContactForm() {
  const t = useTexts(contactTexts);
  const form = useForm<ContactFormValues>({ resolver: contactResolver, defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  useErrorsFollowLanguage(form);
  const [captchaToken, setCaptchaToken] = useState<string | undefined>();
  const [captchaReset, setCaptchaReset] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = useSendContactMessage();
  const consentErrorId = `${useId()}-consent-error`;
  const sentNotice = useRef<HTMLParagraphElement>(null);

  // The thank-you sits above the form: on a phone the Send button is a screen further down, so
  // bring the text into view (and focus, for screen readers) once the message is sent.
  useEffect(() => {
    if (outcome?.kind !== 'sent') return;
    const notice = sentNotice.current;
    notice?.focus({ preventScroll: true });
    if (typeof notice?.scrollIntoView === 'function') notice.scrollIntoView({ block: 'center' });
  }, [outcome]);

  const onSubmit = handleSubmit((values) => {
    if (!captchaToken) {
      setOutcome({ kind: 'failed', message: textsNow(contactTexts).captchaRequired });
      return;
    }
    setOutcome(null);
    send.mutate(
      { ...values, consent: true, captcha_token: captchaToken },
      {
        onSuccess: () => {
          // The spec's own words, whatever the server's msg says.
          setOutcome({ kind: 'sent', message: textsNow(contactTexts).thankYou });
          reset(EMPTY);
        },
        onError: (error) => {
          const now = textsNow(contactTexts);
          const tooMany = error instanceof ApiError && error.status === 429;
          const fallback = tooMany ? now.tooMany : now.failed;
          setOutcome({ kind: 'failed', message: errorMessageOf(error, fallback) });
        },
        // Each captcha answer is accepted once: ask for a new one either way.
        onSettled: () => setCaptchaReset((key) => key + 1),
      },
    );
  });

  const busy = send.isPending;

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      {outcome?.kind === 'sent' && (
        <p
          ref={sentNotice}
          tabIndex={-1}
          role="status"
          className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200 focus:outline-none"
        >
          <Icon name="support" className="mt-0.5 size-5 shrink-0" />
          {outcome.message}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.name} error={errors.name?.message}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="text"
              autoComplete="name"
              className={inputClass}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('name')}
            />
          )}
        </FormField>
        <FormField label={t.email} error={errors.email_address?.message}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="email"
              autoComplete="email"
              inputMode="email"
              className={inputClass}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('email_address')}
            />
          )}
        </FormField>
        <FormField label={t.mobile} hint={t.mobileHint} error={errors.mobile_number?.message}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="tel"
              autoComplete="tel-national"
              inputMode="numeric"
              maxLength={MOBILE_NUMBER_DIGITS}
              className={inputClass}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('mobile_number')}
            />
          )}
        </FormField>
        <FormField label={t.subject} error={errors.subject?.message}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="text"
              className={inputClass}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('subject')}
            />
          )}
        </FormField>
        <FormField label={t.message} error={errors.message?.message} className="sm:col-span-2">
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              rows={5}
              className={`${inputClass} resize-y`}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('message')}
            />
          )}
        </FormField>
      </div>

      <div>
        <label className="flex min-h-11 items-start gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-emerald-700"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? consentErrorId : undefined}
            {...register('consent')}
          />
          <span>
            {t.consentBefore}{' '}
            <Link to={pagePaths.termsOfUse} className="font-medium text-emerald-800 underline">
              {t.terms}
            </Link>{' '}
            {t.consentAnd}{' '}
            <Link to={pagePaths.privacyPolicy} className="font-medium text-emerald-800 underline">
              {t.privacy}
            </Link>
            {t.consentAfter}
          </span>
        </label>
        {errors.consent?.message && (
          <p id={consentErrorId} role="alert" className="mt-1 text-sm text-rose-700">
            {errors.consent.message}
          </p>
        )}
      </div>

      <Captcha onToken={setCaptchaToken} resetKey={captchaReset} />

      {outcome?.kind === 'failed' && (
        <p
          role="alert"
          className="rounded-xl bg-rose-50 p-3 text-sm text-rose-800 ring-1 ring-rose-200"
        >
          {outcome.message}
        </p>
      )}

      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-emerald-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-emerald-800 disabled:cursor-wait disabled:opacity-80 sm:w-auto"
      >
        {busy && <Spinner className="size-5" />}
        {busy ? t.sending : t.send}
      </button>
    </form>
  );
}
