import { isMenuItemActive } from '@kamao/contract/page-paths';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { COMMON_TEXTS } from '../../lib/common-texts';
import { Icon } from '../../components/icon';
import { useTexts } from '../../lib/texts';
import { LanguageSwitch } from './language-switch';
import { MenuEntry } from './member-menu-entry';
import { MEMBER_MENU, MEMBER_MENU_TEXTS, type MemberMenuLink } from './member-menu-items';

/**
 * The Member Menu (docs/product/site-and-pages.md#member-menu): a sidebar from 1024 px, a
 * collapsible panel under the top bar on smaller screens. The current item is highlighted; Task
 * Walls, Advertiser and Betting Games stay highlighted on their sub-paths. LogOut asks first. The
 * language switch follows the spec's entries.
 */
export function MemberMenu() {
  const common = useTexts(COMMON_TEXTS);
  const T = useTexts(MEMBER_MENU_TEXTS);
  const { pathname } = useLocation();
  // Opened on one page, closed by navigating: no effect needed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const current = MEMBER_MENU.find(
    (entry): entry is MemberMenuLink =>
      entry.kind === 'link' && isMenuItemActive(entry.path, pathname),
  );

  return (
    <aside aria-labelledby="member-menu-title" className="lg:sticky lg:top-24 lg:self-start">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <h2
          id="member-menu-title"
          className="hidden px-5 pt-5 pb-2 text-xs font-semibold tracking-wider text-slate-500 uppercase lg:block"
        >
          {T.title}
        </h2>
        <button
          type="button"
          className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left lg:hidden"
          aria-expanded={open}
          aria-controls="member-menu-list"
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <span className="flex items-center gap-2 font-semibold text-slate-900">
            <Icon name="menu" className="size-5 text-emerald-700" />
            {T.title}
          </span>
          <span className="flex items-center gap-2 text-sm text-slate-500">
            {current && <span className="truncate">{T.labels[current.label]}</span>}
            <Icon
              name="chevronDown"
              className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
            />
          </span>
        </button>
        <nav
          id="member-menu-list"
          aria-label={common.member.navigation}
          className={`${open ? 'block' : 'hidden'} border-t border-slate-100 p-2 lg:block lg:border-0 lg:pt-0`}
        >
          <ul className="grid grid-cols-1 gap-0.5 sm:grid-cols-2 lg:grid-cols-1">
            {MEMBER_MENU.map((entry, index) => (
              <MenuEntry
                key={
                  entry.kind === 'link'
                    ? entry.path
                    : entry.kind === 'divider'
                      ? `divider-${index}`
                      : 'logout'
                }
                entry={entry}
                pathname={pathname}
              />
            ))}
          </ul>
          <LanguageSwitch look="light" className="mt-2 border-t border-slate-200 px-3 pt-3 pb-1" />
        </nav>
      </div>
    </aside>
  );
}
