import type { AdminShortener, AdminShortenerTest } from '@kamao/contract/admin/shorteners';
import { Money } from '../../../components/money';
import { buttons } from '../buttons';
import { EditAndSwitchButtons, EnabledBadge } from '../row-switch';
import { ShortenerTestResult } from './shortener-test-result';

/** One shortener in the list: its terms and today's claims, its buttons, its last test's answer. */
export function ShortenerRow({
  shortener: s,
  testing,
  testResult,
  onTest,
  onEdit,
  onSwitch,
}: {
  shortener: AdminShortener;
  testing: boolean;
  testResult: AdminShortenerTest | undefined;
  onTest: () => void;
  onEdit: () => void;
  onSwitch: (enabled: boolean) => Promise<unknown>;
}) {
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {s.name} <span className="font-normal text-slate-500">· {s.domain}</span>
          </p>
          <p className="text-slate-700">
            <Money amount={s.reward} /> a click · {s.clicksPerDay} a day · {s.cooldownMinutes} min
            cooldown · {s.minSeconds} s minimum
          </p>
          <p className="text-slate-500">
            {s.provider === 'builtin'
              ? 'Built-in shortener'
              : `${s.effectiveApiUrl} · key ${s.apiKeyHint ? `…${s.apiKeyHint}` : 'not set'}`}{' '}
            · {s.claimsToday} claims today, {s.claimsTotal} in all
          </p>
        </div>
        <EnabledBadge enabled={s.enabled} />
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttons.secondary}
          onClick={onTest}
          disabled={testing}
          aria-label={`Test ${s.name}`}
        >
          Test
        </button>
        <EditAndSwitchButtons
          name={s.name}
          enabled={s.enabled}
          consequence="Members no longer see this short link until it is switched on again."
          onEdit={onEdit}
          onSwitch={onSwitch}
        />
      </div>
      {testResult ? <ShortenerTestResult result={testResult} /> : null}
    </li>
  );
}
