import type { z } from 'zod';
import {
  ConsoleForm,
  HtmlTextField,
  NumberField,
  SaveBar,
  TextField,
  useConsoleForm,
} from '../form-kit';
import { HINDI_HINT } from './hindi-hint';

/**
 * An entry's boxes, named as the contract's body names them (`question`, `answerHtml`…), each
 * prose field with its Hindi version beside it under the same name and `Hi`.
 */
export type EntryDraft = Record<string, string>;

/** Which body fields hold the heading and the HTML body, and how the console labels them. */
export interface EntryFields {
  heading: string;
  headingLabel: string;
  body: string;
  bodyLabel: string;
}

/** The boxes of an entry: the English, its Hindi version ('' when none), the position. */
export function entryDraftOf(
  fields: EntryFields,
  entry: Record<string, unknown> & { position: number },
): EntryDraft {
  const text = (name: string) => (typeof entry[name] === 'string' ? entry[name] : '');
  return {
    [fields.heading]: text(fields.heading),
    [`${fields.heading}Hi`]: text(`${fields.heading}Hi`),
    [fields.body]: text(fields.body),
    [`${fields.body}Hi`]: text(`${fields.body}Hi`),
    position: String(entry.position),
  };
}

/** Adds or edits one ordered entry (a FAQ, a homepage section) in both languages. */
export function OrderedEntryForm<Body>({
  fields,
  schema,
  initial,
  editing,
  onSave,
  onCancel,
}: {
  fields: EntryFields;
  /** The contract's body schema; an empty Hindi box reads as none. */
  schema: z.ZodType<Body>;
  initial: EntryDraft;
  editing: boolean;
  /** Sends the checked entry; throws the call's error when the server refuses it. */
  onSave: (body: Body) => Promise<void>;
  onCancel?: (() => void) | undefined;
}) {
  const { form, submit } = useConsoleForm<EntryDraft, Body>({
    defaults: initial,
    schema,
    kinds: { position: 'number' },
    onSave,
    afterSave: editing ? 'keep' : 'clear',
  });
  const title = editing ? 'Edit entry' : 'New entry';
  return (
    <ConsoleForm form={form} onSubmit={submit} label={title}>
      <h3 className="font-semibold text-slate-900 sm:col-span-2 lg:col-span-4">{title}</h3>
      <TextField name={fields.heading} label={fields.headingLabel} wide={2} />
      <TextField
        name={`${fields.heading}Hi`}
        label={`${fields.headingLabel} in Hindi`}
        hint={HINDI_HINT}
        wide={2}
      />
      <HtmlTextField name={fields.body} label={fields.bodyLabel} />
      <HtmlTextField
        name={`${fields.body}Hi`}
        label={`${fields.bodyLabel} in Hindi`}
        hint={HINDI_HINT}
      />
      <NumberField name="position" label="Position" />
      <SaveBar saveLabel={editing ? 'Save changes' : 'Add'} onCancel={onCancel} />
    </ConsoleForm>
  );
}
