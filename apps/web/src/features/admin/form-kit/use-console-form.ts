import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import { toastError } from '../../../lib/toast';
import { consoleResolver, type ConsoleSchema } from './console-resolver';
import { showServerError } from './server-error';

export interface ConsoleFormOptions<Draft extends FieldValues, Body> extends ConsoleSchema<
  Draft,
  Body
> {
  /** What the boxes hold when the form opens (and after Reset). */
  defaults: Draft;
  /** Sends the checked body; throws the call's error when the server refuses it. */
  onSave: (body: Body) => Promise<void>;
  /** After a save: 'clear' empties the form for the next new item, 'keep' holds what was saved. */
  afterSave?: 'clear' | 'keep';
  /** Server refusals (their exact `error_msg`) that belong under one field. */
  fieldOfError?: Readonly<Record<string, FieldPath<Draft>>>;
}

/**
 * One console form: react-hook-form with the contract's schema as its check, the operator's
 * wording of every message, and a save that shows the server's refusal under the field it
 * concerns (or in the save bar) besides the toast.
 */
export function useConsoleForm<Draft extends FieldValues, Body>({
  defaults,
  onSave,
  afterSave = 'keep',
  fieldOfError,
  ...check
}: ConsoleFormOptions<Draft, Body>) {
  const form = useForm<Draft, unknown, Body>({
    defaultValues: defaults as DefaultValues<Draft>,
    resolver: consoleResolver(check),
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSave(body);
      form.reset(afterSave === 'clear' ? defaults : form.getValues());
    } catch (error) {
      await toastError(showServerError(form, error, fieldOfError));
    }
  });
  return { form, submit };
}
