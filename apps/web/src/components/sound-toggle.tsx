import { COMMON_TEXTS } from '../lib/common-texts';
import { useTexts } from '../lib/texts';
import { useSoundPreference } from '../lib/sound-preference';
import { Icon } from './icon';

/**
 * The sound on/off switch of the earning and game pages (docs/product/common.md#sound-preference).
 */
export function SoundToggle() {
  const common = useTexts(COMMON_TEXTS);
  const [on, setOn] = useSoundPreference();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => setOn(!on)}
      className="inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-full border border-slate-200 bg-white px-4 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
    >
      <Icon name={on ? 'volume' : 'volumeOff'} className="size-4" />
      {on ? common.sound.on : common.sound.off}
    </button>
  );
}
