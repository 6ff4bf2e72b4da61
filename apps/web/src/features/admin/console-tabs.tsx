import { useEffect, useRef } from 'react';
import {
  CONSOLE_GROUPS,
  TAB_GROUP,
  tabsOfGroup,
  type ConsoleGroupId,
  type ConsoleTabId,
} from './console-tab-list';
import { groupCount, type WaitingCounts } from './waiting-counts';

const pill = (current: boolean) =>
  `inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-semibold ${
    current
      ? 'bg-emerald-700 text-white'
      : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100'
  }`;

/** How many things wait, as a badge; said in words to a screen reader. */
function WaitingBadge({ count, current }: { count: number | undefined; current: boolean }) {
  if (!count) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className={`rounded-full px-1.5 text-xs tabular-nums ${
          current ? 'bg-white text-emerald-800' : 'bg-amber-100 text-amber-900'
        }`}
      >
        {count}
      </span>
      <span className="sr-only">({count} waiting)</span>
    </>
  );
}

/**
 * The console's navigation in two rows: the groups (Overview, Money, Members, Earning, Site,
 * System), then the sections of the current group. Both rows wrap, so nothing is cut off on a
 * wide screen and a phone shows every choice without scrolling sideways. Counts show what waits.
 */
export function ConsoleTabs({
  tab,
  counts,
  onChoose,
}: {
  tab: ConsoleTabId;
  counts: WaitingCounts;
  onChoose: (tab: ConsoleTabId) => void;
}) {
  const group = TAB_GROUP[tab];
  const sections = tabsOfGroup(group);
  const currentTab = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    currentTab.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  const chooseGroup = (chosen: ConsoleGroupId) => onChoose(tabsOfGroup(chosen)[0]!.id);

  return (
    <div className="grid gap-2">
      <nav aria-label="Console groups" className="flex flex-wrap gap-2">
        {CONSOLE_GROUPS.map((g) => (
          <button
            key={g.id}
            type="button"
            aria-current={group === g.id ? 'true' : undefined}
            onClick={() => chooseGroup(g.id)}
            className={pill(group === g.id)}
          >
            {g.label}
            <WaitingBadge count={groupCount(counts, g.id)} current={group === g.id} />
          </button>
        ))}
      </nav>
      {sections.length > 1 ? (
        <nav
          aria-label={`${CONSOLE_GROUPS.find((g) => g.id === group)!.label} sections`}
          className="flex flex-wrap gap-2 border-t border-slate-200 pt-2"
        >
          {sections.map((t) => (
            <button
              key={t.id}
              ref={tab === t.id ? currentTab : undefined}
              type="button"
              aria-current={tab === t.id ? 'page' : undefined}
              onClick={() => onChoose(t.id)}
              className={pill(tab === t.id)}
            >
              {t.label}
              <WaitingBadge count={counts[t.id]} current={tab === t.id} />
            </button>
          ))}
        </nav>
      ) : null}
    </div>
  );
}
