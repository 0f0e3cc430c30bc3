import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentMessages, serverMessages, webhookAckSchema } from '@kora/shared';
import { DomainError } from '../../errors.js';

/** Webhook bodies are small; anything larger is not from a provider. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export interface WebhookRoute {
  path: string;
  summary: string;
  /**
   * Checks the provider's signature over the exact bytes and returns the event, or undefined when the
   * signature does not hold (answered 400 invalid_signature). Nothing may be read from `raw` before.
   */
  verify(raw: Buffer, headers: IncomingHttpHeaders): Promise<unknown> | unknown;
  /** Applies a verified event (once per event id: the core's apply records it). */
  handle(event: unknown): Promise<void>;
}

/**
 * A provider's webhook, registered alone in the scope `app` (call it inside its own plugin): JSON bodies
 * arrive raw, since the provider signed the exact bytes; not JSON is refused as every body-taking route
 * refuses it; then the signature; then the event. Route config `webhook` exempts it from the session and
 * origin checks (and counts it in kora_webhooks_total).
 */
export function registerWebhookRoute(app: FastifyInstance, { path, summary, verify, handle }: WebhookRoute): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(['application/json', 'application/x-www-form-urlencoded'], { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => {
    done(null, body);
  });
  app.withTypeProvider<ZodTypeProvider>().post(path, {
    schema: { tags: ['payments'], summary, response: { 200: webhookAckSchema } },
    config: { access: 'public', webhook: true, errors: ['invalid_signature', 'service_unavailable'] },
  }, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    // Parsing unsigned bytes is harmless; nothing is taken from them before the signature holds.
    try {
      JSON.parse(raw.toString('utf8'));
    } catch {
      throw new DomainError('bad_request', serverMessages.badRequest);
    }
    const event = await verify(raw, request.headers);
    if (event === undefined) throw new DomainError('invalid_signature', paymentMessages.invalidSignature);
    await handle(event);
    return { received: true };
  });
}
