import { getSoundPreference } from './sound-preference';

/**
 * A short two-note chime for an earning (a sound on success:
 * docs/product/common.md#sound-preference), made with the Web Audio API so no sound file has to
 * load. Silent when the member switched sound off (lib/sound-preference.ts) or the browser has no
 * audio.
 */
let context: AudioContext | undefined;

export function playSuccessChime(): void {
  if (!getSoundPreference()) return;
  const AudioContextClass =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!AudioContextClass) return;
  try {
    context ??= new AudioContextClass();
    const audio = context;
    void audio.resume().catch(() => undefined);
    const start = audio.currentTime;
    // E6 then A6: bright, short, not startling.
    [1318.5, 1760].forEach((frequency, index) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      const at = start + index * 0.12;
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(frequency, at);
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.32);
    });
  } catch {
    // Audio refused (autoplay policy, no device): the dialog still tells the member.
  }
}
