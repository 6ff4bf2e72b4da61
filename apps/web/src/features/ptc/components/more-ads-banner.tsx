import { useState } from 'react';
import { Countdown } from '../../../components/countdown';
import { Icon } from '../../../components/icon';
import { useTexts } from '../../../lib/texts';
import { PTC_TEXTS } from '../ptc-texts';

/**
 * willCome_afterThis_time as a live countdown (docs/product/ptc-ads.md#the-view-ads-page): when
 * more ads appear. At zero it hides and asks for fresh data; key it by the time so a new time shows
 * again.
 */
export function MoreAdsBanner({ until, onDue }: { until: number; onDue: () => void }) {
  const T = useTexts(PTC_TEXTS);
  const [due, setDue] = useState(false);
  if (due) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
      <Icon name="hourglass" className="size-4 shrink-0" />
      {T.moreAdsIn}
      <Countdown
        until={until}
        onDone={() => {
          setDue(true);
          onDue();
        }}
        className="font-semibold"
      />
    </p>
  );
}
