import type { ReactNode } from 'react';

/** One labelled figure of a card's grid (a `dl`): label above, value below, at any width. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-800 wrap-anywhere">{children}</dd>
    </div>
  );
}
