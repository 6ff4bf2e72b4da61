import { pagePaths } from '@kamao/contract/page-paths';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { useTexts } from '../../../lib/texts';
import type { WizardStep } from './campaign-form';
import { WIZARD_TEXTS } from './wizard-texts';

const secondary =
  'rounded-xl px-4 py-2.5 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-50';
const primary =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-emerald-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-emerald-700 focus-visible:ring-2 focus-visible:ring-emerald-300 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50';

/**
 * The wizard's button row: Back to the campaign list, Prev, and the form's submit button, which
 * is Next until the preview step and Create there.
 */
export function WizardButtons({
  step,
  typeChosen,
  creating,
  onPrev,
}: {
  step: WizardStep;
  typeChosen: boolean;
  creating: boolean;
  onPrev: () => void;
}) {
  const T = useTexts(WIZARD_TEXTS);
  const navigate = useNavigate();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-4">
      <button
        type="button"
        className={secondary}
        onClick={() => void navigate(pagePaths.advertiser)}
      >
        {T.back}
      </button>
      <div className="flex gap-2">
        <button type="button" className={secondary} disabled={step === 1} onClick={onPrev}>
          {T.prev}
        </button>
        {step < 4 ? (
          <button type="submit" className={primary} disabled={step === 1 && !typeChosen}>
            {T.next}
          </button>
        ) : (
          <button type="submit" className={primary} disabled={creating}>
            {creating ? <Spinner /> : null}
            {creating ? T.creating : T.create}
          </button>
        )}
      </div>
    </div>
  );
}
