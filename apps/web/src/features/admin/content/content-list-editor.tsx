import { useId, useState } from 'react';
import { errorMessageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import { SafeHtml } from '../../../components/safe-html';
import { Skeleton } from '../../../components/skeleton';
import { buttons } from '../buttons';
import { confirmDestructive } from '../confirm-destructive';
import { HtmlField } from './html-field';

export interface ContentItem {
  id: string;
  heading: string;
  html: string;
  position: number;
}

/**
 * A list of ordered operator entries with a heading and an HTML body (the FAQ, the homepage
 * sections): add, edit, reorder by position, delete. The panel owning the list makes the calls.
 */
export function ContentListEditor(props: {
  title: string;
  headingLabel: string;
  bodyLabel: string;
  /** Undefined while the list loads. */
  items: ContentItem[] | undefined;
  saving: boolean;
  /** Adds the entry when its id is '', else saves it. */
  save: (item: ContentItem) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}) {
  const titleId = useId();
  const blank = { id: '', heading: '', html: '', position: 0 };
  const [draft, setDraft] = useState<ContentItem>(blank);

  const save = async () => {
    try {
      await props.save(draft);
      await toastSuccess(draft.id ? 'Saved.' : 'Added.');
      setDraft(blank);
    } catch (error) {
      await toastError(errorMessageOf(error, 'Something went wrong, please try again.'));
    }
  };
  const remove = async (item: ContentItem) => {
    const sure = await confirmDestructive({
      action: 'Delete',
      thing: `“${item.heading}”`,
      consequence: 'Members no longer see this entry.',
    });
    if (!sure) return;
    try {
      await props.remove(item.id);
      await toastSuccess('Deleted.');
    } catch (error) {
      await toastError(errorMessageOf(error, 'Something went wrong, please try again.'));
    }
  };

  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {props.title}
      </h2>
      {props.items === undefined ? (
        <Skeleton className="h-24" />
      ) : (
        <ol className="grid gap-2">
          {props.items.map((item) => (
            <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="font-semibold text-slate-900">
                  <span className="mr-2 text-xs text-slate-500">#{item.position}</span>
                  {item.heading}
                </p>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={buttons.secondary}
                    onClick={() => setDraft(item)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className={buttons.danger}
                    onClick={() => void remove(item)}
                  >
                    Delete
                  </button>
                </div>
              </div>
              <SafeHtml html={item.html} className="mt-1 text-sm text-slate-600" />
            </li>
          ))}
          {props.items.length === 0 && (
            <li className="text-sm text-slate-500">Nothing here yet.</li>
          )}
        </ol>
      )}
      <form
        className="grid gap-3 rounded-xl border border-emerald-200 bg-emerald-50/40 p-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <h3 className="font-semibold text-slate-900">{draft.id ? 'Edit entry' : 'New entry'}</h3>
        <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
          <label className="grid gap-1 text-sm font-medium text-slate-700">
            {props.headingLabel}
            <input
              value={draft.heading}
              onChange={(e) => setDraft({ ...draft, heading: e.target.value })}
              className="rounded-lg border border-slate-300 p-2"
            />
          </label>
          <label className="grid gap-1 text-sm font-medium text-slate-700">
            Position
            <input
              type="number"
              min={0}
              value={draft.position}
              onChange={(e) => setDraft({ ...draft, position: Number(e.target.value) || 0 })}
              className="rounded-lg border border-slate-300 p-2"
            />
          </label>
        </div>
        <HtmlField
          label={props.bodyLabel}
          value={draft.html}
          onChange={(html) => setDraft({ ...draft, html })}
        />
        <div className="flex gap-2">
          <button type="submit" className={buttons.primary} disabled={props.saving}>
            {draft.id ? 'Save changes' : 'Add'}
          </button>
          {draft.id && (
            <button type="button" className={buttons.secondary} onClick={() => setDraft(blank)}>
              Cancel
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
