import type { FastifyInstance } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@kora/shared';
import { DomainError } from '../../errors.js';
import { contentTypeOf } from '../../storage/media-keys.js';
import { isPlaylist, parseRange } from './media-files.js';
import type { MediaDelivery } from './media-delivery.js';

const mediaParamsSchema = z.object({
  // Any word: a kind nobody provides is a 404 (from the delivery), not a schema error.
  kind: z.string().max(16),
  id: z.uuid(),
  userId: z.uuid(),
  expires: z.coerce.number().int(),
  signature: z.string().max(128),
  '*': z.string().max(200),
});

/**
 * Signed media of every kind (`/media/<kind>/<id>/<user>/<expiry>/<signature>/<file>`): the
 * signature in the path is the credential (players and CDNs do not send cookies reliably).
 */
export async function mediaRoutes(app: FastifyInstance, { media, accelPrefix, metrics }: { media: MediaDelivery; accelPrefix?: string | undefined; metrics?: Registry }) {
  const answered = new Counter({
    name: 'kora_media_requests_total',
    help: 'Signed media requests allowed, by who sends the bytes (nginx after X-Accel-Redirect, or this process)',
    labelNames: ['sender'] as const,
    registers: metrics ? [metrics] : [],
  });
  const bytesSent = new Counter({ name: 'kora_media_bytes_sent_total', help: 'Media bytes this process sent itself', registers: metrics ? [metrics] : [] });
  app.withTypeProvider<ZodTypeProvider>().get('/media/:kind/:id/:userId/:expires/:signature/*', {
    schema: { hide: true, params: mediaParamsSchema },
    config: { access: 'public' },
  }, async (request, reply) => {
    const { kind, id, userId, expires, signature, '*': file } = request.params;
    const { key, live } = await media.authorize({ kind, id, userId, expires }, signature, file);
    // A live playlist changes every few seconds: the player must ask again; everything else
    // stays valid as long as the signature does.
    const maxAge = live && isPlaylist(key) ? 1 : Math.max(0, expires - Math.floor(Date.now() / 1000));
    reply.header('cache-control', `private, max-age=${maxAge}`);
    reply.type(contentTypeOf(key));
    if (accelPrefix) {
      // Behind nginx: Kora judged (signature, rights, metering); nginx sends the file from disk, ranges included.
      answered.inc({ sender: 'nginx' });
      return reply.header('x-accel-redirect', `${accelPrefix}${key}`).send();
    }
    reply.header('accept-ranges', 'bytes');
    const data = await media.read(key, { live });
    if (!data) throw new DomainError('not_found', serverMessages.notFound);
    answered.inc({ sender: 'kora' });
    const range = parseRange(request.headers.range, data.length);
    if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${data.length}`).send();
    if (!range) {
      bytesSent.inc(data.length);
      return reply.send(data);
    }
    reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${data.length}`);
    bytesSent.inc(range.end + 1 - range.start);
    return reply.send(data.subarray(range.start, range.end + 1));
  });
}
