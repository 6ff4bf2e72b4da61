import { useFormContext, useWatch } from 'react-hook-form';
import { SafeHtml } from '../../../components/safe-html';
import { consoleInput } from './console-field';
import { Frame, type FieldProps } from './field-frame';

/** Several lines of text (an address list, a remark). */
export function TextAreaField({ rows = 3, ...props }: FieldProps & { rows?: number }) {
  const { register } = useFormContext();
  return (
    <Frame {...props}>
      {(id, invalid) => (
        <textarea
          id={id}
          rows={rows}
          aria-invalid={invalid || undefined}
          className={consoleInput}
          {...register(props.name)}
        />
      )}
    </Frame>
  );
}

/** Operator HTML, with the sanitised preview members will see beside it. */
export function HtmlTextField({ rows = 6, ...props }: FieldProps & { rows?: number }) {
  const value: unknown = useWatch({ name: props.name });
  return (
    <div className="grid gap-3 sm:col-span-2 lg:col-span-4 lg:grid-cols-2">
      <TextAreaField {...props} label={`${props.label} (HTML)`} rows={rows} />
      <div className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 text-sm">
        <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">Preview</p>
        <SafeHtml html={typeof value === 'string' ? value : ''} />
      </div>
    </div>
  );
}
