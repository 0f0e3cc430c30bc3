import { spawn } from 'node:child_process';
import net from 'node:net';

/**
 * The child that hands the listening socket back: it receives the socket once and sends it back `count`
 * times. Each send arrives in the parent as a new file descriptor of the same kernel socket.
 */
const ECHO = `process.on('message', (m, handle) => {
  let left = m.count;
  const next = () => (left-- > 0 ? process.send('copy', handle, next) : process.disconnect());
  next();
});`;

/** net's own bookkeeping of a server's connections (lib/net.js: onconnection, Socket#_destroy). */
interface Counted {
  _connections: number;
}

/**
 * Counts a connection accepted on a copy as `server`'s, as net does for the server's own: `server.close()`
 * (Fastify's close, a graceful stop) then waits for it. Without this the server closed while requests
 * accepted on a copy were still running, and the process stopped under them.
 */
function adopt(server: net.Server, copy: net.Server, socket: net.Socket): void {
  (copy as unknown as Counted)._connections -= 1;
  (server as unknown as Counted)._connections += 1;
  Object.assign(socket, { server, _server: server });
}

export interface AcceptCopies {
  /** Descriptors added (0 when the listening socket could not be copied: the server still works). */
  readonly count: number;
  /** Stops accepting on the copies (the server's own close() does not know them). */
  close(): void;
}

/**
 * More ways into one listening socket, so a busy instance accepts a burst of connections at once.
 *
 * libuv 1.45 and later (Node 20) accepts one connection per listening descriptor per turn of the event
 * loop (libuv PR #3696). Under load a turn lasts tens of milliseconds (it answers every ready request
 * first), so a burst of new connections — nginx opening its pool to an instance while thousands of
 * phones arrive — waited seconds in the kernel's listen queue (README 'Surges'). Each copy is another
 * descriptor of the same socket in the same event loop: with `count` copies a turn accepts up to
 * `count` + 1 connections. Node 20 has neither SO_REUSEPORT nor dup(); a short-lived child process
 * sends the socket back (`subprocess.send(message, handle)`, the documented way to pass a handle) and
 * exits. Connections accepted on a copy are handed to `server` like its own.
 */
export async function addAcceptCopies(server: net.Server, count: number, backlog: number, timeoutMs = 5000): Promise<AcceptCopies> {
  const handle = (server as unknown as { _handle?: object })._handle;
  const copies: net.Server[] = [];
  const close = () => {
    for (const copy of copies.splice(0)) copy.close();
  };
  if (count <= 0 || !handle) return { count: 0, close };
  const child = spawn(process.execPath, ['-e', ECHO], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    child.on('message', (_message, copy) => {
      if (!copy) return;
      const listener = net.createServer((socket) => {
        adopt(server, listener, socket);
        server.emit('connection', socket);
      });
      // An accept that fails on a copy is the server's failure, handled (or not) as its own would be.
      listener.on('error', (err) => server.emit('error', err));
      // listen() again on the same socket sets its backlog: keep the server's.
      listener.listen(copy as net.Server, backlog);
      copies.push(listener);
    });
    child.once('disconnect', done);
    child.once('error', done);
    child.send({ count }, handle as net.Server);
  });
  return { count: copies.length, close };
}
