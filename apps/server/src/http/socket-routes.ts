import { EventEmitter } from 'node:events';
import { type IncomingMessage, type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { serverMessages } from '@kora/shared';
import { DomainError } from '../errors.js';
import { fromDomain } from './error-handler.js';

/** Declares a module's WebSocket routes (`websocket: true`) on the scope it is given. */
export type SocketDeclaration = (scope: FastifyInstance) => void;

export interface SocketRoutes {
  /**
   * Adds WebSocket routes. They are declared, after every module has run, in the one scope
   * that carries @fastify/websocket, so its hooks run on their requests only.
   */
  declare(routes: SocketDeclaration): void;
}

/** A route pattern (`/api/live-streams/:id/ingest/browser`) as a test of a request's path. */
export function pathPattern(url: string): RegExp {
  const escaped = url.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${escaped.join('/')}$`);
}

/** The answer to an upgrade no socket route takes: the API's usual 404, and the socket closed. */
function refuseUpgrade(socket: Duplex): void {
  // Node takes its error listener off a socket it hands to 'upgrade': a reset must not become an uncaught error.
  socket.on('error', () => socket.destroy());
  const { status, body } = fromDomain(new DomainError('not_found', serverMessages.notFound));
  const json = JSON.stringify(body);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`);
}

/**
 * WebSockets in their own scope. @fastify/websocket adds an `onRequest` and an `onResponse`
 * hook to every route of the scope it is registered in, and Fastify runs each kind of hook a
 * route has on every request: registered at the root, it cost every API answer (with the
 * duration hook removed at the same time, about 2 µs of GET /api/auth/user's ~21 of CPU,
 * measured 2026-11-25). Here it carries the socket routes only. Its upgrades come from our
 * own `upgrade` listener, which hands it only those whose path is a socket route's: any other
 * upgrade is refused with a 404 there, as no route of the rest of the app would close the
 * connection after answering it.
 */
export function createSocketRoutes(): SocketRoutes & { register(app: FastifyInstance): Promise<void> } {
  const declarations: SocketDeclaration[] = [];
  let registered = false;
  return {
    declare(routes) {
      if (registered) throw new Error('Les routes WebSocket se déclarent avant leur enregistrement (app.ts)');
      declarations.push(routes);
    },
    async register(app) {
      registered = true;
      const patterns: RegExp[] = [];
      // What the plugin listens to instead of the server (its `server` option, typed as a server: it only
      // subscribes to 'upgrade' there and unsubscribes at close): the upgrades we hand it.
      const upgrades = new EventEmitter();
      await app.register(async (scope) => {
        scope.addHook('onRoute', (route) => {
          if (route.websocket === true) patterns.push(pathPattern(route.url));
        });
        // Frames of 1 MiB at most: a browser ingest chunk.
        await scope.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024, server: upgrades as unknown as Server } });
        for (const declare of declarations) declare(scope);
      });
      const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        const path = (request.url ?? '').split('?', 1)[0] ?? '';
        if (patterns.some((pattern) => pattern.test(path))) upgrades.emit('upgrade', request, socket, head);
        else refuseUpgrade(socket);
      };
      app.server.on('upgrade', onUpgrade);
      app.addHook('onClose', (_instance, done) => {
        app.server.removeListener('upgrade', onUpgrade);
        done();
      });
    },
  };
}
