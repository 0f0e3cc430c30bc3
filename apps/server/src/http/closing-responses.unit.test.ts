import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { type AnswerEnded, answerFor, closingResponses } from './closing-responses.js';

const get = (port: number, agent: http.Agent, path: string) =>
  new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res));
    }).on('error', reject);
  });

describe('closing responses', () => {
  it('keep connections alive until shutdown begins, then close the socket of an answer begun before it', async () => {
    const responses = closingResponses();
    let held: http.ServerResponse | undefined;
    let arrived!: () => void;
    const heldArrived = new Promise<void>((resolve) => (arrived = resolve));
    const server = http.createServer({ ServerResponse: responses.ServerResponse }, (req, res) => {
      if (req.url === '/slow') {
        held = res;
        arrived();
      } else res.end('ok');
    });
    // Without the close, the idle socket would hold server.close() for a minute (the test's timeout is 5 s).
    server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

    const before = await get(port, agent, '/');
    expect(before.headers.connection).toBe('keep-alive');
    const slow = get(port, agent, '/slow');
    await heldArrived;
    responses.begin();
    const closed = new Promise((resolve) => server.close(resolve));
    held?.end('done');
    expect((await slow).headers.connection).toBe('close');
    await closed;
    agent.destroy();
  });

  it('show every answer once as it ends: its request when one was tied to it, method, status and duration', async () => {
    const ended: Array<Parameters<AnswerEnded>[0]> = [];
    const responses = closingResponses((answer) => ended.push(answer));
    const routed = { url: '/routed' } as unknown as FastifyRequest;
    const server = http.createServer({ ServerResponse: responses.ServerResponse }, (req, res) => {
      if (req.url === '/routed') answerFor(res, routed);
      res.statusCode = req.url === '/routed' ? 201 : 404;
      // Writing, then ending: 'finish' comes once, after the last byte, however the answer was written.
      res.write('a');
      setImmediate(() => res.end('b'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await get(port, agent, '/routed');
    await get(port, agent, '/ailleurs');
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
    expect(ended.map(({ request, method, statusCode }) => ({ request, method, statusCode }))).toEqual([
      { request: routed, method: 'GET', statusCode: 201 },
      { request: undefined, method: 'GET', statusCode: 404 },
    ]);
    for (const { seconds } of ended) expect(seconds).toBeGreaterThan(0);
  });
});

