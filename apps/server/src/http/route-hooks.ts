import type { onRequestHookHandler, onResponseHookHandler, onSendHookHandler, RouteOptions } from 'fastify';

interface RouteHooks {
  onRequest: onRequestHookHandler;
  onSend: onSendHookHandler;
  onResponse: onResponseHookHandler;
}

/**
 * Adds a hook to one route as it is declared (from an onRoute hook), after the route's own (no
 * route declares one today; hooks added this way run in the order their onRoute hooks were
 * registered: the origin check, then the access check). A check that only some routes need
 * costs nothing on the others, and a hook that knows its route (its pattern, in a closure)
 * need not ask the request for it: a hook added with `app.addHook` runs on every request, and
 * each kind of hook Fastify runs costs GET /api/auth/user about 3 µs of its ~30 (issue 17:
 * the hot answers are meant to cost close to bare Node; measured 2026-11-25, see README).
 */
export function addRouteHook<K extends keyof RouteHooks>(route: RouteOptions, kind: K, hook: RouteHooks[K]): void {
  const own = route[kind] as RouteHooks[K] | RouteHooks[K][] | undefined;
  route[kind] = (own === undefined ? [hook] : [...(Array.isArray(own) ? own : [own]), hook]) as RouteOptions[K];
}
