import { useState } from 'react';
import { ADMIN_POSTBACK_PAGE_SIZE, offerWallAdminRoutes } from '@kamao/contract/admin/offer-walls';
import { useAdminQuery } from '../api/admin-queries';
import { pendingOrFailed } from '../query-state';
import { NewerOlderPager } from '../newer-older-pager';
import { PostbackEntry } from './postback-entry';

/**
 * Postbacks to slugs that name no wall: a network given a mistyped URL (its credits are lost
 * until it is fixed), or someone probing for walls.
 */
export function UnknownSlugPostbacks() {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="unknown-slugs-title" className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="unknown-slugs-title" className="text-base font-semibold text-slate-900">
          Postbacks to unknown slugs
        </h3>
        <button
          type="button"
          className="text-sm font-semibold text-sky-700 underline"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide' : 'Show'}
        </button>
      </div>
      {open ? <UnknownSlugLog /> : null}
    </section>
  );
}

function UnknownSlugLog() {
  const [page, setPage] = useState(1);
  const log = useAdminQuery(offerWallAdminRoutes.offerWallUnknownPostbacks, { query: { page } });
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / ADMIN_POSTBACK_PAGE_SIZE));
  return (
    <div className="grid gap-2" role="region" aria-label="Log of postbacks to unknown slugs">
      {pendingOrFailed(log, 'h-24') ??
        (log.data!.postbacks.length === 0 ? (
          <p className="text-sm text-slate-500">None received.</p>
        ) : (
          <ul className="grid gap-2">
            {log.data!.postbacks.map((p) => (
              <PostbackEntry key={p._id} postback={p} showSlug />
            ))}
          </ul>
        ))}
      <NewerOlderPager page={page} pages={pages} onPage={setPage} />
    </div>
  );
}
