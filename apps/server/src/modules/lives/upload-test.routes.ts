import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, serverMessages, uploadTestMaxBytes, uploadTestSchema } from '@kora/shared';
import { z } from 'zod';
import { DomainError } from '../../errors.js';

/**
 * The upload check of /test-live: the page times a POST of bytes and recommends a live quality
 * from it. The bytes are counted as they arrive and dropped (never buffered); more than
 * uploadTestMaxBytes is refused with 413.
 */
export async function uploadTestRoutes(app: FastifyInstance) {
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => {
    let received = 0;
    let refused = false;
    payload.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > uploadTestMaxBytes && !refused) {
        refused = true;
        done(new DomainError('payload_too_large', serverMessages.payloadTooLarge), undefined);
      }
    });
    payload.on('end', () => {
      if (!refused) done(null, received);
    });
    payload.on('error', (err) => {
      if (!refused) done(err, undefined);
    });
  });
  app.withTypeProvider<ZodTypeProvider>().post(apiPaths.liveUploadTest, {
    schema: {
      tags: ['lives'],
      summary: "Mesure du débit montant avant d'aller en direct (octets envoyés puis oubliés)",
      body: z.number().int(),
      response: { 200: uploadTestSchema },
    },
    config: { access: 'creator' },
  }, async (request) => ({ receivedBytes: request.body }));
}
