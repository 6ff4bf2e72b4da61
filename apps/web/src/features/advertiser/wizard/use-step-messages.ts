import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  validateStep,
  type CampaignField,
  type CampaignForm,
  type StepErrors,
} from './campaign-form';

/**
 * The wizard's field messages: `show` puts up a step's messages and answers true when there are
 * none; a message shown at Next goes as soon as its field is corrected, not at the next Next.
 */
export function useStepMessages(form: UseFormReturn<CampaignForm>, minimumViews: number) {
  const show = (errors: StepErrors) => {
    form.clearErrors();
    for (const [field, message] of Object.entries(errors)) {
      form.setError(field as CampaignField, { type: 'validate', message });
    }
    return Object.keys(errors).length === 0;
  };
  const watched = useWatch({ control: form.control });
  useEffect(() => {
    const shown = Object.keys(form.formState.errors) as CampaignField[];
    if (shown.length === 0) return;
    const values = form.getValues();
    const errors = {
      ...validateStep(2, values, { minimumViews }),
      ...validateStep(3, values, { minimumViews }),
    };
    for (const field of shown) if (!(field in errors)) form.clearErrors(field);
  }, [watched, form, minimumViews]);
  return show;
}
