import { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@kora/shared';
import { answerRecords, recordSerializers, requestLoggersOver, requestLogs } from './request-logger.js';

/** A pino logger at `level` writing its records into an array. */
function capture(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level }, sink), lines };
}

/** As Fastify calls the factory when it has no logger of its own: it hands its silent one, which the factory ignores. */
const make = (parent: ReturnType<typeof capture>['logger']) =>
  requestLoggersOver(parent).call(undefined as never, capture('silent').logger, { reqId: 'req-7' }, {}, undefined as never);

describe('lazy request loggers', () => {
  it('make no child for a record below the level, and write the request id with one above it', async () => {
    const { logger, lines } = capture('warn');
    const child = vi.spyOn(logger, 'child');
    const log = make(logger);
    log.info({ req: 'GET /' }, 'incoming request');
    log.debug('détail');
    expect(child).not.toHaveBeenCalled();
    expect(log.level).toBe('warn');
    log.warn({ code: 42 }, 'attention');
    log.error('panne');
    await new Promise((resolve) => setImmediate(resolve));
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map(({ msg, reqId, code }) => ({ msg, reqId, code }))).toEqual([
      { msg: 'attention', reqId: 'req-7', code: 42 },
      { msg: 'panne', reqId: 'req-7', code: undefined },
    ]);
  });

  it('log every level the parent lets through, and give children of their own', async () => {
    const { logger, lines } = capture('trace');
    const log = make(logger);
    log.trace('t');
    log.info('i');
    log.child({ part: 'upload' }).info('enfant');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map(({ msg, reqId, part }) => [msg, reqId, part])).toEqual([
      ['t', 'req-7', undefined],
      ['i', 'req-7', undefined],
      ['enfant', 'req-7', 'upload'],
    ]);
  });
});

describe('request logging', () => {
  const request = (log: FastifyBaseLogger) => ({ log, raw: {}, url: apiPaths.authUser }) as unknown as FastifyRequest;
  const reply = (log: FastifyBaseLogger) => ({ log, statusCode: 500, elapsedTime: 3 }) as unknown as FastifyReply;

  it("leaves out Fastify's 'incoming request' record where the level leaves info out, and never logs a completion itself", () => {
    const { logger, lines } = capture('warn');
    const info = vi.spyOn(logger, 'info');
    const logs = requestLogs(logger);
    logs.incomingRequest(request(logger), reply(logger));
    logs.requestCompleted(null, request(logger), reply(logger));
    logs.requestCompleted(new Error('flux coupé'), request(logger), reply(logger));
    expect(info).not.toHaveBeenCalled(); // not even built to be dropped
    expect(lines).toEqual([]);
  });

  it("keeps 'incoming request' where info is on, the request read as Fastify's own logger writes it", () => {
    const { logger: base, lines } = capture('info');
    const logger = base.child({}, { serializers: recordSerializers });
    const asked = { log: logger, method: 'GET', url: apiPaths.authUser, host: 'kora.lan', ip: '127.0.0.1', socket: { remotePort: 5123 }, raw: { socket: 'not to be written' } };
    requestLogs(logger).incomingRequest(asked as unknown as FastifyRequest, reply(logger));
    expect(lines).toMatchObject([{ msg: 'incoming request', req: { method: 'GET', url: apiPaths.authUser, host: 'kora.lan', remoteAddress: '127.0.0.1', remotePort: 5123 } }]);
    expect(JSON.stringify(lines)).not.toContain('not to be written');
  });

  it('records a failed answer always, through the request\'s own logger, and a finished one only where info is on', () => {
    const quiet = capture('warn');
    const child = make(quiet.logger);
    const records = answerRecords(quiet.logger);
    records({ request: request(child), method: 'GET', statusCode: 200, seconds: 0.002 });
    expect(quiet.lines).toEqual([]);
    records({ request: request(child), method: 'GET', statusCode: 200, seconds: 0.002, error: new Error('flux coupé') });
    expect(quiet.lines).toMatchObject([{ msg: 'request errored', reqId: 'req-7', method: 'GET', url: apiPaths.authUser, res: { statusCode: 200 }, responseTime: 2 }]);

    const loud = capture('info');
    answerRecords(loud.logger)({ request: undefined, method: 'POST', statusCode: 400, seconds: 0.001 });
    expect(loud.lines).toMatchObject([{ msg: 'request completed', method: 'POST', res: { statusCode: 400 } }]);
  });
});
