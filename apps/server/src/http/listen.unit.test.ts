import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PortInUseError } from '../setup-errors.js';
import { type Listening, listenWithSockets } from './listen.js';

/** Connections waiting in the kernel's accept queues of the sockets listening on 127.0.0.1:port (/proc/net/tcp). */
function acceptQueue(port: number): number {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  let queued = 0;
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n')) {
    const [, address, , state, queues] = line.trim().split(/\s+/);
    if (address === local && state === '0A') queued += Number.parseInt(queues?.split(':')[1] ?? '0', 16);
  }
  return queued;
}

const CONNECT = `const net = require('node:net');
for (let i = 0; i < Number(process.argv[2]); i += 1) net.connect(Number(process.argv[1]), '127.0.0.1').on('error', () => process.exit(1));
setInterval(() => {}, 1 << 30);`;

const children: ChildProcess[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function listening(sockets: number, handler?: http.RequestListener, port = 0): Promise<{ server: http.Server; listening: Listening }> {
  const server = http.createServer(handler);
  const listen = (options: net.ListenOptions) => new Promise<void>((resolve, reject) => server.once('error', reject).listen(options, () => resolve()));
  const result = await listenWithSockets(server, listen, { host: '127.0.0.1', port, backlog: 1024, sockets });
  cleanups.push(async () => {
    server.closeAllConnections();
    await Promise.all([new Promise((resolve) => server.close(resolve)), result.close()]);
  });
  return { server, listening: result };
}

/**
 * A burst of `connections` queued in the kernel while this event loop is busy (it blocks until the kernel holds
 * them all), then the loop turns it takes to accept them: what each turn accepted.
 */
async function acceptBurst(sockets: number, connections: number) {
  const { server, listening: result } = await listening(sockets);
  let accepted = 0;
  server.on('connection', () => {
    accepted += 1;
  });
  children.push(spawn(process.execPath, ['-e', CONNECT, String(result.port), String(connections)], { stdio: 'ignore' }));
  // Busy on purpose (as under load): the kernel completes the handshakes, nothing is accepted meanwhile.
  const deadline = Date.now() + 10_000;
  while (acceptQueue(result.port) < connections) if (Date.now() > deadline) throw new Error(`the kernel queued only ${acceptQueue(result.port)} of ${connections} connections`);
  const perTurn: number[] = [];
  await new Promise<void>((resolve) => {
    const turn = () => {
      perTurn.push(accepted - perTurn.reduce((n, x) => n + x, 0));
      if (accepted >= connections) resolve();
      else setImmediate(turn);
    };
    setImmediate(turn);
  });
  // The first check phase can come before the loop polls the sockets: count from the first turn that accepted.
  return { sockets: result.sockets, perTurn: perTurn.slice(perTurn.findIndex((n) => n > 0)) };
}

describe('listenWithSockets', () => {
  it('accepts a burst queued while the loop was busy in a few turns, every connection handed to the server', async () => {
    const { sockets, perTurn } = await acceptBurst(32, 600);
    expect(sockets).toBe(32);
    // The kernel spreads connections over the 32 queues by their addresses: most hold some, each turn takes one from each.
    expect(perTurn[0]).toBeGreaterThan(16);
    expect(perTurn.length).toBeLessThan(600 / 8);
  });

  it('is needed: with one socket, the runtime accepts one connection per turn of a busy loop', async () => {
    const { sockets, perTurn } = await acceptBurst(1, 40);
    expect(sockets).toBe(1);
    expect(perTurn.slice(0, 40).every((n) => n === 1)).toBe(true);
  });

  it('answers requests on every socket, and its close waits for a request in flight on an added socket', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let slowSeen = 0;
    const { server, listening: result } = await listening(8, (req, res) => {
      if (req.url !== '/slow') return res.end('ok');
      slowSeen += 1;
      void held.then(() => res.end('fin'));
    });
    const agent = new http.Agent({ keepAlive: false });
    const get = (path: string) =>
      new Promise<string>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port: result.port, path, agent }, (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve(body));
        }).on('error', reject);
      });
    const answers = await Promise.all(Array.from({ length: 40 }, () => get('/')));
    expect(answers.every((a) => a === 'ok')).toBe(true);

    // Requests in flight, most of them on added sockets: a graceful stop waits for every one.
    const slow = Array.from({ length: 16 }, () => get('/slow'));
    await expect.poll(() => slowSeen).toBe(16);
    let closed = false;
    const closing = Promise.all([new Promise((resolve) => server.close(resolve)), result.close()]).then(() => (closed = true));
    // Nothing can end it while the answers are held: a few turns of the loop later it is still open.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false);
    release();
    expect(await Promise.all(slow)).toEqual(Array.from({ length: 16 }, () => 'fin'));
    await closing;
    expect(closed).toBe(true);
  });

  it('refuses a port another program listens on, naming PORT, even with several sockets', async () => {
    const other = net.createServer();
    await new Promise<void>((resolve) => other.listen({ host: '127.0.0.1', port: 0 }, resolve));
    cleanups.push(() => new Promise((resolve) => other.close(resolve)));
    const taken = (other.address() as net.AddressInfo).port;
    for (const sockets of [1, 8]) {
      await expect(listening(sockets, undefined, taken)).rejects.toThrow(PortInUseError);
      await expect(listening(sockets, undefined, taken)).rejects.toThrow(/déjà utilisé.*PORT/);
    }
  });

  it('refuses to share a port with another Kora that listens through several sockets', async () => {
    const first = await listening(8);
    await expect(listening(8, undefined, first.listening.port)).rejects.toThrow(PortInUseError);
  });
});
