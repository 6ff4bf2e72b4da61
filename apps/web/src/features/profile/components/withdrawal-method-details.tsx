import { Money } from '../../../components/money';
import { SafeHtml } from '../../../components/safe-html';
import { useTexts } from '../../../lib/texts';
import { profileTexts } from '../profile-texts';
import type { WithdrawalMethod } from './use-profile-form';

/** The chosen withdrawal method's name, the operator's details for it, and its minimum. */
export function WithdrawalMethodDetails({ method }: { method: WithdrawalMethod }) {
  const t = useTexts(profileTexts);
  return (
    <div
      aria-live="polite"
      className="mt-4 rounded-xl border border-indigo-100 bg-indigo-50/60 p-4 text-sm text-slate-700"
    >
      <p className="font-semibold text-indigo-900" translate="no">
        {method.withdrawalMethod_name}
      </p>
      <SafeHtml html={method.withdrawalMethod_details} className="mt-1" />
      <p className="mt-2">
        {t.minimum}:{' '}
        <Money
          amount={method.withdrawalMethod_minimumAmount}
          className="font-semibold text-slate-900"
        />
      </p>
    </div>
  );
}
