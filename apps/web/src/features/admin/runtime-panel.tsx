import { runtimeAdminRoutes } from '@kamao/contract/admin/runtime';
import { useAdminQuery } from './api/admin-queries';
import { pendingOrFailed } from './query-state';
import { RuntimeJobCard } from './runtime-job-card';
import { RuntimeStatusCard } from './runtime-status-card';

/**
 * The runtime for the operator (README "Running several processes"): which database, whether
 * Redis joins the processes, the processes that answer with their open sockets, and the jobs:
 * when each runs next, how often it ran, on which process, and what failed.
 */
export function RuntimePanel() {
  const status = useAdminQuery(runtimeAdminRoutes.runtimeStatus);
  const jobs = useAdminQuery(runtimeAdminRoutes.jobList);

  return (
    <section className="grid gap-6" aria-labelledby="runtime-title">
      <h2 id="runtime-title" className="text-lg font-semibold text-slate-900">
        System
      </h2>

      {pendingOrFailed(status, 'h-24') ??
        (status.data ? <RuntimeStatusCard status={status.data} /> : null)}

      <div className="grid gap-3">
        <h3 className="font-semibold text-slate-900">Jobs</h3>
        {pendingOrFailed(jobs) ??
          (jobs.data ? (
            <>
              {jobs.data.overdue > 0 ? (
                <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
                  {jobs.data.overdue} job(s) are more than a minute overdue: no server process is
                  running jobs, or one is stuck.
                </p>
              ) : null}
              <ul className="grid gap-3" aria-label="Jobs">
                {jobs.data.jobs.map((job) => (
                  <RuntimeJobCard key={job.id} job={job} />
                ))}
              </ul>
            </>
          ) : null)}
      </div>
    </section>
  );
}
