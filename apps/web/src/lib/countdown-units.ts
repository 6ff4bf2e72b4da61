import { COUNTDOWN_UNITS } from '@kamao/contract/format';
import { bilingual } from './texts';

/** The countdown's unit words ('2m 0s'; in Hindi '2 मिनट 0 सेकंड'), for formatCountdown. */
export const COUNTDOWN_UNIT_TEXTS = bilingual(COUNTDOWN_UNITS, {
  hours: 'घंटे',
  minutes: 'मिनट',
  seconds: 'सेकंड',
  gap: ' ',
});
