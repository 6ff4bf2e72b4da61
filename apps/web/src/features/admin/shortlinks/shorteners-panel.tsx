import { useState } from 'react';
import {
  shortenerAdminRoutes,
  type AdminShortener,
  type AdminShortenerInput,
  type AdminShortenerTest,
} from '@kamao/contract/admin/shorteners';
import { errorMessageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { GENERAL_ERROR } from '../form-kit';
import { pendingOrFailed } from '../query-state';
import { NEW_SHORTENER, ShortenerForm, draftOf, type AdminShortenerBody } from './shortener-form';
import { ShortenerRow } from './shortener-row';

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
                <ShortenerRow
                  key={s._id}
                  shortener={s}
                  testing={test.isPending}
                  testResult={tests[s._id]}
                  onTest={() => void runTest(s)}
                  onEdit={() => setEditing(s._id)}
                  onSwitch={(enabled) =>
                    update.mutateAsync({ params: { id: s._id }, body: { enabled } })
                  }
                />
              ),
            )}
          </ul>
        ))}
    </section>
  );
}
