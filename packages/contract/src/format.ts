/**
 * Text formats the spec fixes for numbers that are not money (money lives in money.ts).
 * Pure functions, the same in the browser and on the server.
 */

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * The duration formatter of docs/product/common.md#countdowns-and-durations: seconds only (2
 * digits), minutes:seconds, or hours:minutes:seconds, every part zero-padded to 2 digits; '00' for
 * zero, negative or no number. Fractions of a second are dropped: 59.9 s still reads '59'.
 *   5 → '05', 65 → '01:05', 3665 → '01:01:05', 360000 → '100:00:00'
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 1) return '00';
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = whole % 60;
  if (hours > 0) return `${pad2(hours)}:${pad2(minutes)}:${pad2(secs)}`;
  if (minutes > 0) return `${pad2(minutes)}:${pad2(secs)}`;
  return pad2(secs);
}

/** The unit words of a countdown; `gap` goes between a number and its unit. */
export interface CountdownUnits {
  hours: string;
  minutes: string;
  seconds: string;
  gap: string;
}
export const COUNTDOWN_UNITS: CountdownUnits = { hours: 'h', minutes: 'm', seconds: 's', gap: '' };

/**
 * The countdown component's 'h m s' text (docs/product/common.md#countdowns-and-durations), from
 * milliseconds left. Leading zero units are dropped, later ones kept: '1h 0m 5s', '2m 0s', '9s';
 * '0s' when over. A part-second left counts as a whole one (rounded up), so '0s' appears only when
 * time is up. Another language gives its own unit words ('2 मिनट 0 सेकंड').
 */
export function formatCountdown(msLeft: number, units: CountdownUnits = COUNTDOWN_UNITS): string {
  const part = (value: number, unit: string) => `${value}${units.gap}${unit}`;
  if (!Number.isFinite(msLeft) || msLeft <= 0) return part(0, units.seconds);
  const total = Math.ceil(msLeft / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const parts = [part(minutes, units.minutes), part(secs, units.seconds)];
  if (hours > 0) return [part(hours, units.hours), ...parts].join(' ');
  if (minutes > 0) return parts.join(' ');
  return part(secs, units.seconds);
}

const UNITS = [
  { suffix: '', exponent: 0, size: 1 },
  { suffix: 'K', exponent: 3, size: 1e3 },
  { suffix: 'M', exponent: 6, size: 1e6 },
  { suffix: 'B', exponent: 9, size: 1e9 },
] as const;

/** |value| / size rounded half away from zero to 2 decimals; ×100 first so 1005/1000 → 1.01. */
function hundredthsOf(abs: number, size: number): number {
  return Math.round((abs * 100) / size) / 100;
}

/**
 * K/M/B abbreviation for the home statistics (docs/product/site-and-pages.md#home-page).
 * Rule: the largest unit the value reaches; at most 2 decimals, rounded half away from zero,
 * trailing zeros dropped; a value that would round to 1000 of a unit moves up a unit
 * (999,999 → '1M', not '1000K'); B is the largest unit (1.5e12 → '1500B').
 *   999 → '999', 1500 → '1.5K', 2,000,000 → '2M', 1,234,567,890 → '1.23B', -1500 → '-1.5K'
 */
export function abbreviateNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const abs = Math.abs(value);
  let index = UNITS.length - 1;
  while (index > 0 && abs < UNITS[index]!.size) index -= 1;
  let shown = hundredthsOf(abs, UNITS[index]!.size);
  const next = UNITS[index + 1];
  if (shown >= 1000 && next) {
    index += 1;
    shown = hundredthsOf(abs, next.size);
  }
  if (shown === 0) return '0';
  return (value < 0 ? '-' : '') + String(shown) + UNITS[index]!.suffix;
}

/**
 * The reverse, for statistics the server sends as text (the spec's "values may be text with
 * K/M/B suffix"), so the client can count up to them. Plain numbers pass through; anything
 * unreadable is null.
 */
export function parseAbbreviatedNumber(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*([KMB]?)\s*$/i.exec(value.replaceAll(',', ''));
  if (!match) return null;
  const [, digits, suffix = ''] = match;
  const { exponent } = UNITS.find((unit) => unit.suffix === suffix.toUpperCase())!;
  // Scale by shifting the decimal exponent, not by multiplying floats: '1.23B' → 1230000000.
  return Number(`${digits}e${exponent}`);
}

/**
 * The referral rate banner (docs/product/referrals.md#the-refer-and-earn-page): the rate, a
 * fraction, times 100 as a percent, without float noise (0.07 × 100 is 7.000000000000001 in
 * floats).
 */
export function referralRatePercent(rate: number): number {
  if (!Number.isFinite(rate)) return 0;
  return Number((rate * 100).toFixed(6));
}
