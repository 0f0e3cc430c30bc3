import type { FastifyInstance } from 'fastify';

/**
 * Watches a test app's answers: a JSON route that refuses with a status its response schema does not
 * describe (so the published contract, and the web app's types, do not know it) is noted, and
 * `check` throws with the list when the app closes. A 500 is any route's and is not described.
 */
export function watchUndeclaredRefusals(app: FastifyInstance): { check(): void } {
  const undeclared = new Set<string>();
  app.addHook('onResponse', (request, reply, done) => {
    const described = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    const status = reply.statusCode;
    if (described !== undefined && status >= 400 && status !== 500 && !(status in described)) {
      undeclared.add(`${request.method} ${request.routeOptions.url ?? request.url} → ${status}`);
    }
    done();
  });
  return {
    check() {
      if (undeclared.size > 0) throw new Error(`Refusals the routes do not describe (declare their codes in config.errors):\n${[...undeclared].join('\n')}`);
    },
  };
}
