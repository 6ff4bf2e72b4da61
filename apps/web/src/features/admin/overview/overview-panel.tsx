import { overviewAdminRoutes } from '@kamao/contract/admin/overview';
import { useAdminQuery } from '../api/admin-queries';
import { pendingOrFailed } from '../query-state';
import { OverviewFigures } from './overview-figures';

/** The Overview section: the figures, read afresh whenever the console's data changes. */
export function OverviewPanel() {
  const overview = useAdminQuery(overviewAdminRoutes.overview);
  return (
    pendingOrFailed(overview, 'h-48') ??
    (overview.data ? <OverviewFigures overview={overview.data} /> : null)
  );
}
