import {
  EARNING_SOURCES,
  type dashboardAnswerSchema,
  type EarningSource,
} from '@kamao/contract/api-dashboard';
import { milliToRupees } from '@kamao/contract/money';
import type { z } from 'zod';
import { monthNameOf, type DashboardData } from './dashboard.ts';

/**
 * The dashboard as the spec names it, amounts in rupees
 * (docs/product/dashboard.md#calls-and-fields).
 */
export function presentDashboard(data: DashboardData): z.infer<typeof dashboardAnswerSchema> {
  return {
    msg: {
      userEmail: data.email,
      userAvailableBalance: milliToRupees(data.availableBalance),
      userDebtAmount: milliToRupees(data.debt),
      user_month_records: data.months.map((month) => ({
        monthName: monthNameOf(month.yearMonth),
        earningSources: Object.fromEntries(
          EARNING_SOURCES.map((s) => [s, { income: milliToRupees(month.income[s]) }]),
        ) as Record<EarningSource, { income: number }>,
      })),
      user_date_records: data.days.map((day) => ({
        monthName: monthNameOf(day.date.slice(0, 7)),
        date: day.date,
        self_earnings: milliToRupees(day.selfEarnings),
        referral_earnings: milliToRupees(day.referralEarnings),
        Total_earnings: milliToRupees(day.total),
      })),
      other_data_announcementsArray: data.announcements.map((a) => ({
        announcementTime: a.createdAt.toISOString(),
        announcementMessage: a.messageHtml,
      })),
    },
  };
}
