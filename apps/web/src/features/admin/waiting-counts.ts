import type { AdminOverview } from '@kamao/contract/admin/overview';
import {
  CONSOLE_TABS,
  TAB_GROUP,
  type ConsoleGroupId,
  type ConsoleTabId,
} from './console-tab-list';

export type WaitingCounts = Partial<Record<ConsoleTabId, number>>;

/** What waits for the operator in each section, from the overview (0s left out). */
export function waitingCounts(overview: AdminOverview | undefined): WaitingCounts {
  if (!overview) return {};
  const counts: WaitingCounts = {
    payouts: overview.pendingWithdrawals.count,
    messages: overview.unansweredMessages,
    risk: overview.risk.unreviewedGroups + overview.risk.membersAtHoldScore,
    'short-links': overview.failingShorteners.length,
    'task-walls': overview.failingOfferWalls.length,
  };
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
}

/** What waits in a group: the sum of its sections. */
export function groupCount(counts: WaitingCounts, group: ConsoleGroupId): number {
  return CONSOLE_TABS.filter((t) => TAB_GROUP[t.id] === group).reduce(
    (sum, t) => sum + (counts[t.id] ?? 0),
    0,
  );
}
