import { CAMPAIGN_TYPES } from '@kamao/contract/constants';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Icon, type IconName } from '../../../components/icon';
import type { CampaignForm } from './campaign-form';
import { useTexts } from '../../../lib/texts';
import { WIZARD_TEXTS } from './wizard-texts';

const TYPE_ICONS = {
  window: 'link',
  iframe: 'dashboard',
  youtube: 'youtube',
} as const satisfies Record<(typeof CAMPAIGN_TYPES)[number], IconName>;

/**
 * Step 1: the campaign type (docs/product/advertiser.md#the-campaign-wizard; Next stays disabled
 * until one is chosen).
 */
export function StepType({ form }: { form: UseFormReturn<CampaignForm> }) {
  const T = useTexts(WIZARD_TEXTS);
  const chosen = useWatch({ control: form.control, name: 'selectedOption_state' });
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">{T.chooseType}</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {CAMPAIGN_TYPES.map((type) => {
          const selected = chosen === type;
          return (
            <label
              key={type}
              className={`flex cursor-pointer gap-3 rounded-2xl p-4 ring-1 transition sm:flex-col ${
                selected
                  ? 'bg-emerald-50 ring-2 ring-emerald-500'
                  : 'bg-white ring-slate-300 hover:bg-slate-50'
              }`}
            >
              <input
                type="radio"
                value={type}
                {...form.register('selectedOption_state')}
                className="sr-only"
              />
              <span
                className={`grid size-11 shrink-0 place-items-center rounded-xl ${
                  selected ? 'bg-emerald-600 text-white' : 'bg-slate-100 text-slate-600'
                }`}
              >
                <Icon name={TYPE_ICONS[type]} className="size-6" />
              </span>
              <span>
                <span className="flex items-center gap-2 font-semibold text-slate-900">
                  {T.types[type].label}
                  {selected ? <Icon name="check" className="size-4 text-emerald-700" /> : null}
                </span>
                <span className="mt-0.5 block text-sm text-slate-600">{T.types[type].text}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
