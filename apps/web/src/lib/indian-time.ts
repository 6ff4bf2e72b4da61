import {
  indianDate,
  indianDayAndMonth,
  indianMonthAndYear,
  indianTime,
} from '@kamao/contract/indian-time';
import { currentLocale } from './texts';

/**
 * Dates and times as members in India read them, in the member's language
 * (@kamao/contract/indian-time, which the server shares).
 */

/**
 * A moment as members in India read it ('22 Nov 2026, 10:15 pm'; in Hindi '22 नव॰ 2026,
 * 22:15'): payment proofs, withdrawals, conversions, claims, announcements. Text that is not a
 * time is shown as it is.
 */
export const formatIndianTime = (iso: string): string => indianTime(iso, currentLocale());

/**
 * The day alone, the same way ('25 Nov 2026'): a calendar day ('2026-11-25') as it is, a moment
 * as its day in Asia/Kolkata. Text that is not a date is shown as it is.
 */
export const formatIndianDate = (iso: string): string => indianDate(iso, currentLocale());

/** A month of the calendar ('November 2026', 'नवंबर 2026'); `month` counts from 0. */
export const monthAndYear = (year: number, month: number): string =>
  indianMonthAndYear(year, month, currentLocale());

/** A day of a month without its year ('5 Nov', '5 नव॰'); `month` counts from 0. */
export const dayAndMonth = (day: number, month: number): string =>
  indianDayAndMonth(day, month, currentLocale());
