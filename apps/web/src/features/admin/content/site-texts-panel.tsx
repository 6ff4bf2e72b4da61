import { useId, useState } from 'react';
import {
  SITE_TEXT_KEYS,
  SITE_TEXT_LABELS,
  contentAdminRoutes,
  type SiteTextKey,
} from '@kamao/contract/admin/content';
import { errorMessageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import { Skeleton } from '../../../components/skeleton';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { buttons } from '../buttons';
import { HtmlField } from './html-field';

const { siteTextList, siteTextSave } = contentAdminRoutes;

/** The legal pages and every member page's instructions, edited as HTML with a preview. */
export function SiteTextsPanel() {
  const selectId = useId();
  const list = useAdminQuery(siteTextList);
  const write = useAdminMutation(siteTextSave);
  const [key, setKey] = useState<SiteTextKey>('privacy_policy');
  const [edits, setEdits] = useState<Partial<Record<SiteTextKey, string>>>({});
  const saved = list.data?.texts.find((t) => t.key === key);
  const value = edits[key] ?? saved?.html ?? '';

  const save = async () => {
    try {
      await write.mutateAsync({ params: { key }, body: { html: value } });
      setEdits((e) => ({ ...e, [key]: undefined }));
      await toastSuccess('Saved. Members see it on their next visit.');
    } catch (error) {
      await toastError(errorMessageOf(error, 'Something went wrong, please try again.'));
    }
  };

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
        <>
          <HtmlField
            label={SITE_TEXT_LABELS[key]}
            value={value}
            onChange={(html) => setEdits((e) => ({ ...e, [key]: html }))}
            rows={14}
          />
          <p className="text-xs text-slate-500">
            {saved?.updatedAt
              ? `Last saved ${new Date(saved.updatedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}`
              : 'Not written yet.'}
          </p>
          <button
            type="button"
            className={`${buttons.primary} justify-self-start`}
            disabled={write.isPending || edits[key] === undefined}
            onClick={() => void save()}
          >
            Save
          </button>
        </>
      )}
    </section>
  );
}
