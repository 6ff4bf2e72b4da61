import type { AdminRuntimeAnswer } from '@kamao/contract/admin/runtime';

function uptime(seconds: number): string {
  const hours = Math.floor(seconds / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  return hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`;
}

/** Which database and whether Redis is used, and the server processes that answered. */
export function RuntimeStatusCard({ status }: { status: AdminRuntimeAnswer }) {
  return (
    <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-slate-700">
        Database: <b>{status.database === 'postgres' ? 'PostgreSQL' : 'embedded (PGlite)'}</b>
        {' · '}
        Redis: <b>{status.redis ? 'connected' : 'not used'}</b>
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
            {status.processes.map((process) => (
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
      {!status.redis ? (
        <p className="text-xs text-slate-500">
          Without Redis each process sees only itself here; everything else is shared through the
          database.
        </p>
      ) : null}
    </div>
  );
}
