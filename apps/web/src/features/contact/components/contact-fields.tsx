import { MOBILE_NUMBER_TYPED_MAX_LENGTH } from '@kamao/contract/constants';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField, inputClass, TextField } from '../../../components/form-field';
import { useTexts } from '../../../lib/texts';
import type { ContactFormValues } from '../api/send-contact-message';
import { contactTexts } from '../contact-texts';

/** The contact form's boxes: name, email, mobile number and subject side by side, then the message. */
export function ContactFields({
  register,
  errors,
}: {
  register: UseFormRegister<ContactFormValues>;
  errors: FieldErrors<ContactFormValues>;
}) {
  const t = useTexts(contactTexts);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t.name}
        autoComplete="name"
        error={errors.name?.message}
        registration={register('name')}
      />
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email_address?.message}
        registration={register('email_address')}
      />
      <FormField label={t.mobile} hint={t.mobileHint} error={errors.mobile_number?.message}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={MOBILE_NUMBER_TYPED_MAX_LENGTH}
            className={inputClass}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...register('mobile_number')}
          />
        )}
      </FormField>
      <TextField
        label={t.subject}
        error={errors.subject?.message}
        registration={register('subject')}
      />
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
  );
}
