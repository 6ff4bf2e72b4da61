import type { AdminShortenerTest } from '@kamao/contract/admin/shorteners';

/** What a test call of a shortener's API answered, and how long it took. */
export function ShortenerTestResult({ result }: { result: AdminShortenerTest }) {
  return (
    <div
      role="status"
      className={`grid gap-1 rounded-lg p-3 ${result.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-rose-50 text-rose-900'}`}
    >
      <p className="font-semibold">
        {result.ok ? 'Works' : 'Failed'} · {result.elapsedMs} ms
      </p>
      <p>{result.message}</p>
      {result.shortUrl ? <p className="break-all font-mono text-xs">{result.shortUrl}</p> : null}
      {result.rawAnswer ? (
        <pre className="max-h-40 overflow-auto whitespace-pre-wrap break-all rounded bg-white/70 p-2 text-xs">
          {result.rawAnswer}
        </pre>
      ) : null}
    </div>
  );
}
