import type { ReactNode } from 'react';

const LOOK = {
  /** A card of its own, where a list of cards would be. */
  card: 'rounded-2xl bg-white text-slate-500 shadow-sm ring-1 ring-slate-200',
  /** A line inside a card that has its own heading. */
  inline: 'text-slate-500',
} as const;

/** Spacing and alignment when the caller gives none. */
const DEFAULT_CLASS: Record<keyof typeof LOOK, string> = { card: 'p-4', inline: '' };

/** What a list shows when it has nothing yet ('No Withdrawals Yet', 'There is no data'…). */
export function EmptyState({
  children,
  look = 'card',
  className,
}: {
  children: ReactNode;
  look?: keyof typeof LOOK;
  /** Spacing and alignment (replaces the look's default padding). */
  className?: string;
}) {
  return <p className={`${LOOK[look]} ${className ?? DEFAULT_CLASS[look]}`.trim()}>{children}</p>;
}
