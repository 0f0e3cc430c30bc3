import type { onRequestHookHandler, onSendHookHandler, RouteOptions } from 'fastify';

interface RouteHooks {
  onRequest: onRequestHookHandler;
  onSend: onSendHookHandler;
}

/**
 * Adds a hook to one route as it is declared (from an onRoute hook), after the route's own (no
 * route declares one today; hooks added this way run in the order their onRoute hooks were
 * registered: the origin check, then the access check). A check that only some routes need
 * costs nothing on the others: a hook added with `app.addHook` runs on every request of its
 * scope, and each kind of hook a route has costs each of its requests a hook runner (the hot
 * answers are meant to cost close to bare Node; see docs/performance.md).
 */
export function addRouteHook<K extends keyof RouteHooks>(route: RouteOptions, kind: K, hook: RouteHooks[K]): void {
  const own = route[kind] as RouteHooks[K] | RouteHooks[K][] | undefined;
  route[kind] = (own === undefined ? [hook] : [...(Array.isArray(own) ? own : [own]), hook]) as RouteOptions[K];
}
