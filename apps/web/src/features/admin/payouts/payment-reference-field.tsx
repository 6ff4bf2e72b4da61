import { useId } from 'react';
import { PAYMENT_REFERENCE_MAX_LENGTH } from '@kamao/contract/payment-reference';

/** The payment reference typed for one selected withdrawal, sent with the bulk approval. */
export function PaymentReferenceField({
  userName,
  reference,
  onReferenceChange,
}: {
  userName: string;
  reference: string;
  onReferenceChange: (value: string) => void;
}) {
  const referenceId = useId();
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 px-3 py-2 text-sm sm:px-4">
      <label htmlFor={referenceId} className="text-xs font-semibold text-slate-600">
        Payment reference for {userName}
      </label>
      <input
        id={referenceId}
        value={reference}
        maxLength={PAYMENT_REFERENCE_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        placeholder="UPI UTR or bank reference"
        onChange={(e) => onReferenceChange(e.target.value)}
        className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-1.5 font-mono"
      />
    </div>
  );
}
