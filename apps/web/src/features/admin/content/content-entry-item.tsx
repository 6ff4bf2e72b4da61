import { SafeHtml } from '../../../components/safe-html';
import { buttons } from '../buttons';
import type { EntryFields } from './ordered-entry-form';

/** An entry as the console lists it: its id, position and the contract's fields. */
export type ContentEntry = Record<string, unknown> & { id: string; position: number };

export const textOf = (entry: ContentEntry, name: string) =>
  typeof entry[name] === 'string' ? entry[name] : '';
/** One entry in the list: its position, heading, whether Hindi is written, its body, and buttons. */
export function ContentEntryItem({
  item,
  fields,
  onEdit,
  onDelete,
}: {
  item: ContentEntry;
  fields: EntryFields;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-slate-900">
          <span className="mr-2 text-xs text-slate-500">#{item.position}</span>
          {textOf(item, fields.heading)}
          {textOf(item, `${fields.body}Hi`) ? (
            <span className="ml-2 rounded bg-emerald-100 px-1.5 text-xs text-emerald-800">
              Hindi written
            </span>
          ) : null}
        </p>
        <div className="flex gap-2">
          <button type="button" className={buttons.secondary} onClick={onEdit}>
            Edit
          </button>
          <button type="button" className={buttons.danger} onClick={onDelete}>
            Delete
          </button>
        </div>
      </div>
      <SafeHtml html={textOf(item, fields.body)} className="mt-1 text-sm text-slate-600" />
    </li>
  );
}
