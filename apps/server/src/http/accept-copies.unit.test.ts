import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { addAcceptCopies } from './accept-copies.js';

/** Connections waiting in the kernel's accept queue of the listening socket on 127.0.0.1:port (/proc/net/tcp). */
function acceptQueue(port: number): number {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n')) {
    const [, address, , state, queues] = line.trim().split(/\s+/);
    if (address === local && state === '0A') return Number.parseInt(queues?.split(':')[1] ?? '0', 16);
  }
  throw new Error(`no listening socket on ${local}`);
}

const CONNECT = `const net = require('node:net');
for (let i = 0; i < Number(process.argv[2]); i += 1) net.connect(Number(process.argv[1]), '127.0.0.1').on('error', () => process.exit(1));
setInterval(() => {}, 1 << 30);`;

const children: ChildProcess[] = [];
const servers: http.Server[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/**
 * A burst of `connections` queued in the kernel while this event loop is busy (it blocks until the
 * kernel holds them all), then the loop turns it takes to accept them: what each turn accepted.
 */
async function acceptBurst(copies: number, connections: number, backlog: number) {
  const server = http.createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen({ host: '127.0.0.1', port: 0, backlog }, resolve));
  const added = await addAcceptCopies(server, copies, backlog);
  const { port } = server.address() as AddressInfo;
  let accepted = 0;
  server.on('connection', () => {
    accepted += 1;
  });
  children.push(spawn(process.execPath, ['-e', CONNECT, String(port), String(connections)], { stdio: 'ignore' }));
  // Busy on purpose (as under load): the kernel completes the handshakes, nothing is accepted meanwhile.
  const deadline = Date.now() + 10_000;
  while (acceptQueue(port) < connections) if (Date.now() > deadline) throw new Error(`the kernel queued only ${acceptQueue(port)} of ${connections} connections`);
  const perTurn: number[] = [];
  await new Promise<void>((resolve) => {
    const turn = () => {
      perTurn.push(accepted - perTurn.reduce((n, x) => n + x, 0));
      if (accepted >= connections) resolve();
      else setImmediate(turn);
    };
    setImmediate(turn);
  });
  const counted = await new Promise<number>((resolve, reject) => server.getConnections((err, count) => (err ? reject(err) : resolve(count))));
  added.close();
  // The first check phase can come before the loop polls the sockets: count from the first turn that accepted.
  return { added: added.count, perTurn: perTurn.slice(perTurn.findIndex((n) => n > 0)), counted };
}

describe('addAcceptCopies', () => {
  it('accepts a burst queued while the loop was busy in a few turns, keeping the listen backlog', async () => {
    // 600 queued connections also show the backlog kept at 1,024: listen() on a copy with Node's default would cap the queue at 512.
    const { added, perTurn, counted } = await acceptBurst(15, 600, 1024);
    expect(added).toBe(15);
    expect(perTurn[0]).toBe(16);
    expect(perTurn.length).toBeLessThanOrEqual(Math.ceil(600 / 16) + 1);
    // Counted as the server's own (most were accepted on a copy): its close() waits for them, as a graceful stop needs.
    expect(counted).toBe(600);
  });

  it('is needed: without copies, Node 20 accepts one connection per turn of a busy loop', async () => {
    const { added, perTurn } = await acceptBurst(0, 40, 1024);
    expect(added).toBe(0);
    expect(perTurn.slice(0, 40).every((n) => n === 1)).toBe(true);
  });
});
