import { Captcha } from '../../../components/captcha';
import { Icon } from '../../../components/icon';
import { SubmitButton } from '../../../components/submit-button';
import { useTexts } from '../../../lib/texts';
import { contactTexts } from '../contact-texts';
import { ConsentCheckbox } from './consent-checkbox';
import { ContactFields } from './contact-fields';
import { useContactForm } from './use-contact-form';

/**
 * The contact form (docs/product/site-and-pages.md#contact-and-support): name, email, mobile
 * number, subject, message, the consent checkbox with the terms and privacy links, and the captcha.
 * Validated with the contract's schema, the one the server uses; sent without credentials. Success
 * shows the thank-you text and clears the form; a refusal shows the server's error_msg. Public
 * (/contact-us, the home page) and member mode (/member/support) share it.
 */
export function ContactForm() {
  const t = useTexts(contactTexts);
  const { form, onSubmit, outcome, sentNotice, setCaptchaToken, captchaReset, busy } =
    useContactForm();
  const {
    register,
    formState: { errors },
  } = form;

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
      <ContactFields register={register} errors={errors} />
      <ConsentCheckbox registration={register('consent')} error={errors.consent} />
      <Captcha onToken={setCaptchaToken} resetKey={captchaReset} />
      {outcome?.kind === 'failed' && (
        <p
          role="alert"
          className="rounded-xl bg-rose-50 p-3 text-sm text-rose-800 ring-1 ring-rose-200"
        >
          {outcome.message}
        </p>
      )}
      <SubmitButton busy={busy} label={t.send} busyLabel={t.sending} />
    </form>
  );
}
