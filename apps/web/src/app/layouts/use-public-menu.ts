import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The public top bar's phone menu: whether it is open, and closing or toggling it. The open menu
 * closes on scroll, touch-move, a press outside `headerRef`, Escape or navigation.
 */
export function usePublicMenu() {
  const { pathname } = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  // The menu belongs to the page it was opened on: navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const toggle = () => setOpenOn(open ? null : pathname);

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

  return { headerRef, open, close, toggle };
}
