import { getSoundPreference } from '../../lib/sound-preference';

export type GameSound = 'win' | 'lose' | 'draw';

/** Notes as [frequency in Hz, start in s, length in s]. */
type Note = readonly [number, number, number];

/**
 * The end-of-match sounds (docs/product/tic-tac-toe.md#the-play-screen: a win sound, a lose sound,
 * a draw sound), made with the Web Audio API like lib/success-chime.ts, so no sound file has to
 * load: a rising major arpeggio for a win, a falling minor line for a loss, two even notes for a
 * draw.
 */
const SOUNDS: Record<GameSound, { wave: OscillatorType; notes: readonly Note[] }> = {
  win: {
    wave: 'triangle',
    notes: [
      [523.25, 0, 0.16],
      [659.25, 0.12, 0.16],
      [783.99, 0.24, 0.16],
      [1046.5, 0.36, 0.4],
    ],
  },
  lose: {
    wave: 'sine',
    notes: [
      [392, 0, 0.25],
      [311.13, 0.22, 0.25],
      [261.63, 0.44, 0.5],
    ],
  },
  draw: {
    wave: 'sine',
    notes: [
      [440, 0, 0.2],
      [440, 0.25, 0.3],
    ],
  },
};

let context: AudioContext | undefined;

/** Plays a sound unless the member switched sound off (lib/sound-preference.ts). */
export function playGameSound(sound: GameSound): void {
  if (!getSoundPreference()) return;
  const AudioContextClass =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextClass) return;
  try {
    context ??= new AudioContextClass();
    const audio = context;
    void audio.resume().catch(() => undefined);
    const start = audio.currentTime;
    const { wave, notes } = SOUNDS[sound];
    for (const [frequency, offset, length] of notes) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      const at = start + offset;
      oscillator.type = wave;
      oscillator.frequency.setValueAtTime(frequency, at);
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.18, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + length + 0.02);
    }
  } catch {
    // Audio refused (autoplay policy, no device): the banner still tells the member.
  }
}
