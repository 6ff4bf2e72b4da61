import type { pricingEntrySchema } from '@kamao/contract/api-advertiser';
import { formatRupees } from '@kamao/contract/money';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormField, inputClass } from '../../../components/form-field';
import { Money } from '../../../components/money';
import { subtotalMilli, type CampaignForm } from './campaign-form';
import { useTexts } from '../../../lib/texts';
import { IntervalField } from './interval-field';
import { ViewsField } from './views-field';
import { WIZARD_TEXTS } from './wizard-texts';

type PricingEntry = z.infer<typeof pricingEntrySchema>;

/**
 * The value of a duration option: 'seconds-price' (docs/product/advertiser.md#calls-and-fields).
 */
export const durationOptionValue = (entry: PricingEntry) => `${entry.time}-${entry.price}`;

/**
 * Step 3: duration (priced per view by the server), total views, interval (slider 1 to 24 h),
 * the optional daily limit, and the live subtotal = price × views
 * (docs/product/advertiser.md#step-checks).
 */
export function StepReward({
  form,
  pricing,
}: {
  form: UseFormReturn<CampaignForm>;
  pricing: PricingEntry[];
}) {
  const T = useTexts(WIZARD_TEXTS);
  const errors = form.formState.errors;
  const values = useWatch({ control: form.control }) as CampaignForm;

  return (
    <div className="space-y-4">
      <FormField label={T.durationLabel} error={errors.step_3_duration?.message}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
            {...form.register('step_3_duration')}
          >
            <option value="">{T.chooseAnyOne}</option>
            {pricing.map((entry) => (
              <option key={entry.time} value={durationOptionValue(entry)}>
                {T.durationOption(entry.time, formatRupees(entry.price))}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <ViewsField
        form={form}
        field="step_3_total_views"
        label={T.totalViewsLabel}
        error={errors.step_3_total_views?.message}
      />

      <IntervalField
        form={form}
        hours={values.step_3_interval_in_hours}
        error={errors.step_3_interval_in_hours?.message}
      />

      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-emerald-600"
          {...form.register('step_3_enableLimit')}
        />
        {T.enableLimit}
      </label>
      {values.step_3_enableLimit ? (
        <ViewsField
          form={form}
          field="step_3_limitViewsPerDay"
          label={T.limitLabel}
          error={errors.step_3_limitViewsPerDay?.message}
        />
      ) : null}

      <p
        className="flex items-center justify-between rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200"
        data-testid="wizard-subtotal"
      >
        <span className="text-sm font-medium text-slate-700">{T.subTotal}</span>
        <Money amount={subtotalMilli(values)} className="text-lg font-bold text-slate-900" />
      </p>
    </div>
  );
}
