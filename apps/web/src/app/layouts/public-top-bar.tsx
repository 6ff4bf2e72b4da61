import { pagePaths } from '@kamao/contract/page-paths';
import { Link } from 'react-router';
import { COMMON_TEXTS } from '../../lib/common-texts';
import { Icon } from '../../components/icon';
import { Logo } from '../../components/logo';
import { getAppConfig } from '../../lib/app-config';
import { useTexts } from '../../lib/texts';
import { LanguageSwitch } from './language-switch';
import { PublicAuthLinks } from './public-auth-links';
import { PublicNavItems } from './public-nav-items';
import { usePublicMenu } from './use-public-menu';

/**
 * The public top bar (docs/product/site-and-pages.md#public-top-bar): logo, Home, FAQ, Contact Us,
 * Payments Proof, then Dashboard for a logged-in visitor or Login and Sign Up. Below 768 px it
 * collapses to a menu button; the open menu closes on scroll, touch-move, an outside click, Escape
 * or navigation. The phone's menu ends with the language switch, after the spec's entries.
 */
export function PublicTopBar() {
  const common = useTexts(COMMON_TEXTS);
  const { headerRef, open, close, toggle } = usePublicMenu();

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link
          to={pagePaths.home}
          className="rounded-lg"
          aria-label={common.nav.homeLink(getAppConfig().siteName)}
        >
          <Logo />
        </Link>
        <nav aria-label={common.nav.main} className="hidden md:block">
          <ul className="flex items-center gap-1">
            <PublicNavItems layout="bar" onNavigate={close} />
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <PublicAuthLinks layout="bar" onNavigate={close} />
        </div>
        <button
          type="button"
          className="grid size-10 place-items-center rounded-xl text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={open}
          aria-controls="public-menu"
          aria-label={open ? common.nav.closeMenu : common.nav.openMenu}
          onClick={toggle}
        >
          <Icon name={open ? 'close' : 'menu'} className="size-6" />
        </button>
      </div>
      {open && (
        <nav
          id="public-menu"
          aria-label={common.nav.main}
          className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg md:hidden"
        >
          <ul className="flex flex-col gap-1">
            <PublicNavItems layout="menu" onNavigate={close} />
          </ul>
          <div className="mt-3 flex gap-2">
            <PublicAuthLinks layout="menu" onNavigate={close} />
          </div>
          <LanguageSwitch look="light" className="mt-4 border-t border-slate-200 pt-3" />
        </nav>
      )}
    </header>
  );
}
