import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, serverMessages } from '@kora/shared';
import { DomainError } from '../errors.js';
import { sendError } from './error-handler.js';
import type { DocumentPolicies } from './response-headers.js';

/** The service worker's file at the root of the built app (apps/web/src/sw), or its precompressed copy. */
const SERVICE_WORKER = /^sw\.js(?:\.br|\.gz)?$/;

/**
 * Serves the built single-page app: hashed assets cached for a year and sent precompressed
 * (.br/.gz written at build time), index.html never cached, and every route path without a
 * file extension answered with index.html so the browser's router takes over. Unknown
 * /api paths answer 404 JSON. The same index.html carries the policies of the address it is
 * opened at (response-headers.ts: camera and microphone only on GO_LIVE_PAGES); caches key it
 * by address, so each page keeps its own. The not-found handler is no route: it sets the page's
 * document policies itself (its answers are timed as route "unmatched": http/metrics.ts).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, { documentPolicies }: { documentPolicies: DocumentPolicies }): Promise<void> {
  const hasWeb = existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        // The service worker is checked at every visit, so an update reaches phones at once; its scope is the whole app.
        if (SERVICE_WORKER.test(path.basename(filePath))) reply.header('cache-control', 'no-cache').header('service-worker-allowed', '/');
      },
    });
  } else {
    app.log.warn({ distDir }, "application web non construite : lancez `npm run build` (l'API fonctionne sans)");
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith(API_PREFIX) && url !== '/api' && !path.extname(url);
    if (hasWeb && isPage) {
      documentPolicies(request, reply);
      return reply.header('cache-control', 'no-cache').sendFile('index.html', distDir);
    }
    return sendError(reply, new DomainError('not_found', serverMessages.notFound));
  });
}
