import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { go, goBy, listen, readLocation, resolvePath, type Location, type NavigateOptions, type NavigationKind, type To } from './history';
import { joinPaths, matchPath, routeScore, type Params } from './match-path';
import { useScrollRestoration } from './scroll';

/**
 * The app's router: the subset of React Router's component API the pages use (BrowserRouter,
 * Routes and Route with nesting, index routes and splats, Outlet, Navigate, useLocation,
 * useNavigate, useParams, useSearchParams), in a few kilobytes instead of React Router's 13.5 KB
 * gzipped on every phone's first load. A move is asked for in a transition (Preact renders it at
 * once: the next page's skeleton shows while its code arrives).
 */

const LocationContext = createContext<Location | null>(null);

interface RouteContextValue {
  params: Params;
  /** The path the matched routes took so far: where a nested Routes and relative links start. */
  base: string;
  outlet: ReactNode;
}

const RouteContext = createContext<RouteContextValue>({ params: {}, base: '/', outlet: null });

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [{ location, kind }, setShown] = useState(() => ({ location: readLocation(), kind: 'move' as NavigationKind }));
  useLayoutEffect(() => listen((next) => startTransition(() => setShown({ location: readLocation(), kind: next }))), []);
  useScrollRestoration(location, kind);
  return <LocationContext value={location}>{children}</LocationContext>;
}

export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation outside BrowserRouter');
  return location;
}

export function useParams(): Params {
  return useContext(RouteContext).params;
}

/** The base the current route gives relative paths. */
export function useRouteBase(): string {
  return useContext(RouteContext).base;
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/** Moves to a path (relative ones from the current route) or `delta` entries back or forward. */
export function useNavigate(): NavigateFunction {
  const base = useRouteBase();
  return useCallback((to, options) => (typeof to === 'number' ? goBy(to) : go(resolvePath(to, window.location.pathname, base), options)), [base]);
}

type SearchInit = URLSearchParams | string | Record<string, string>;

/** The query string, and a way to change it (from its value at the time of the call) that keeps the path. */
export function useSearchParams(): [URLSearchParams, (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback((next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
    const value = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next).toString();
    go(`${window.location.pathname}${value ? `?${value}` : ''}`, options);
  }, []);
  return [params, set];
}

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** Declares a route inside Routes; Routes reads its props, it renders nothing by itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

interface RouteDef {
  path: string | undefined;
  index: boolean;
  element: ReactNode;
  children: RouteDef[];
}

function routeDefs(children: ReactNode): RouteDef[] {
  const defs: RouteDef[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type === Fragment) defs.push(...routeDefs(child.props.children));
    else {
      const { path, index = false, element, children: nested } = child.props;
      defs.push({ path, index, element, children: routeDefs(nested) });
    }
  });
  const scored = defs.map((def, order) => ({ def, order, score: routeScore(def.path, def.index) }));
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map(({ def }) => def);
}

interface Matched {
  def: RouteDef;
  params: Params;
  base: string;
}

/** The branch of routes `pathname` leads through, outermost first; null when none matches. */
function matchBranch(defs: RouteDef[], pathname: string, base: string, params: Params): Matched[] | null {
  for (const def of defs) {
    if (def.children.length > 0) {
      const prefix = def.path === undefined ? { params: {}, pathnameBase: base } : matchPath(joinPaths(base, def.path), pathname, false);
      if (!prefix) continue;
      const merged = { ...params, ...prefix.params };
      const inner = matchBranch(def.children, pathname, prefix.pathnameBase, merged);
      if (inner) return [{ def, params: merged, base: prefix.pathnameBase }, ...inner];
      continue;
    }
    const found = def.index ? matchPath(base, pathname) : def.path === undefined ? null : matchPath(joinPaths(base, def.path), pathname);
    if (found) return [{ def, params: { ...params, ...found.params }, base: found.pathnameBase }];
  }
  return null;
}

/** Renders the most specific of its Route children that matches the location (nothing when none does). */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const parent = useContext(RouteContext);
  const branch = matchBranch(routeDefs(children), pathname, parent.base, parent.params);
  if (!branch) return null;
  return branch.reduceRight<ReactNode>(
    (outlet, { def, params, base }) => <RouteContext value={{ params, base, outlet }}>{def.element === undefined ? outlet : def.element}</RouteContext>,
    null,
  );
}

/** Where a layout route shows the child route that matched. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

/** Moves on as soon as it is rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}
