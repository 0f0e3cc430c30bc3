import type { onRequestHookHandler, RouteOptions } from 'fastify';

/**
 * Adds an onRequest hook to one route as it is declared (from an onRoute hook), after the
 * route's own (no route declares one today; checks added this way run in the order their onRoute
 * hooks were registered: the origin check, then the access check). A check that only some routes need costs nothing on the others: a hook added
 * with `app.addHook` runs on every request, and each one costs about as much as a small route
 * (issue 17: the hot answers are meant to cost close to bare Node).
 */
export function addRouteOnRequest(route: RouteOptions, hook: onRequestHookHandler): void {
  const own = route.onRequest;
  route.onRequest = own === undefined ? [hook] : [...(Array.isArray(own) ? own : [own]), hook];
}
