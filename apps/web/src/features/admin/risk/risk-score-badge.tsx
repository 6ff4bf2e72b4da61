import { HIGH_SCORE, MEDIUM_SCORE } from './risk-words';

const toneOf = (score: number) =>
  score >= HIGH_SCORE
    ? 'bg-rose-700 text-white'
    : score >= MEDIUM_SCORE
      ? 'bg-amber-100 text-amber-900 ring-1 ring-amber-300'
      : 'bg-slate-100 text-slate-700';

/**
 * A member's or a group's risk score (0–100) as a badge, with the number of linked accounts
 * when given; a high score stands out in red so it is seen before paying.
 */
export function RiskScoreBadge({ score, linked }: { score: number; linked?: number }) {
  const linkedWords =
    linked === undefined ? '' : ` · ${linked} linked account${linked === 1 ? '' : 's'}`;
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${toneOf(score)}`}
    >
      Risk {score}
      {linkedWords}
    </span>
  );
}
