import { useId } from 'react';
import { Countdown } from '../../../components/countdown';
import { Money } from '../../../components/money';
import type { ShortLink } from '../api/short-links';
import { useTexts } from '../../../lib/texts';
import { SHORTLINK_PAGE_TEXTS } from '../shortlink-page-texts';
import { ShortLinkProgress } from './short-link-progress';

/**
 * The card's time in the member's language: the server writes '30 s' or '2 m'
 * (shortlink/short-link-list.ts, timeText); any other text is shown as it came.
 */
function timeInLanguage(time: string, texts: typeof SHORTLINK_PAGE_TEXTS.en): string {
  const match = /^(\d+) (s|m)$/.exec(time);
  if (!match?.[1]) return time;
  return match[2] === 's' ? texts.timeSeconds(match[1]) : texts.timeMinutes(match[1]);
}

/**
 * One shortener (docs/product/short-links.md#the-short-link-list): name, time, amount, completed
 * over allowed, Start & Earn and the how-to-complete link. Disabled when the day's clicks are done
 * (isDisable) or while its cooldown counts down (expireTimer, h m s every second).
 */
export function ShortLinkCard({
  link,
  now,
  locked,
  busy,
  onStart,
  onCooldownOver,
}: {
  link: ShortLink;
  /** The moment the list was last looked at (a cooldown past it is over). */
  now: number;
  locked: boolean;
  busy: boolean;
  onStart: () => void;
  onCooldownOver: () => void;
}) {
  const T = useTexts(SHORTLINK_PAGE_TEXTS);
  const nameId = useId();
  const cooling = link.expireTimer !== null && link.expireTimer > now;
  const disabled = link.isDisable || cooling || locked;
  return (
    <li
      data-testid="short-link-card"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          {/* The operator's name, shown as written; the time in the member's language. */}
          <h2 id={nameId} translate="no" className="truncate font-semibold text-slate-900">
            {link.shortnerName}
          </h2>
          <p className="text-sm text-slate-500">{timeInLanguage(link.time, T)}</p>
        </div>
        <Money amount={link.amount} className="shrink-0 text-lg font-bold text-emerald-700" />
      </div>
      <ShortLinkProgress link={link} nameId={nameId} />
      {cooling && !link.isDisable ? (
        <p className="text-sm text-amber-700">
          {T.availableIn} <Countdown until={link.expireTimer!} onDone={onCooldownOver} />
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={onStart}
          disabled={disabled}
          aria-busy={busy}
          className="min-h-11 flex-1 rounded-xl bg-indigo-600 px-4 font-semibold text-white hover:bg-indigo-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          {link.isDisable ? `${link.completedClicks}/${link.how_much_click_allow}` : T.start}
        </button>
        {link.how_to_complete ? (
          <a
            href={link.how_to_complete}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 underline"
          >
            {T.howToComplete}
          </a>
        ) : null}
      </div>
    </li>
  );
}
