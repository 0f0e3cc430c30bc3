import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, type Locale, localeOfCookieHeader, negotiateLocale } from '@kora/shared';
import { inLocale } from '../i18n/locale-context.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the caller reads: their choice (the `kora_lang` cookie), else their browser's, else French. */
    locale: Locale;
  }
}

/** The language of a request's headers: the person's choice in its cookie, else its `Accept-Language`. */
export function localeOfHeaders(headers: { cookie?: string | undefined; 'accept-language'?: string | undefined }): Locale {
  return localeOfCookieHeader(headers.cookie) ?? negotiateLocale(headers['accept-language']);
}

/**
 * Every request reads the catalogues in its caller's language: the language is set when the request arrives, and
 * again once its body has been read (a body's events do not run in the request's context). Answers say which
 * language they speak, and that it depends on these headers.
 */
export function registerRequestLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', (request, reply, done) => {
    request.locale = localeOfHeaders(request.headers);
    reply.header('content-language', request.locale);
    inLocale(request.locale, done);
  });
  app.addHook('preValidation', (request, _reply, done) => inLocale(request.locale, done));
}
