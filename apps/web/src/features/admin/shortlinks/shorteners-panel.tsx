import { useState } from 'react';
import {
  shortenerAdminRoutes,
  type AdminShortener,
  type AdminShortenerInput,
  type AdminShortenerTest,
} from '@kamao/contract/admin/shorteners';
import { Money } from '../../../components/money';
import { errorMessageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { buttons } from '../buttons';
import { GENERAL_ERROR } from '../form-kit';
import { pendingOrFailed } from '../query-state';
import { EnabledBadge, SwitchButton } from '../row-switch';
import { NEW_SHORTENER, ShortenerForm, draftOf, type AdminShortenerBody } from './shortener-form';

const { shortenerList, shortenerCreate, shortenerUpdate, shortenerTest } = shortenerAdminRoutes;

/**
 * Short links (docs/product/short-links.md#operator): each shortener with its terms and today's
 * claims, add, change, switch off, and a test call of its API whose answer shows beside it.
 */
export function ShortenersPanel() {
  const list = useAdminQuery(shortenerList);
  const create = useAdminMutation(shortenerCreate);
  const update = useAdminMutation(shortenerUpdate);
  const test = useAdminMutation(shortenerTest);
  const [editing, setEditing] = useState<string | null>(null);
  const [tests, setTests] = useState<Record<string, AdminShortenerTest>>({});
  const shorteners = list.data?.shorteners ?? [];

  // A refusal is thrown on to the form, which shows it under the field it concerns.
  const save = async (id: string | null, body: AdminShortenerBody) => {
    if (id) await update.mutateAsync({ params: { id }, body });
    else await create.mutateAsync({ body: body as AdminShortenerInput });
    void toastSuccess(id ? 'Shortener saved.' : 'Shortener added.');
    setEditing(null);
  };

  const runTest = async (s: AdminShortener) => {
    try {
      const answer = await test.mutateAsync({ params: { id: s._id } });
      setTests((all) => ({ ...all, [s._id]: answer }));
    } catch (error) {
      await toastError(errorMessageOf(error, GENERAL_ERROR));
    }
  };

  return (
    <section aria-labelledby="shorteners-title" className="grid gap-4">
      <h2 id="shorteners-title" className="text-lg font-bold text-slate-900">
        Short links
      </h2>
      <ShortenerForm initial={NEW_SHORTENER} editing={false} onSave={(body) => save(null, body)} />
      {pendingOrFailed(list, 'h-32') ??
        (shorteners.length === 0 ? (
          <p className="text-sm text-slate-500">No shorteners yet.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Shorteners">
            {shorteners.map((s) =>
              editing === s._id ? (
                <li key={s._id}>
                  <ShortenerForm
                    initial={draftOf(s)}
                    editing
                    keyHint={s.apiKeyHint}
                    onSave={(body) => save(s._id, body)}
                    onCancel={() => setEditing(null)}
                  />
                </li>
              ) : (
                <li
                  key={s._id}
                  className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
                >
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900">
                        {s.name} <span className="font-normal text-slate-500">· {s.domain}</span>
                      </p>
                      <p className="text-slate-700">
                        <Money amount={s.reward} /> a click · {s.clicksPerDay} a day ·{' '}
                        {s.cooldownMinutes} min cooldown · {s.minSeconds} s minimum
                      </p>
                      <p className="text-slate-500">
                        {s.provider === 'builtin'
                          ? 'Built-in shortener'
                          : `${s.effectiveApiUrl} · key ${s.apiKeyHint ? `…${s.apiKeyHint}` : 'not set'}`}{' '}
                        · {s.claimsToday} claims today, {s.claimsTotal} in all
                      </p>
                    </div>
                    <EnabledBadge enabled={s.enabled} />
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={buttons.secondary}
                      onClick={() => void runTest(s)}
                      disabled={test.isPending}
                      aria-label={`Test ${s.name}`}
                    >
                      Test
                    </button>
                    <button
                      type="button"
                      className={buttons.secondary}
                      onClick={() => setEditing(s._id)}
                      aria-label={`Edit ${s.name}`}
                    >
                      Edit
                    </button>
                    <SwitchButton
                      name={s.name}
                      enabled={s.enabled}
                      consequence="Members no longer see this short link until it is switched on again."
                      onSwitch={(enabled) =>
                        update.mutateAsync({ params: { id: s._id }, body: { enabled } })
                      }
                    />
                  </div>
                  {tests[s._id] ? <TestResult result={tests[s._id]!} /> : null}
                </li>
              ),
            )}
          </ul>
        ))}
    </section>
  );
}

function TestResult({ result }: { result: AdminShortenerTest }) {
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
