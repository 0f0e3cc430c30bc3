import type { FastifyReply, FastifyRequest } from 'fastify';

/** Past this much of a refused body, or this long, the connection is cut: no JSON route takes anything near it. */
const DISCARD_LIMIT_BYTES = 16 * 1024 * 1024;
const DISCARD_TIMEOUT_MS = 30_000;

/**
 * Fastify refuses a body over the limit on its Content-Length (or once the limit is passed) before reading it,
 * and asks for the connection to be closed: closing a socket with unread bytes resets it, so a client still
 * sending gets a connection reset instead of the 413 it was answered. Here the rest of the body is read and
 * thrown away while the answer goes out, and the connection stays open for the next request as after any answer.
 * Beyond 16 MB or 30 seconds the connection is cut all the same.
 */
export function discardRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  reply.removeHeader('connection');
  let read = 0;
  // Destroying the request destroys its socket (an injected request has none: it just ends).
  const cut = () => raw.destroy();
  const timer = setTimeout(cut, DISCARD_TIMEOUT_MS).unref();
  const done = () => clearTimeout(timer);
  raw.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > DISCARD_LIMIT_BYTES) cut();
  });
  raw.once('end', done);
  raw.once('close', done);
  raw.resume();
}
