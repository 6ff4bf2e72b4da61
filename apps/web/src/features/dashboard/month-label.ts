import { MONTH_NAMES } from '@kamao/contract/api-dashboard';
import { monthAndYear } from '../../lib/indian-time';

const MONTH_NAME = /^([A-Za-z]+) (\d{4})$/;

/**
 * A month record's name as the member's language writes it: the server names months in
 * English ('November 2026', the key of its daily rows), Hindi reads 'नवंबर 2026'. Null for a
 * name of another shape, which is then shown as it came.
 */
export function monthLabel(monthName: string): string | null {
  const match = MONTH_NAME.exec(monthName.trim());
  const month = match ? (MONTH_NAMES as readonly string[]).indexOf(match[1]!) : -1;
  if (!match || month < 0) return null;
  return monthAndYear(Number(match[2]), month);
}
