import {
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  CAMPAIGN_TITLE_MAX_LENGTH,
} from '@kamao/contract/constants';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormField, inputClass } from '../../../components/form-field';
import type { CampaignForm } from './campaign-form';
import { useTexts } from '../../../lib/texts';
import { WIZARD_TEXTS } from './wizard-texts';

/**
 * Step 2: title (at most 50 characters), URL and description (at most 150): longer text is cut
 * as it is typed or pasted (docs/product/advertiser.md#step-checks).
 */
export function StepInfo({ form }: { form: UseFormReturn<CampaignForm> }) {
  const T = useTexts(WIZARD_TEXTS);
  const errors = form.formState.errors;
  const [type, title, description] = useWatch({
    control: form.control,
    name: ['selectedOption_state', 'step_2_title', 'step_2_description'],
  });
  const youtube = type === 'youtube';
  const cut = (field: 'step_2_title' | 'step_2_description', max: number) =>
    form.register(field, {
      onChange: (event: { target: HTMLInputElement | HTMLTextAreaElement }) => {
        if (event.target.value.length > max) {
          form.setValue(field, event.target.value.slice(0, max));
        }
      },
    });

  return (
    <div className="space-y-4">
      <FormField
        label={T.titleLabel}
        error={errors.step_2_title?.message}
        hint={T.counter(title.length, CAMPAIGN_TITLE_MAX_LENGTH)}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            maxLength={CAMPAIGN_TITLE_MAX_LENGTH}
            autoComplete="off"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
            {...cut('step_2_title', CAMPAIGN_TITLE_MAX_LENGTH)}
          />
        )}
      </FormField>
      <FormField
        label={youtube ? T.urlLabelYoutube : T.urlLabel}
        error={errors.step_2_url?.message}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="url"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={youtube ? T.urlPlaceholderYoutube : T.urlPlaceholder}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
            {...form.register('step_2_url')}
          />
        )}
      </FormField>
      <FormField
        label={T.descriptionLabel}
        error={errors.step_2_description?.message}
        hint={T.counter(description.length, CAMPAIGN_DESCRIPTION_MAX_LENGTH)}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            rows={3}
            maxLength={CAMPAIGN_DESCRIPTION_MAX_LENGTH}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={`${inputClass} resize-y`}
            {...cut('step_2_description', CAMPAIGN_DESCRIPTION_MAX_LENGTH)}
          />
        )}
      </FormField>
    </div>
  );
}
