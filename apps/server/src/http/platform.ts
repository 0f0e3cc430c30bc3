import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { API_DOCS_PATH } from '@kora/shared';
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import { registerErrorHandler } from './error-handler.js';
import { registerErrorResponses } from './error-responses.js';
import { instanceIdOf } from './metrics.js';
import { registerOriginCheck } from './origin-check.js';
import { registerRequestLocale } from './request-locale.js';
import { type DocumentPolicies, registerResponseHeaders } from './response-headers.js';
import { serializerCompiler } from './serializer.js';

/**
 * What every route shares, registered before any module: zod validation and fast serialisation,
 * headers (it returns the document policies, for the not-found handler's page), the OpenAPI
 * description, the error format (and the refusals each route describes), and the origin check. (WebSockets:
 * http/socket-routes.ts.)
 */
export async function registerHttpPlatform(app: FastifyInstance, config: Config): Promise<{ documentPolicies: DocumentPolicies }> {
  registerRequestLocale(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  // With Stripe's real keys the card page runs Stripe.js: the page's CSP lets its script, frames and API in.
  const documentPolicies = registerResponseHeaders(app, { https: config.publicUrl.startsWith('https:'), instance: instanceIdOf(config.instanceId), cardPayments: Boolean(config.payments.stripe?.publishableKey) });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Kora API', version: '1.0.0', description: 'API de la plateforme de streaming Kora' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'kora_sid' } } },
    },
    transform: jsonSchemaTransform,
    // Schemas with an id (ErrorBody) are described once, under components, and referred to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: true });
  registerErrorHandler(app);
  registerErrorResponses(app);
  registerOriginCheck(app, [config.publicUrl, ...config.allowedOrigins].map((o) => new URL(o).origin));
  return { documentPolicies };
}
