import { useLayoutEffect, useRef } from 'react';
import type { Location, NavigationKind } from './history';

/** Where each history entry was scrolled to, by entry key, for back and forward. */
const positions = new Map<string, number>();

/**
 * Scroll as people expect of pages, which pushState alone does not give: a move to another page
 * starts at its top, back and forward return where that page was left, and a move within the page
 * (query string, hash) stays where it is. Done before paint (a layout effect of the commit that shows
 * the new page), so no frame of the new page is drawn at the old page's offset, and a tap that comes
 * meanwhile lands where the viewer sees it.
 */
export function useScrollRestoration(location: Location, kind: NavigationKind): void {
  const shown = useRef(location);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(shown.current.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = location;
    if (previous.key === location.key) return;
    if (kind === 'pop') window.scrollTo(0, positions.get(location.key) ?? 0);
    else if (previous.pathname !== location.pathname) window.scrollTo(0, 0);
  }, [location, kind]);
}
