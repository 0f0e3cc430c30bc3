import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyRequest } from 'fastify';

const keepAlive = Symbol('keepAlive');
const startedAt = Symbol('startedAt');
const routed = Symbol('routed');
const observed = Symbol('observed');

/**
 * What is done once at the end of every answer (the duration histogram, the request's record): the
 * Fastify request when a route (or the not-found handler) took it, the seconds since Node began it,
 * and the error when the response failed instead of finishing.
 */
export type AnswerEnded = (answer: { request: FastifyRequest | undefined; method: string; statusCode: number; seconds: number; error?: Error }) => void;

/** Ties an answer to the Fastify request it answers (the app's one `onRequest` hook does it: http/response-headers.ts). */
export function answerFor(response: http.ServerResponse, request: FastifyRequest): void {
  (response as unknown as { [routed]: FastifyRequest | undefined })[routed] = request;
}

/**
 * The class Node builds every response of the app from (`Fastify({ http: { ServerResponse } })`),
 * doing per answer what would otherwise cost a hook or a listener on each:
 *
 * - Answers say `Connection: close` once shutdown has begun, so requests in flight finish and their
 *   keep-alive sockets close instead of holding the process for the keep-alive timeout. Node reads a
 *   response's `shouldKeepAlive` when it writes the head: here it also asks whether the server is
 *   closing. `begin()` is called from the app's `preClose`.
 * - `ended` sees every answer once, as it finishes (or fails), timed from the moment Node made it.
 *   Fastify, given no logger instance, puts no listeners of its own on responses (two added and
 *   removed per answer, and a second `finish` listener beside Node's makes every `finish` copy the
 *   list): the answer is observed here, in the `emit` Node calls anyway.
 */
export function closingResponses(ended: AnswerEnded = () => undefined): { ServerResponse: typeof http.ServerResponse; begin(): void } {
  let closing = false;
  class KoraResponse<Request extends http.IncomingMessage = http.IncomingMessage> extends http.ServerResponse<Request> {
    // Set in the constructor, so every response has the same shape from the start.
    [startedAt] = performance.now();
    [routed]: FastifyRequest | undefined = undefined;
    [observed] = false;

    override emit(event: string | symbol, ...args: unknown[]): boolean {
      if ((event === 'finish' || event === 'error') && !this[observed]) {
        this[observed] = true;
        const error = event === 'error' ? (args[0] as Error) : undefined;
        ended({ request: this[routed], method: this.req.method ?? 'GET', statusCode: this.statusCode, seconds: (performance.now() - this[startedAt]) / 1000, error });
      }
      return super.emit(event, ...args);
    }
  }
  // An accessor over Node's own field (TypeScript knows it as a plain property): Node's constructor sets it, its writers read it.
  Object.defineProperty(KoraResponse.prototype, 'shouldKeepAlive', {
    get(this: { [keepAlive]: boolean }) {
      return this[keepAlive] && !closing;
    },
    set(this: { [keepAlive]: boolean }, value: boolean) {
      this[keepAlive] = value;
    },
  });
  return {
    ServerResponse: KoraResponse,
    begin() {
      closing = true;
    },
  };
}
