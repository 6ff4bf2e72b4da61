import { useState } from 'react';
import { offerWallAdminRoutes, type AdminOfferWallInput } from '@kamao/contract/admin/offer-walls';
import { CopyButton } from '../../../components/copy-button';
import { Money } from '../../../components/money';
import { toastSuccess } from '../../../lib/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { buttons } from '../buttons';
import { pendingOrFailed } from '../query-state';
import { EnabledBadge, SwitchButton } from '../row-switch';
import { NEW_WALL, wallDraftOf, type OfferWallBody } from './offer-wall-draft';
import { OfferWallForm } from './offer-wall-form';
import { PostbackLog } from './postback-log';

const { offerWallList, offerWallCreate, offerWallUpdate } = offerWallAdminRoutes;

/**
 * Task walls (docs/product/task-walls.md#operator): each wall with its postback address for the
 * network, today's credits, add, change, switch off, and its postback log.
 */
export function OfferWallsPanel() {
  const list = useAdminQuery(offerWallList);
  const create = useAdminMutation(offerWallCreate);
  const update = useAdminMutation(offerWallUpdate);
  const [editing, setEditing] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  const walls = list.data?.offerWalls ?? [];

  // A refusal is thrown on to the form, which shows it under the field it concerns.
  const save = async (id: string | null, body: OfferWallBody) => {
    if (id) await update.mutateAsync({ params: { id }, body });
    else await create.mutateAsync({ body: body as AdminOfferWallInput });
    void toastSuccess(id ? 'Task wall saved.' : 'Task wall added.');
    setEditing(null);
  };

  return (
    <section aria-labelledby="offer-walls-title" className="grid gap-4">
      <h2 id="offer-walls-title" className="text-lg font-bold text-slate-900">
        Task walls
      </h2>
      <OfferWallForm initial={NEW_WALL} editing={false} onSave={(body) => save(null, body)} />
      {pendingOrFailed(list, 'h-32') ??
        (walls.length === 0 ? (
          <p className="text-sm text-slate-500">No task walls yet.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Task walls">
            {walls.map((w) =>
              editing === w._id ? (
                <li key={w._id}>
                  <OfferWallForm
                    initial={wallDraftOf(w)}
                    editing
                    secretHint={w.secretHint}
                    onSave={(body) => save(w._id, body)}
                    onCancel={() => setEditing(null)}
                  />
                </li>
              ) : (
                <li
                  key={w._id}
                  className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
                >
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900">
                        {w.name} <span className="font-normal text-slate-500">· {w.scheme}</span>
                      </p>
                      <p className="break-all text-slate-500">{w.urlTemplate}</p>
                      <p className="text-slate-700">
                        ×{w.rewardMultiplier} ·{' '}
                        {w.holdDays > 0 ? (
                          <>
                            holds above <Money amount={w.holdAbove} /> for {w.holdDays} days
                          </>
                        ) : (
                          'no hold'
                        )}{' '}
                        · today <Money amount={w.creditedToday} /> from {w.completedToday} offers
                      </p>
                      <p className="flex flex-wrap items-center gap-2 text-slate-700">
                        <span className="break-all font-mono text-xs">{w.postbackUrl}</span>
                        <CopyButton text={w.postbackUrl} label="Copy postback URL" />
                      </p>
                    </div>
                    <EnabledBadge enabled={w.enabled} />
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={buttons.secondary}
                      aria-expanded={logOf === w._id}
                      onClick={() => setLogOf(logOf === w._id ? null : w._id)}
                    >
                      Postback log
                    </button>
                    <button
                      type="button"
                      className={buttons.secondary}
                      onClick={() => setEditing(w._id)}
                      aria-label={`Edit ${w.name}`}
                    >
                      Edit
                    </button>
                    <SwitchButton
                      name={w.name}
                      enabled={w.enabled}
                      consequence="Members no longer see this task wall; its postbacks are still answered."
                      onSwitch={(enabled) =>
                        update.mutateAsync({ params: { id: w._id }, body: { enabled } })
                      }
                    />
                  </div>
                  {logOf === w._id ? <PostbackLog wallId={w._id} wallName={w.name} /> : null}
                </li>
              ),
            )}
          </ul>
        ))}
    </section>
  );
}
