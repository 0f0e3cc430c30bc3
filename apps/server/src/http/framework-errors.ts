import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { type ErrorBody, serverMessages } from '@kora/shared';
import { sendErrorResponse, toErrorResponse } from './error-handler.js';
import { socketMessages } from './http-texts.js';

/*
 * Two kinds of refusal happen before Kora's error handler can speak, and Fastify answers them
 * itself, in English and with its own codes: the router's (a URL that does not decode, a path
 * parameter over 100 characters), and Node's HTTP parser's (headers too large, a request line
 * that is not HTTP), which never become a request at all. Both are given Kora's JSON shape here.
 */

/**
 * The router's refusals (FST_ERR_BAD_URL, FST_ERR_MAX_PARAM_LENGTH, FST_ERR_ASYNC_CONSTRAINT),
 * through the same table as every other error. This reply belongs to no route and comes before
 * the onRequest hook that sets the headers of every answer: the ones an error answer needs are set here.
 */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply
    .header('x-request-id', request.id)
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'same-origin')
    .header('cache-control', 'no-store');
  void sendErrorResponse(reply, toErrorResponse(error, request));
}

/** Node's parser errors by code: their status (their words are socketMessages'). */
const CLIENT_ERRORS: Partial<Record<string, number>> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/** The raw HTTP/1.1 answer to a connection whose request could not be parsed. */
export function clientErrorResponse(error: ConnectionError): string {
  const status = CLIENT_ERRORS[error.code] ?? 400;
  const message = socketMessages[error.code] ?? serverMessages.badRequest;
  const body: ErrorBody = { message, code: 'bad_request' };
  const json = JSON.stringify(body);
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(json)}`,
    'x-content-type-options: nosniff',
    'cache-control: no-store',
    'connection: close',
    '',
    json,
  ].join('\r\n');
}

/**
 * Node's `clientError`: there is no request, only the socket. Like Fastify's own handler, a reset
 * connection is left alone, and a socket whose answer has begun gets nothing more (a second
 * status line would corrupt it); otherwise the JSON refusal is written and the socket closed.
 */
function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'requête HTTP illisible');
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
  if (socket.writable && !answering) socket.write(clientErrorResponse(error));
  socket.destroy(error);
}

/**
 * Constructor options of the app: spread them into `Fastify({ ...frameworkErrorOptions, … })`
 * (these two cannot be set after construction).
 */
export const frameworkErrorOptions = {
  frameworkErrors,
  clientErrorHandler,
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;
