import { runtimeAdminRoutes, type AdminJob } from '@kamao/contract/admin/runtime';
import { formatIndianTime } from '../../lib/indian-time';
import { useAdminQuery } from './api/admin-queries';
import { pendingOrFailed } from './query-state';

const STATE_STYLE: Record<AdminJob['state'], string> = {
  scheduled: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  done: 'bg-slate-100 text-slate-700 ring-slate-200',
  failed: 'bg-rose-50 text-rose-800 ring-rose-200',
};

function every(seconds: number | null): string {
  if (seconds === null) return 'once';
  if (seconds % 86_400 === 0) return `every ${seconds / 86_400} d`;
  if (seconds % 3_600 === 0) return `every ${seconds / 3_600} h`;
  if (seconds % 60 === 0) return `every ${seconds / 60} min`;
  return `every ${seconds} s`;
}

function uptime(seconds: number): string {
  const hours = Math.floor(seconds / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  return hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`;
}

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
        (status.data ? (
          <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-sm text-slate-700">
              Database:{' '}
              <b>{status.data.database === 'postgres' ? 'PostgreSQL' : 'embedded (PGlite)'}</b>
              {' · '}
              Redis: <b>{status.data.redis ? 'connected' : 'not used'}</b>
            </p>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Server processes</caption>
                <thead className="text-xs text-slate-500 uppercase">
                  <tr>
                    <th scope="col" className="py-1 pr-3">
                      Process
                    </th>
                    <th scope="col" className="py-1 pr-3 text-right">
                      Open sockets
                    </th>
                    <th scope="col" className="py-1 text-right">
                      Up for
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {status.data.processes.map((process) => (
                    <tr key={process.worker}>
                      <td className="py-1 pr-3 font-mono text-xs wrap-anywhere text-slate-800">
                        {process.worker}
                      </td>
                      <td className="py-1 pr-3 text-right tabular-nums">{process.sockets}</td>
                      <td className="py-1 text-right whitespace-nowrap">
                        {uptime(process.uptimeSeconds)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {!status.data.redis ? (
              <p className="text-xs text-slate-500">
                Without Redis each process sees only itself here; everything else is shared through
                the database.
              </p>
            ) : null}
          </div>
        ) : null)}

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
                  <li
                    key={job.id}
                    className="rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-sm"
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="font-mono text-xs font-semibold text-slate-900">{job.name}</p>
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATE_STYLE[job.state]}`}
                      >
                        {job.state}
                      </span>
                    </div>
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-700">
                      <dt className="text-slate-500">Runs</dt>
                      <dd>
                        {every(job.everySeconds)}, {job.runCount} so far
                      </dd>
                      <dt className="text-slate-500">
                        {job.state === 'scheduled' ? 'Next' : 'Due'}
                      </dt>
                      <dd>{formatIndianTime(job.runAt)}</dd>
                      <dt className="text-slate-500">Last run</dt>
                      <dd className="wrap-anywhere">
                        {job.lastRunAt
                          ? `${formatIndianTime(job.lastRunAt)} on ${job.lastRunBy}`
                          : 'not yet'}
                      </dd>
                      {job.lastError ? (
                        <>
                          <dt className="text-rose-700">Last error</dt>
                          <dd className="font-mono text-xs whitespace-pre-wrap wrap-anywhere text-rose-800">
                            {job.lastError.split('\n')[0]}
                            {job.attempts > 0 ? ` (failed ${job.attempts} time(s) in a row)` : ''}
                          </dd>
                        </>
                      ) : null}
                    </dl>
                  </li>
                ))}
              </ul>
            </>
          ) : null)}
      </div>
    </section>
  );
}
