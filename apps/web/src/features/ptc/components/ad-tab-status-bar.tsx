import { Icon } from '../../../components/icon';
import type { AdTabStatus } from '../hooks/use-ad-tab-result';
import { useTexts } from '../../../lib/texts';
import { PTC_TEXTS } from '../ptc-texts';

/**
 * The strip above the ad on the iframe and youtube tabs: '{n} sec remaining', then 'Done!'
 * (docs/product/ptc-ads.md#the-ad-tabs), or Not Completed when the view was aborted or had ended
 * already.
 */
export function AdTabStatusBar({
  status,
  secondsLeft,
}: {
  status: AdTabStatus;
  secondsLeft: number;
}) {
  const T = useTexts(PTC_TEXTS);
  const done = status === 'completed';
  const stopped = status === 'aborted' || status === 'ended';
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-2.5">
      <p
        role="timer"
        aria-live="polite"
        className={`inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold tabular-nums ${
          done
            ? 'bg-emerald-100 text-emerald-900'
            : stopped
              ? 'bg-rose-100 text-rose-900'
              : 'bg-amber-100 text-amber-900'
        }`}
      >
        <Icon name={done ? 'check' : stopped ? 'alert' : 'hourglass'} className="size-4" />
        {done ? T.done : stopped ? T.notCompletedTitle : T.secondsRemaining(secondsLeft)}
      </p>
      <p className="text-sm text-slate-600">
        {done ? T.doneHint : stopped ? T.viewEnded : T.keepOpen}
      </p>
    </div>
  );
}
