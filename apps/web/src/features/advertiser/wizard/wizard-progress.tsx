import { Icon } from '../../../components/icon';
import type { WizardStep } from './campaign-form';
import { useTexts } from '../../../lib/texts';
import { WIZARD_TEXTS } from './wizard-texts';

/**
 * Type, Info, Reward, Preview: where the member is in the four steps
 * (docs/product/advertiser.md#the-campaign-wizard).
 */
export function WizardProgress({ step }: { step: WizardStep }) {
  const T = useTexts(WIZARD_TEXTS);
  return (
    <ol className="grid grid-cols-4 gap-1.5" aria-label={T.stepOf(step)}>
      {T.steps.map((label, index) => {
        const number = index + 1;
        const state = number < step ? 'done' : number === step ? 'current' : 'next';
        return (
          <li
            key={label}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex flex-col items-center gap-1 text-center"
          >
            <span
              className={`grid size-8 place-items-center rounded-full text-sm font-bold ${
                state === 'done'
                  ? 'bg-emerald-600 text-white'
                  : state === 'current'
                    ? 'bg-emerald-100 text-emerald-900 ring-2 ring-emerald-600'
                    : 'bg-slate-100 text-slate-500'
              }`}
            >
              {state === 'done' ? <Icon name="check" className="size-4" /> : number}
            </span>
            <span
              className={`text-xs font-medium ${
                state === 'next' ? 'text-slate-500' : 'text-slate-900'
              }`}
            >
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
