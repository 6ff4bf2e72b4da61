import { useEffect, useRef } from 'react';
import { CONSOLE_TABS, type ConsoleTabId } from './console-tab-list';

/** The console's row of section tabs, the current one marked. */
export function ConsoleTabs({
  tab,
  onChoose,
}: {
  tab: ConsoleTabId;
  onChoose: (tab: ConsoleTabId) => void;
}) {
  // On a phone the tab row scrolls sideways: keep the current tab in sight.
  const currentTab = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    currentTab.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  return (
    <nav aria-label="Console sections" className="flex gap-2 overflow-x-auto pb-1">
      {CONSOLE_TABS.map((t) => (
        <button
          key={t.id}
          ref={tab === t.id ? currentTab : undefined}
          type="button"
          aria-current={tab === t.id ? 'page' : undefined}
          onClick={() => onChoose(t.id)}
          className={`shrink-0 rounded-full px-4 py-1.5 text-sm font-semibold ${
            tab === t.id
              ? 'bg-emerald-700 text-white'
              : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100'
          }`}
        >
          {t.label}
        </button>
      ))}
    </nav>
  );
}
