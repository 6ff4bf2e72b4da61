import { pagePaths } from '@kamao/contract/page-paths';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { COMMON_TEXTS } from '../../lib/common-texts';
import { Icon } from '../../components/icon';
import { Logo } from '../../components/logo';
import { Skeleton } from '../../components/skeleton';
import { getAppConfig } from '../../lib/app-config';
import { checkLoginQueryOptions } from '../../lib/auth';
import { useTexts } from '../../lib/texts';
import { SHELL_TEXTS } from '../shell-texts';
import { LanguageSwitch } from './language-switch';
import { useGoToFaq } from './use-faq-link';

/** The links in the spec's order; label is a key of SHELL_TEXTS.publicNav. */
const NAV_LINKS = [
  { label: 'home', to: pagePaths.home },
  { label: 'faq', to: null },
  { label: 'contactUs', to: pagePaths.contactUs },
  { label: 'paymentsProof', to: pagePaths.paymentProof },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition ${
    isActive
      ? 'text-emerald-800 bg-emerald-50'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

/**
 * The public top bar (docs/product/site-and-pages.md#public-top-bar): logo, Home, FAQ, Contact Us,
 * Payments Proof, then Dashboard for a logged-in visitor or Login and Sign Up. Below 768 px it
 * collapses to a menu button; the open menu closes on scroll, touch-move, an outside click, Escape
 * or navigation. The phone's menu ends with the language switch, after the spec's entries.
 */
export function PublicTopBar() {
  const common = useTexts(COMMON_TEXTS);
  const T = useTexts(SHELL_TEXTS).publicNav;
  const { pathname } = useLocation();
  const goToFaq = useGoToFaq();
  const login = useQuery(checkLoginQueryOptions());
  const headerRef = useRef<HTMLElement>(null);
  // The menu belongs to the page it was opened on: navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);

  useEffect(() => {
    if (!open) return;
    const closeMenu = () => setOpenOn(null);
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) closeMenu();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
    };
    window.addEventListener('scroll', closeMenu, { passive: true });
    document.addEventListener('touchmove', closeMenu, { passive: true });
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('scroll', closeMenu);
      document.removeEventListener('touchmove', closeMenu);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const isLogin = login.data;
  const authLinks = (layout: 'bar' | 'menu') => {
    const wide = layout === 'menu' ? 'w-full justify-center' : '';
    if (isLogin === true) {
      return (
        <Link
          to={pagePaths.memberDashboard}
          onClick={close}
          className={`inline-flex items-center gap-2 rounded-xl bg-emerald-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-emerald-800 ${wide}`}
        >
          <Icon name="dashboard" className="size-4" />
          {T.dashboard}
        </Link>
      );
    }
    if (isLogin === false || login.isError) {
      return (
        <>
          <Link
            to={pagePaths.login}
            onClick={close}
            className={`inline-flex items-center rounded-xl border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 ${wide}`}
          >
            {T.login}
          </Link>
          <Link
            to={pagePaths.signup}
            onClick={close}
            className={`inline-flex items-center rounded-xl bg-emerald-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-emerald-800 ${wide}`}
          >
            {T.signUp}
          </Link>
        </>
      );
    }
    return <Skeleton className={`h-9 ${layout === 'menu' ? 'w-full' : 'w-40'}`} />;
  };

  const navItems = (layout: 'bar' | 'menu') =>
    NAV_LINKS.map((item) => (
      <li key={item.label}>
        {item.to === null ? (
          <button
            type="button"
            className={`${linkClass({ isActive: false })} ${layout === 'menu' ? 'w-full text-left' : ''}`}
            onClick={() => {
              close();
              goToFaq();
            }}
          >
            {T[item.label]}
          </button>
        ) : (
          <NavLink
            to={item.to}
            end
            onClick={close}
            className={(state) => `${linkClass(state)} ${layout === 'menu' ? 'block' : ''}`}
          >
            {T[item.label]}
          </NavLink>
        )}
      </li>
    ));

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
          <ul className="flex items-center gap-1">{navItems('bar')}</ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">{authLinks('bar')}</div>
        <button
          type="button"
          className="grid size-10 place-items-center rounded-xl text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={open}
          aria-controls="public-menu"
          aria-label={open ? common.nav.closeMenu : common.nav.openMenu}
          onClick={() => setOpenOn(open ? null : pathname)}
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
          <ul className="flex flex-col gap-1">{navItems('menu')}</ul>
          <div className="mt-3 flex gap-2">{authLinks('menu')}</div>
          <LanguageSwitch look="light" className="mt-4 border-t border-slate-200 pt-3" />
        </nav>
      )}
    </header>
  );
}
