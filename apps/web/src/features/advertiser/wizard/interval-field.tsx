import {
  CAMPAIGN_INTERVAL_MAX_HOURS,
  CAMPAIGN_INTERVAL_MIN_HOURS,
} from '@kamao/contract/constants';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { useTexts } from '../../../lib/texts';
import type { CampaignForm } from './campaign-form';
import { WIZARD_TEXTS } from './wizard-texts';

/** The interval between two views by one member: a slider of whole hours, its value beside it. */
export function IntervalField({
  form,
  hours,
  error,
}: {
  form: UseFormReturn<CampaignForm>;
  hours: number;
  error: string | undefined;
}) {
  const T = useTexts(WIZARD_TEXTS);
  return (
    <FormField label={T.intervalLabel} error={error} hint={T.intervalHint}>
      {({ id, describedBy, invalid }) => (
        <div className="mt-2 flex items-center gap-3">
          <input
            id={id}
            type="range"
            min={CAMPAIGN_INTERVAL_MIN_HOURS}
            max={CAMPAIGN_INTERVAL_MAX_HOURS}
            step={1}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            aria-valuetext={T.hours(hours)}
            className="h-11 flex-1 cursor-pointer accent-emerald-600"
            {...form.register('step_3_interval_in_hours', { valueAsNumber: true })}
          />
          <output
            htmlFor={id}
            className="shrink-0 rounded-lg bg-emerald-50 px-2.5 py-1 text-center text-sm font-semibold whitespace-nowrap text-emerald-800 tabular-nums"
          >
            {T.hours(hours)}
          </output>
        </div>
      )}
    </FormField>
  );
}
