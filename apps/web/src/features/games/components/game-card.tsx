import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../../lib/texts';
import { GAMES_TEXTS } from '../games-texts';

interface GameCardProps {
  title: string;
  blurb: string;
  /** A symbol for the game (decorative). */
  art: ReactNode;
  /** Where Play leads; without it the game is 'Coming Soon' and cannot be opened. */
  to?: string;
  playText?: string;
}

/**
 * One game of the hub (docs/product/tic-tac-toe.md#the-betting-games-hub). A playable game is one
 * link; one still to come is announced as disabled (aria-disabled) and is not a link at all, so it
 * cannot be followed.
 */
export function GameCard({ title, blurb, art, to, playText }: GameCardProps) {
  const { comingSoon } = useTexts(GAMES_TEXTS).spec;
  const body = (
    <>
      <span
        aria-hidden="true"
        className={`grid size-14 shrink-0 place-items-center rounded-2xl text-2xl font-black ${
          to ? 'bg-indigo-600 text-white' : 'bg-slate-200 text-slate-500'
        }`}
      >
        {art}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-lg font-semibold text-slate-900">{title}</span>
        <span className="mt-0.5 block text-sm text-slate-600">{blurb}</span>
      </span>
      {to ? (
        <span className="shrink-0 rounded-xl bg-indigo-600 px-3 py-2 text-sm font-semibold text-white">
          {playText}
        </span>
      ) : (
        <span className="shrink-0 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
          {comingSoon}
        </span>
      )}
    </>
  );
  const frame = 'flex min-h-24 items-center gap-4 rounded-2xl p-4 ring-1';
  return to ? (
    <Link
      to={to}
      className={`${frame} bg-white shadow-sm ring-slate-200 transition hover:-translate-y-0.5 hover:ring-indigo-300`}
    >
      {body}
    </Link>
  ) : (
    <div
      role="group"
      aria-disabled="true"
      aria-label={`${title}: ${comingSoon}`}
      className={`${frame} cursor-not-allowed bg-slate-50 opacity-75 ring-slate-200`}
    >
      {body}
    </div>
  );
}
