import { useLayoutEffect, useRef } from 'react';
import type { Location, NavigationKind } from './history';

/** Where each history entry was scrolled to, by entry key, for back and forward. */
const positions = new Map<string, number>();

/** How long a return waits for its page to be tall enough again (its rows come from the cache, or from the network). */
const RESTORE_WAIT_MS = 3000;
/** What the person does that ends the wait: from then on the scroll is theirs. */
const INPUT_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls back to `y` as soon as the page can hold it: at once when it already can, else at each
 * change of the page's height until it can, the person takes over, another move begins or
 * {@link RESTORE_WAIT_MS} pass. The page shown on return may not be there yet when the location
 * changes (its components render after the router's), nor its rows (answers still coming).
 * Returns what cancels the wait.
 */
function scrollWhenReachable(y: number): () => void {
  const reach = () => {
    window.scrollTo(0, y);
    return Math.abs(window.scrollY - y) < 1;
  };
  if (reach()) return () => undefined;
  const root = document.documentElement;
  const observer = new ResizeObserver(() => reach() && stop());
  const timer = window.setTimeout(() => stop(), RESTORE_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of INPUT_EVENTS) window.removeEventListener(type, stop, true);
  }
  observer.observe(root);
  if (document.body) observer.observe(document.body);
  for (const type of INPUT_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/**
 * Scroll as people expect of pages, which pushState alone does not give: a move to another page
 * starts at its top, back and forward return where that page was left (once it is tall enough
 * again), and a move within the page (query string, hash) stays where it is. Done before paint (a
 * layout effect of the commit that changes the location), so no frame of the new page is drawn at
 * the old page's offset, and a tap that comes meanwhile lands where the viewer sees it.
 */
export function useScrollRestoration(location: Location, kind: NavigationKind): void {
  const shown = useRef(location);
  const pending = useRef<() => void>(() => undefined);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(shown.current.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      pending.current();
    };
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = location;
    if (previous.key === location.key) return;
    pending.current();
    pending.current = () => undefined;
    if (kind === 'pop') pending.current = scrollWhenReachable(positions.get(location.key) ?? 0);
    else if (previous.pathname !== location.pathname) window.scrollTo(0, 0);
  }, [location, kind]);
}
