import { useEffect, useState, type RefObject } from 'react';

/**
 * True once `place` comes within `margin` of the screen, or the visitor starts using what is
 * there (focus, a tap): code a part of the page needs can wait until then (a light first
 * visit: docs/architecture.md#the-first-visit). Without IntersectionObserver (old browsers, jsdom)
 * it is true at once.
 */
export function useNearScreen(place: RefObject<HTMLElement | null>, margin: string): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const need = () => setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) need();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    const form = element.closest('form') ?? element;
    form.addEventListener('focusin', need);
    form.addEventListener('pointerdown', need);
    return () => {
      observer.disconnect();
      form.removeEventListener('focusin', need);
      form.removeEventListener('pointerdown', need);
    };
  }, [place, margin, near]);
  return near;
}
