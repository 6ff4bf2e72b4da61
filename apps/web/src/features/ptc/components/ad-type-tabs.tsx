import { CAMPAIGN_TYPES, type CampaignType } from '@kamao/contract/constants';
import { useRef, type KeyboardEvent } from 'react';
import { useTexts } from '../../../lib/texts';
import { PTC_TEXTS } from '../ptc-texts';

export const adTabId = (type: CampaignType) => `ptc-tab-${type}`;
export const adPanelId = (type: CampaignType) => `ptc-panel-${type}`;

/**
 * The Window / Iframe / Youtube tabs (docs/product/ptc-ads.md#the-view-ads-page), with the number
 * of ads on each. Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects.
 */
export function AdTypeTabs({
  current,
  counts,
  onChange,
}: {
  current: CampaignType;
  counts: Record<CampaignType, number>;
  onChange: (type: CampaignType) => void;
}) {
  const T = useTexts(PTC_TEXTS);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + CAMPAIGN_TYPES.length) % CAMPAIGN_TYPES.length;
    onChange(CAMPAIGN_TYPES[next]!);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={T.adTypes}
      className="grid grid-cols-3 gap-1 rounded-2xl bg-slate-100 p-1 ring-1 ring-slate-200"
    >
      {CAMPAIGN_TYPES.map((type, index) => {
        const selected = type === current;
        return (
          <button
            key={type}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            id={adTabId(type)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={adPanelId(type)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(type)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`flex min-h-11 items-center justify-center gap-1.5 rounded-xl px-2 py-2 text-sm font-semibold transition ${
              selected
                ? 'bg-white text-emerald-800 shadow-sm ring-1 ring-slate-200'
                : 'text-slate-600 hover:bg-white/60'
            }`}
          >
            {T.tabs[type]}{' '}
            <span
              className={`min-w-5 rounded-full px-1.5 text-xs tabular-nums ${
                selected ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-600'
              }`}
            >
              {counts[type]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
