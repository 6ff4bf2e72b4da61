import { payoutAdminRoutes } from '@kamao/contract/admin/payouts';
import { pathOf } from '@kamao/contract/api-route';

/** The queue's filters the CSV export takes too (not its status, nor its page). */
export interface CsvFilters {
  method?: string | undefined;
  member?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The CSV export is a link the browser downloads (an attachment), not a JSON call: the route's
 * path with the queue's filters and which payouts, approved (the route's default, left out) or
 * pending ones to pay by hand.
 */
export function payoutsCsvHref(filters: CsvFilters, payouts: 'Success' | 'Pending'): string {
  const search = new URLSearchParams();
  if (payouts === 'Pending') search.set('status', 'Pending');
  for (const [name, value] of Object.entries(filters)) if (value) search.set(name, value);
  const text = search.toString();
  return `${pathOf(payoutAdminRoutes.payoutsCsv)}${text ? `?${text}` : ''}`;
}
