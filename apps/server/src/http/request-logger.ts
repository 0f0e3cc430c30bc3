import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { FastifyChildLoggerFactory } from 'fastify/types/logger.js';
import type { Bindings, ChildLoggerOptions, LevelWithSilent } from 'pino';
import type { AnswerEnded } from './closing-responses.js';

type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** A parent that can say whether a level is on: pino's loggers can; another logger gets the eager child. */
type LevelAware = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
const isLevelAware = (logger: FastifyBaseLogger): logger is LevelAware => typeof (logger as Partial<LevelAware>).isLevelEnabled === 'function';

/**
 * A request's logger (Fastify makes one per request, bound to its id) that makes the real child
 * only when a record passes the level: with LOG_LEVEL=warn almost no request ever logs, and the
 * child pino makes at once cost GET /api/auth/user 0.3 µs of its ~11 µs of JavaScript (3 %,
 * measured A/B on 2026-11-25: user CPU time per request under wrk, three rounds each).
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;
  // Private fields: a public `bindings` would hide pino's `bindings()` method of the same name.
  readonly #parent: LevelAware;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: LevelAware, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  /** Writes through the child, made now if this record is the request's first that passes the level. */
  #write(method: Method, args: unknown[]): void {
    if (this.#child === undefined && !this.#parent.isLevelEnabled(method)) return;
    (this.#real()[method] as (...a: unknown[]) => void)(...args);
  }

  get level(): LevelWithSilent | string {
    return this.#child?.level ?? this.#parent.level;
  }
  set level(level: LevelWithSilent | string) {
    this.#real().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/**
 * How a request and an answer read in a record, as Fastify's own logger writes them: Fastify is given
 * no logger (http/closing-responses.ts), so the app's logger carries these, or Fastify's records
 * ('incoming request', its rare warnings about a reply) would serialise the whole request or reply.
 */
export const recordSerializers = {
  req: (request: FastifyRequest) => ({ method: request.method, url: request.url, host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort }),
  res: (reply: Pick<FastifyReply, 'statusCode'>) => ({ statusCode: reply.statusCode }),
};

/**
 * Fastify's `childLoggerFactory`: each request's logger is the lazy child of `logger`. Fastify is given
 * no logger instance (so it puts no listeners on responses: http/closing-responses.ts) and hands this
 * factory its silent one; the factory ignores it and binds the app's real logger.
 */
export const requestLoggersOver =
  (logger: FastifyBaseLogger): FastifyChildLoggerFactory =>
  (_silent, bindings, options) =>
    // The class has every method of a logger; pino's overloaded signatures are not spelled out again.
    isLevelAware(logger) ? (new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger) : logger.child(bindings, options);

/**
 * Fastify's request-lifecycle logging. When `quiet` (the level leaves info out, as at scale), the
 * 'incoming request' record is not built only to be dropped. Fastify calls `requestCompleted` only
 * where a route has an `onResponse` hook: every answer's end, failed or not, is recorded once by
 * {@link answerRecords} instead, so here nothing is logged (it would be the same answer twice).
 */
class RequestLifecycle extends LogController {
  readonly #quiet: boolean;

  constructor(quiet: boolean) {
    super();
    this.#quiet = quiet;
  }

  override incomingRequest(...args: Parameters<LogController['incomingRequest']>): void {
    if (!this.#quiet) super.incomingRequest(...args);
  }

  override requestCompleted(): void {}
}

/** Fastify's `logController` (the level is read once, when the app is built). */
export const requestLogs = (logger: FastifyBaseLogger): LogController => new RequestLifecycle(isLevelAware(logger) && !logger.isLevelEnabled('info'));

/**
 * The record of every answer as it ends (from the response class, http/closing-responses.ts): a failed
 * one always, as an error; a finished one when the level lets info through. Through the request's
 * own logger (bound to its id) when a route took it, the app's otherwise.
 */
export function answerRecords(logger: FastifyBaseLogger): AnswerEnded {
  const info = !isLevelAware(logger) || logger.isLevelEnabled('info');
  return ({ request, method, statusCode, seconds, error }) => {
    if (error === undefined && !info) return;
    const log = request?.log ?? logger;
    const record = { res: { statusCode }, method, url: request?.url, responseTime: seconds * 1000 };
    if (error !== undefined) log.error({ ...record, err: error }, 'request errored');
    else log.info(record, 'request completed');
  };
}
