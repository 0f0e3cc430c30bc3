import { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyRequestLoggers, requestLogs } from './request-logger.js';

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

const make = (parent: ReturnType<typeof capture>['logger']) =>
  lazyRequestLoggers.call(undefined as never, parent, { reqId: 'req-7' }, {}, undefined as never);

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
  const request = (log: FastifyBaseLogger) => ({ log, raw: {} }) as unknown as FastifyRequest;
  const reply = (log: FastifyBaseLogger) => ({ log, statusCode: 500, elapsedTime: 3 }) as unknown as FastifyReply;

  it('leaves out the two info records of every request where the level leaves info out, never an error', () => {
    const { logger, lines } = capture('warn');
    const info = vi.spyOn(logger, 'info');
    const logs = requestLogs(logger);
    logs.incomingRequest(request(logger), reply(logger));
    logs.requestCompleted(null, request(logger), reply(logger));
    expect(info).not.toHaveBeenCalled(); // not even built to be dropped
    expect(lines).toEqual([]);
    logs.requestCompleted(new Error('flux coupé'), request(logger), reply(logger));
    expect(lines.map((l) => l.msg)).toEqual(['request errored']);
  });

  it('hands every answer that ends to the observer, logged or not', () => {
    const { logger } = capture('warn');
    const seen: number[] = [];
    const logs = requestLogs(logger, (_request, answer) => seen.push(answer.statusCode));
    logs.incomingRequest(request(logger), reply(logger));
    expect(seen).toEqual([]);
    logs.requestCompleted(null, request(logger), reply(logger));
    logs.requestCompleted(new Error('flux coupé'), request(logger), reply(logger));
    expect(seen).toEqual([500, 500]);
    requestLogs(capture('info').logger, () => seen.push(0)).requestCompleted(null, request(logger), reply(logger));
    expect(seen).toEqual([500, 500, 0]);
  });

  it('keeps them where info is on', () => {
    const { logger, lines } = capture('info');
    const logs = requestLogs(logger);
    logs.incomingRequest(request(logger), reply(logger));
    logs.requestCompleted(null, request(logger), reply(logger));
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });
});
