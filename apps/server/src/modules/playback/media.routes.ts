import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Counter, type Registry } from 'prom-client';
import { z } from 'zod';
import { serverMessages } from '@kora/shared';
import { DomainError } from '../../errors.js';
import { contentTypeOf } from '../../storage/media-keys.js';
import { isPlaylist, parseRange, SEGMENT_FILE } from './media-files.js';
import type { FrontGrants } from './front-grants.js';
import type { MediaDelivery } from './media-delivery.js';

const mediaParamsSchema = z.object({
  // Any word: a kind nobody provides is a 404 (from the delivery), not a schema error.
  kind: z.string().max(16),
  id: z.uuid(),
  viewerId: z.uuid(),
  // Written as signed (digits, no sign, no leading zero): one expiry has one URL, so nginx's location and a
  // grant's name match every URL Kora accepts.
  expires: z.string().regex(/^[1-9]\d{0,11}$/).transform(Number),
  signature: z.string().max(128),
  '*': z.string().max(200),
});

/**
 * Asked by nginx's `auth_request` (deploy/nginx/kora-server.conf) for the same URL: Kora judges (signature,
 * rights, metering) and answers 204 without the bytes, which nginx then sends from the shared MEDIA_DIR.
 * Anyone may send it: the answer holds no media, and a metered viewer is charged the same.
 */
export const MEDIA_CHECK_HEADER = 'x-kora-media-check';
/** How long nginx may reuse a decision for the same signed URL (a withdrawn right is refused after at most this). */
const DECISION_SECONDS = 5;
/**
 * How long a viewer's browser may keep a segment: it never changes, and no signed URL lives longer than a day
 * (MEDIA_URL_TTL_MINUTES). nginx says the same when it sends one on a grant (deploy/nginx/kora-media-disk.conf).
 */
const SEGMENT_CACHE_CONTROL = 'private, max-age=86400, immutable';

/**
 * Signed media of every kind (`/media/<kind>/<id>/<viewer>/<expiry>/<signature>/<file>`): the
 * signature in the path is the credential (players and CDNs do not send cookies reliably).
 */
export async function mediaRoutes(app: FastifyInstance, { media, metrics, frontGrants }: { media: MediaDelivery; metrics?: Registry; frontGrants?: FrontGrants }) {
  const registers = metrics ? [metrics] : [];
  const answered = new Counter({
    name: 'kora_media_requests_total',
    help: 'Signed media requests allowed, by who sends the bytes (nginx after asking, or this process); segments nginx sends on a grant are not asked about',
    labelNames: ['sender'] as const,
    registers,
  });
  const bytesSent = new Counter({ name: 'kora_media_bytes_sent_total', help: 'Media bytes this process sent itself', registers });

  app.withTypeProvider<ZodTypeProvider>().get('/media/:kind/:id/:viewerId/:expires/:signature/*', {
    schema: { hide: true, params: mediaParamsSchema },
    config: { access: 'public' },
  }, async (request, reply) => {
    const { kind, id, viewerId, expires, signature, '*': file } = request.params;
    const check = request.headers[MEDIA_CHECK_HEADER] === '1';
    const judged = media.authorize({ kind, id, viewerId, expires }, signature, file);
    // nginx's auth_request passes 401 and 403 on, and turns anything else into a 500: a refusal is a 403 there.
    const { key, live, metered } = check
      ? await judged.catch((error: unknown) => {
          throw error instanceof DomainError && error.code === 'not_found' ? new DomainError('forbidden', serverMessages.forbidden) : error;
        })
      : await judged;
    // A live playlist changes every few seconds: the player must ask again; a playlist or poster stays valid as
    // long as the signature does; a segment never changes once written (a re-published video gets new
    // playlists naming new files).
    const maxAge = live && isPlaylist(key) ? 1 : Math.max(0, expires - Math.floor(Date.now() / 1000));
    const cacheControl = SEGMENT_FILE.test(key) ? SEGMENT_CACHE_CONTROL : `private, max-age=${maxAge}`;
    if (check) {
      answered.inc({ sender: 'nginx' });
      const granted = frontGrants && !metered ? await frontGrants.write({ kind, id, viewerId, expires, signature, file }) : false;
      // For the viewer (nginx copies it), and for nginx's decision cache: not at all for a metered viewer, charged
      // per fetch, nor where a grant now answers (a grant is taken back when a right changes; a cached yes is not).
      return reply
        .status(204)
        .header('x-kora-cache-control', cacheControl)
        .header('x-accel-expires', String(metered || granted ? 0 : Math.min(DECISION_SECONDS, maxAge)))
        .send();
    }
    reply.header('cache-control', cacheControl).header('accept-ranges', 'bytes');
    reply.type(contentTypeOf(key));
    const data = await media.read(key, { live });
    if (!data) throw new DomainError('not_found', serverMessages.notFound);
    answered.inc({ sender: 'kora' });
    const range = parseRange(request.headers.range, data.length);
    if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${data.length}`).send();
    const [start, end] = range ? [range.start, range.end] : [0, data.length - 1];
    bytesSent.inc(end + 1 - start);
    if (!range) return reply.send(data);
    reply.status(206).header('content-range', `bytes ${start}-${end}/${data.length}`);
    return reply.send(data.subarray(start, end + 1));
  });
}
