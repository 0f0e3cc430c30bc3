import type { FastifyInstance } from 'fastify';

/** Webhook bodies are small; anything larger is not from a provider. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * Makes the JSON bodies of the routes registered in `scope` arrive as the raw bytes (a Buffer): a
 * provider signs the exact bytes it sent, so the signature must be checked before any parsing. Call
 * it inside the plugin that registers only the webhook route (Fastify scopes content-type parsers).
 */
export function rawJsonBodies(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(['application/json', 'application/x-www-form-urlencoded'], { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => {
    done(null, body);
  });
}
