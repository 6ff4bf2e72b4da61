import { useId, useState } from 'react';
import {
  SITE_TEXT_KEYS,
  SITE_TEXT_LABELS,
  contentAdminRoutes,
  type SiteTextKey,
} from '@kamao/contract/admin/content';
import { toastSuccess } from '../../../lib/toast';
import { Skeleton } from '../../../components/skeleton';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { SiteTextForm } from './site-text-form';

const { siteTextList, siteTextSave } = contentAdminRoutes;

/** The legal pages and every member page's instructions, edited as HTML in English and Hindi. */
export function SiteTextsPanel() {
  const selectId = useId();
  const list = useAdminQuery(siteTextList);
  const write = useAdminMutation(siteTextSave);
  const [key, setKey] = useState<SiteTextKey>('privacy_policy');

  return (
    <section aria-labelledby="texts-title" className="grid gap-4">
      <h2 id="texts-title" className="text-lg font-bold text-slate-900">
        Pages and instructions
      </h2>
      <div className="grid max-w-md gap-1 text-sm font-medium text-slate-700">
        <label htmlFor={selectId}>Text</label>
        <select
          id={selectId}
          value={key}
          onChange={(e) => setKey(e.target.value as SiteTextKey)}
          className="rounded-lg border border-slate-300 p-2"
        >
          {SITE_TEXT_KEYS.map((k) => (
            <option key={k} value={k}>
              {SITE_TEXT_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      {list.isPending ? (
        <Skeleton className="h-40" />
      ) : (
        <SiteTextForm
          // A new form for each text chosen, so its boxes start from what is saved.
          key={key}
          label={SITE_TEXT_LABELS[key]}
          saved={list.data?.texts.find((t) => t.key === key)}
          onSave={async (body) => {
            await write.mutateAsync({ params: { key }, body });
            await toastSuccess('Saved. Members see it on their next visit.');
          }}
        />
      )}
    </section>
  );
}
