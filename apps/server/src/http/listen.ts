import type http from 'node:http';
import net from 'node:net';
import { PortInUseError } from '../setup-errors.js';

export interface ListenOptions {
  host: string;
  port: number;
  /** Length of each socket's queue of connections waiting to be accepted (the kernel caps it at net.core.somaxconn). */
  backlog: number;
  /** Listening sockets on the port (1: a plain listen). */
  sockets: number;
}

export interface Listening {
  /** The port listened on (the one picked when 0 was asked). */
  readonly port: number;
  /** Listening sockets in use (the server's own included). */
  readonly sockets: number;
  /**
   * Stops accepting on the added sockets; resolves once the connections they accepted have ended. Call it beside
   * the server's own close(), which ends idle connections and waits for its own.
   */
  close(): Promise<void>;
}


const listenOn = (server: net.Server, options: net.ListenOptions) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options, () => {
      server.off('error', reject);
      resolve();
    });
  });

/**
 * Refuses a port another program already listens on. With SO_REUSEPORT a second process of the same user could
 * otherwise bind the same port and silently share its connections; a plain bind tried first fails as it should.
 */
async function ensurePortFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  const probe = net.createServer();
  try {
    await listenOn(probe, { host, port, exclusive: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError(host, port);
    throw err;
  }
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}

/**
 * Makes `server` listen through `sockets` listening sockets of one port, so a busy instance accepts a burst of
 * connections in a few turns of its event loop.
 *
 * libuv accepts one connection per listening socket per turn of the loop. Under load a turn lasts tens of
 * milliseconds (every ready request is answered first), so with one socket a burst of new connections (nginx
 * opening its pool while thousands of phones arrive) waits seconds in the kernel's queue. With SO_REUSEPORT
 * (Node's `reusePort`, Linux and the BSDs) each socket has its own queue, the kernel spreads new connections over
 * them, and each turn accepts one per socket. Connections accepted on an added socket are handed to `server`, so
 * HTTP handles them as its own (timeouts, keep-alive, closing idle ones at shutdown).
 */
export async function listenWithSockets(
  server: http.Server,
  listen: (options: net.ListenOptions) => Promise<unknown>,
  { host, port, backlog, sockets }: ListenOptions,
): Promise<Listening> {
  const reusePort = sockets > 1;
  if (reusePort) await ensurePortFree(host, port);
  try {
    await listen({ host, port, backlog, ...(reusePort ? { reusePort } : {}) });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError(host, port);
    throw err;
  }
  const bound = (server.address() as net.AddressInfo).port;
  const added: net.Server[] = [];
  for (let i = 1; i < sockets; i += 1) {
    // http.Server's own socket options (its connection listener applies the rest to each socket).
    const extra = net.createServer({ noDelay: true }, (socket) => server.emit('connection', socket));
    await listenOn(extra, { host, port: bound, backlog, reusePort: true });
    // A failed accept on an added socket is the server's failure, handled (or not) as its own would be.
    extra.on('error', (err) => server.emit('error', err));
    added.push(extra);
  }
  return {
    port: bound,
    sockets: 1 + added.length,
    close: () => Promise.all(added.map((extra) => new Promise<void>((resolve) => extra.close(() => resolve())))).then(() => undefined),
  };
}
