import { getAppConfig } from '../lib/app-config';

/** The brand: a rupee mark on an emerald tile, and the site name. */
export function Logo({
  compact = false,
  inverted = false,
}: {
  compact?: boolean;
  inverted?: boolean;
}) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
        <rect
          width="32"
          height="32"
          rx="9"
          className={inverted ? 'fill-white' : 'fill-emerald-700'}
        />
        <path
          d="M10 9h12M10 14h12M13 9c5 0 6 2.5 6 5s-2 5-6 5h-2l8 7"
          fill="none"
          className={inverted ? 'stroke-emerald-700' : 'stroke-white'}
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span
        className={`${compact ? 'sr-only sm:not-sr-only' : ''} text-xl font-extrabold tracking-tight ${
          inverted ? 'text-white' : 'text-slate-900'
        }`}
      >
        {getAppConfig().siteName}
      </span>
    </span>
  );
}
