import { useId } from 'react';
import { SafeHtml } from '../../../components/safe-html';

/** An operator HTML textarea with the sanitised preview members will see. */
export function HtmlField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
}) {
  const id = useId();
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <label htmlFor={id} className="grid gap-1 text-sm font-medium text-slate-700">
        {props.label} (HTML)
        <textarea
          id={id}
          rows={props.rows ?? 6}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          className="rounded-lg border border-slate-300 p-2 font-mono text-xs focus:border-emerald-600 focus:ring-2 focus:ring-emerald-200 focus:outline-none"
        />
      </label>
      <div className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 text-sm">
        <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">Preview</p>
        <SafeHtml html={props.value} />
      </div>
    </div>
  );
}
