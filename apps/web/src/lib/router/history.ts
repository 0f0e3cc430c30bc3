/**
 * The browser's session history as the router sees it: where we are (pathname, search, hash,
 * the state a navigation carried, and a key per entry) and a way to move, with listeners told of
 * every move, ours or the browser's back and forward buttons.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** 'default' for the page's first entry (opened by a link from elsewhere, typed, or reloaded there). */
  key: string;
}

export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

interface EntryState {
  usr: unknown;
  key: string;
}

/** How the location changed: a move of ours (link, navigate) or the browser's back and forward. */
export type NavigationKind = 'move' | 'pop';

const listeners = new Set<(kind: NavigationKind) => void>();
const notify = (kind: NavigationKind) => listeners.forEach((listener) => listener(kind));
const onPopState = () => notify('pop');

/** Calls `listener` after every move, saying which kind; returns the way to stop. */
export function listen(listener: (kind: NavigationKind) => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', onPopState);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', onPopState);
  };
}

export function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as Partial<EntryState> | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

/** The path `to` leads to from `pathname` (a relative path resolves against `base`, the route around the link). */
export function resolvePath(to: To, pathname: string, base = pathname): string {
  if (typeof to !== 'string') return `${to.pathname ?? pathname}${prefixed(to.search, '?')}${prefixed(to.hash, '#')}`;
  if (to.startsWith('?') || to.startsWith('#')) return `${pathname}${to}`;
  const url = new URL(to, `http://kora${base.endsWith('/') ? base : `${base}/`}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

const prefixed = (part: string | undefined, mark: string) => (!part ? '' : part.startsWith(mark) ? part : `${mark}${part}`);

/** Goes to `path` (already resolved), adding an entry unless `replace`. */
export function go(path: string, { replace = false, state = null }: NavigateOptions = {}): void {
  const entry: EntryState = { usr: state, key: Math.random().toString(36).slice(2, 10) };
  if (replace) window.history.replaceState(entry, '', path);
  else window.history.pushState(entry, '', path);
  notify('move');
}

/** Back or forward `delta` entries; listeners hear of it when the browser has moved (popstate). */
export function goBy(delta: number): void {
  window.history.go(delta);
}
