import { useId, useState } from 'react';
import type { z } from 'zod';
import { errorMessageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import { Skeleton } from '../../../components/skeleton';
import { confirmDestructive } from '../confirm-destructive';
import { ContentEntryItem, textOf, type ContentEntry } from './content-entry-item';
import { OrderedEntryForm, entryDraftOf, type EntryFields } from './ordered-entry-form';

/**
 * A list of ordered operator entries with a heading and an HTML body, each with an optional
 * Hindi version (the FAQ, the homepage sections): add, edit, reorder by position, delete. The
 * panel owning the list makes the calls.
 */
export function ContentListEditor<Body>(props: {
  title: string;
  fields: EntryFields;
  schema: z.ZodType<Body>;
  /** Undefined while the list loads. */
  items: ContentEntry[] | undefined;
  /** Adds the entry when `id` is null, else saves it. */
  save: (id: string | null, body: Body) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}) {
  const titleId = useId();
  const [editing, setEditing] = useState<ContentEntry | null>(null);
  const blank = entryDraftOf(props.fields, { position: 0 });

  const save = async (body: Body) => {
    await props.save(editing?.id ?? null, body);
    await toastSuccess(editing ? 'Saved.' : 'Added.');
    setEditing(null);
  };
  const remove = async (item: ContentEntry) => {
    const sure = await confirmDestructive({
      action: 'Delete',
      thing: `“${textOf(item, props.fields.heading)}”`,
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
            <ContentEntryItem
              key={item.id}
              item={item}
              fields={props.fields}
              onEdit={() => setEditing(item)}
              onDelete={() => void remove(item)}
            />
          ))}
          {props.items.length === 0 && (
            <li className="text-sm text-slate-500">Nothing here yet.</li>
          )}
        </ol>
      )}
      <OrderedEntryForm
        // A new form for each entry edited, so its boxes start from that entry.
        key={editing?.id ?? 'new'}
        fields={props.fields}
        schema={props.schema}
        initial={editing ? entryDraftOf(props.fields, editing) : blank}
        editing={editing !== null}
        onSave={save}
        onCancel={editing ? () => setEditing(null) : undefined}
      />
    </section>
  );
}
