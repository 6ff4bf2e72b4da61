import { useState } from 'react';
import { ADMIN_POSTBACK_PAGE_SIZE, offerWallAdminRoutes } from '@kamao/contract/admin/offer-walls';
import { useAdminQuery } from '../api/admin-queries';
import { pendingOrFailed } from '../query-state';
import { NewerOlderPager } from '../newer-older-pager';
import { PostbackEntry } from './postback-entry';
import { RewardsInReview } from './rewards-in-review';

/**
 * One wall's postbacks, newest first, with what each did or why it was refused; above them, the
 * credits above the wall's maximum that wait for the operator.
 */
export function PostbackLog({ wallId, wallName }: { wallId: string; wallName: string }) {
  const [page, setPage] = useState(1);
  const log = useAdminQuery(offerWallAdminRoutes.offerWallPostbacks, {
    params: { id: wallId },
    query: { page },
  });
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / ADMIN_POSTBACK_PAGE_SIZE));
  return (
    <div className="grid gap-2" aria-label={`Postback log of ${wallName}`} role="region">
      <RewardsInReview wallId={wallId} wallName={wallName} />
      {pendingOrFailed(log, 'h-24') ??
        (log.data!.postbacks.length === 0 ? (
          <p className="text-sm text-slate-500">No postbacks yet.</p>
        ) : (
          <ul className="grid gap-2">
            {log.data!.postbacks.map((p) => (
              <PostbackEntry key={p._id} postback={p} />
            ))}
          </ul>
        ))}
      <NewerOlderPager page={page} pages={pages} onPage={setPage} />
    </div>
  );
}
