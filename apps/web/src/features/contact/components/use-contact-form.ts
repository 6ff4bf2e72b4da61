import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { textsNow } from '../../../lib/texts';
import { translatedResolver } from '../../../lib/translated-resolver';
import { useErrorsFollowLanguage } from '../../../lib/use-errors-follow-language';
import {
  contactFormSchema,
  useSendContactMessage,
  type ContactFormValues,
} from '../api/send-contact-message';
import { contactTexts } from '../contact-texts';

const EMPTY: ContactFormValues = {
  name: '',
  email_address: '',
  mobile_number: '',
  subject: '',
  message: '',
  consent: false,
};

export type ContactOutcome =
  { kind: 'sent'; message: string } | { kind: 'failed'; message: string } | null;

/**
 * The contract's schema checks the form; its messages are told in the language chosen when the
 * form is checked (contactTexts.fieldProblem keeps the schema's English as it is). The schema's
 * input types (consent: true, mobile as text or number) are wider or narrower than the form's
 * fields; the values it checks are these.
 */
const checkContact = zodResolver(contactFormSchema) as unknown as Resolver<ContactFormValues>;
const contactResolver = translatedResolver(checkContact, () => textsNow(contactTexts).fieldProblem);

/**
 * The contact form's state: the fields, the captcha's answer (and the key that asks for a new
 * one), the request, and its outcome, whose thank-you is brought into view by `sentNotice`.
 */
export function useContactForm() {
  const form = useForm<ContactFormValues>({ resolver: contactResolver, defaultValues: EMPTY });
  useErrorsFollowLanguage(form);
  const [captchaToken, setCaptchaToken] = useState<string | undefined>();
  const [captchaReset, setCaptchaReset] = useState(0);
  const [outcome, setOutcome] = useState<ContactOutcome>(null);
  const send = useSendContactMessage();
  const sentNotice = useRef<HTMLParagraphElement>(null);

  // The thank-you sits above the form: on a phone the Send button is a screen further down, so
  // bring the text into view (and focus, for screen readers) once the message is sent.
  useEffect(() => {
    if (outcome?.kind !== 'sent') return;
    const notice = sentNotice.current;
    notice?.focus({ preventScroll: true });
    if (typeof notice?.scrollIntoView === 'function') notice.scrollIntoView({ block: 'center' });
  }, [outcome]);

  const onSubmit = form.handleSubmit((values) => {
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
          form.reset(EMPTY);
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

  return {
    form,
    onSubmit,
    outcome,
    sentNotice,
    setCaptchaToken,
    captchaReset,
    busy: send.isPending,
  };
}
