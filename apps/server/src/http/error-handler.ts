import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DEFAULT_LOCALE, type ErrorBody, type ErrorCode, type Locale, serverMessages, translateText } from '@kora/shared';
import { DomainError } from '../errors.js';
import { frameworkMessages, wholePartMessages } from './http-texts.js';
import { discardRefusedBody } from './refused-body.js';

/** The one table from error code to HTTP status. */
export const statusOf: Record<ErrorCode, number> = {
  validation_error: 400,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  invalid_credentials: 401,
  email_taken: 409,
  rate_limited: 429,
  invalid_reset_token: 400,
  wrong_current_password: 400,
  forbidden_origin: 403,
  tier_required: 403,
  watch_time_exhausted: 403,
  video_not_ready: 409,
  pin_required: 403,
  screen_taken: 409,
  payload_too_large: 413,
  upload_offset_conflict: 409,
  conflict: 409,
  chat_muted: 403,
  upload_expired: 410,
  account_suspended: 403,
  service_unavailable: 503,
  invalid_signature: 400,
  amount_mismatch: 400,
  invalid_two_factor_code: 401,
  two_factor_required: 403,
  internal_error: 500,
};

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  retryAfterSeconds?: number;
}

/** A domain error's status and JSON body. */
export function fromDomain(error: DomainError): ErrorResponse {
  const body: ErrorBody = { message: error.message, code: error.code };
  if (error.details.fieldErrors) body.fieldErrors = error.details.fieldErrors;
  if (error.details.requiredTier) body.requiredTier = error.details.requiredTier;
  if (error.details.retryAt) body.retryAt = error.details.retryAt.toISOString();
  return { status: statusOf[error.code], body, retryAfterSeconds: error.details.retryAfterSeconds };
}



/**
 * A schema's refusal: `fieldErrors` by dotted path, in French (the schemas' own messages, else the shared zod map).
 * A refusal of the whole part says what is wrong with it, unless a rule of the schema about the whole (a `refine`,
 * such as "nothing to change") gave its own words.
 */
function fromValidation(error: { validation: readonly { instancePath: string; keyword?: string; message?: string | undefined }[]; validationContext?: string | undefined }): ErrorResponse {
  const fieldErrors: Record<string, string> = {};
  for (const v of error.validation) {
    const key = v.instancePath.slice(1).replaceAll('/', '.');
    const message = key || v.keyword === 'custom' ? v.message : wholePartMessages[error.validationContext ?? ''];
    fieldErrors[key || '_'] ??= message ?? serverMessages.validation;
  }
  const first = Object.values(fieldErrors)[0];
  return fromDomain(new DomainError('validation_error', first ?? serverMessages.validation, { fieldErrors }));
}



/** Any thrown error as `{ status, body }`. A 5xx body never carries internals; they go to the log. */
export function toErrorResponse(error: FastifyError | Error, request: FastifyRequest): ErrorResponse {
  if (error instanceof DomainError) return fromDomain(error);
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) return fromValidation(fastifyError);
  const status = fastifyError.statusCode ?? 500;
  if (status === 413) return fromDomain(new DomainError('payload_too_large', serverMessages.payloadTooLarge));
  if (status >= 400 && status < 500) {
    return { status, body: { message: frameworkMessages[fastifyError.code] ?? serverMessages.badRequest, code: 'bad_request' } };
  }
  request.log.error({ err: error }, 'request failed');
  return { status: 500, body: { message: serverMessages.internal, code: 'internal_error' } };
}

/**
 * The body in the caller's language: texts read when the request was known already are; those read before (the
 * messages of schemas made as modules load) are translated here.
 */
export function inLanguage(body: ErrorBody, locale: Locale): ErrorBody {
  if (locale === DEFAULT_LOCALE) return body;
  const fieldErrors = body.fieldErrors && Object.fromEntries(Object.entries(body.fieldErrors).map(([field, text]) => [field, translateText(text, locale)]));
  return { ...body, message: translateText(body.message, locale), ...(fieldErrors ? { fieldErrors } : {}) };
}

export function sendErrorResponse(reply: FastifyReply, response: ErrorResponse, extra: object = {}): FastifyReply {
  if (response.retryAfterSeconds) reply.header('retry-after', String(response.retryAfterSeconds));
  // Errors are JSON even when the route had already announced another type (a media file, say).
  return reply.status(response.status).type('application/json; charset=utf-8').send({ ...extra, ...inLanguage(response.body, reply.request.locale) });
}

export function sendError(reply: FastifyReply, error: DomainError): FastifyReply {
  return sendErrorResponse(reply, fromDomain(error));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') discardRefusedBody(request, reply);
    return sendErrorResponse(reply, toErrorResponse(error, request));
  });
}
