import { COUNTDOWN_TICK_MS } from '@kamao/contract/constants';
import { formatCountdown } from '@kamao/contract/format';
import { useEffect, useEffectEvent, useState } from 'react';
import { COUNTDOWN_UNIT_TEXTS } from '../lib/countdown-units';
import { useTexts } from '../lib/texts';

/**
 * Time left until `until` (epoch ms) as 'h m s', ticking every second
 * (docs/product/common.md#countdowns-and-durations), and onDone once when it reaches zero.
 */
export function Countdown({
  until,
  onDone,
  className = '',
}: {
  until: number;
  onDone?: () => void;
  className?: string;
}) {
  const units = useTexts(COUNTDOWN_UNIT_TEXTS);
  const [now, setNow] = useState(() => Date.now());
  // The latest onDone without restarting the timer when the parent passes a new function.
  const finish = useEffectEvent(() => onDone?.());

  useEffect(() => {
    if (until - Date.now() <= 0) {
      finish();
      return;
    }
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (until - current <= 0) {
        window.clearInterval(timer);
        finish();
      }
    }, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [until]);

  return (
    <span className={`tabular-nums ${className}`} role="timer">
      {formatCountdown(until - now, units)}
    </span>
  );
}
