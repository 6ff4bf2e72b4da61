import type { AdminJob } from '@kamao/contract/admin/runtime';
import { formatIndianTime } from '../../lib/indian-time';

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

/** One job: its state, how often it runs, when next, its last run and its last error. */
export function RuntimeJobCard({ job }: { job: AdminJob }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-sm">
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
        <dt className="text-slate-500">{job.state === 'scheduled' ? 'Next' : 'Due'}</dt>
        <dd>{formatIndianTime(job.runAt)}</dd>
        <dt className="text-slate-500">Last run</dt>
        <dd className="wrap-anywhere">
          {job.lastRunAt ? `${formatIndianTime(job.lastRunAt)} on ${job.lastRunBy}` : 'not yet'}
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
  );
}
