import type { UseFormReturn } from 'react-hook-form';
import { FormField, inputClass } from '../../../components/form-field';
import type { CampaignForm } from './campaign-form';

/**
 * A count of views (the total, or the daily limit): digits only, at most nine, whatever is typed
 * or pasted.
 */
export function ViewsField({
  form,
  field,
  label,
  error,
}: {
  form: UseFormReturn<CampaignForm>;
  field: 'step_3_total_views' | 'step_3_limitViewsPerDay';
  label: string;
  error: string | undefined;
}) {
  const registration = form.register(field, {
    onChange: (event: { target: HTMLInputElement }) => {
      const digits = event.target.value.replace(/\D/g, '').slice(0, 9);
      if (digits !== event.target.value) form.setValue(field, digits);
    },
  });
  return (
    <FormField label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={inputClass}
          {...registration}
        />
      )}
    </FormField>
  );
}
