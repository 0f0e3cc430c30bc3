import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX, serverMessages } from '@kora/shared';
import { DomainError } from '../errors.js';
import { sendError } from './error-handler.js';
import type { DocumentPolicies } from './response-headers.js';
import type { SharePreviews } from './share-previews.js';
import { withShareTags } from './share-tags.js';

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
 *
 * The page of a public video, live or channel (SHARED_PAGES) carries its preview's Open Graph and Twitter tags
 * (share-tags.ts), so a link shared on WhatsApp shows its title and picture: the module that owns the item says
 * whether it is public (share-previews.ts). Anything else, an unknown id included, is the same plain page.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  { documentPolicies, sharing, publicUrl }: { documentPolicies: DocumentPolicies; sharing: Pick<SharePreviews, 'previewOf'>; publicUrl: string },
): Promise<void> {
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

  /** The page with the tags of the item it shows, when it shows a public one (a failed read: the plain page). */
  async function sharedPage(request: FastifyRequest, url: string): Promise<string | undefined> {
    try {
      const preview = await sharing.previewOf(url);
      return preview && withShareTags(await readFile(path.join(distDir, 'index.html'), 'utf8'), preview, publicUrl);
    } catch (err) {
      request.log.warn({ err }, 'aperçu de partage non lu : page sans aperçu');
      return undefined;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith(API_PREFIX) && url !== '/api' && !path.extname(url);
    if (hasWeb && isPage) {
      documentPolicies(request, reply);
      reply.header('cache-control', 'no-cache');
      const page = await sharedPage(request, url);
      return page ? reply.type('text/html; charset=utf-8').send(page) : reply.sendFile('index.html', distDir);
    }
    return sendError(reply, new DomainError('not_found', serverMessages.notFound));
  });
}
