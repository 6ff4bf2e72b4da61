import type { RiskGroup } from '@kamao/contract/admin/risk';
import { signalInWords } from './risk-words';

/** What the group's members share (a device, a payout account…), in words; nothing when none. */
export function GroupSignals({ signals, members }: Pick<RiskGroup, 'signals' | 'members'>) {
  if (signals.length === 0) return null;
  return (
    <div className="grid gap-1">
      <p className="text-xs font-semibold text-slate-500 uppercase">What they share</p>
      <ul aria-label="Shared signals" className="grid gap-0.5">
        {signals.map((signal) => {
          const words = signalInWords(signal, members);
          return (
            <li key={`${signal.kind} ${signal.value}`} className="text-slate-800 wrap-anywhere">
              {words.kind}:{' '}
              <span translate="no" className="font-mono text-xs">
                {words.value}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
