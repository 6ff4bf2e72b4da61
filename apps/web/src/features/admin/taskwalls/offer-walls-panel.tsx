import { useState } from 'react';
import { offerWallAdminRoutes, type AdminOfferWallInput } from '@kamao/contract/admin/offer-walls';
import { toastSuccess } from '../../../lib/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { pendingOrFailed } from '../query-state';
import { NEW_WALL, wallDraftOf, type OfferWallBody } from './offer-wall-draft';
import { OfferWallForm } from './offer-wall-form';
import { OfferWallRow } from './offer-wall-row';
import { UnknownSlugPostbacks } from './unknown-slug-postbacks';

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
                <OfferWallRow
                  key={w._id}
                  wall={w}
                  logOpen={logOf === w._id}
                  onToggleLog={() => setLogOf(logOf === w._id ? null : w._id)}
                  onEdit={() => setEditing(w._id)}
                  onSwitch={(enabled) =>
                    update.mutateAsync({ params: { id: w._id }, body: { enabled } })
                  }
                />
              ),
            )}
          </ul>
        ))}
      <UnknownSlugPostbacks />
    </section>
  );
}
