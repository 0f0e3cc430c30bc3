import { randomBytes, timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import type { PublisherInfo } from './rtmp/media-info.js';
import { RtmpConnection, type ConnectionHost } from './rtmp/rtmp-connection.js';
import { StreamRelay } from './rtmp/stream-relay.js';

export { avcCodecString, type PublisherInfo } from './rtmp/media-info.js';

/**
 * The RTMP listener: Kora's own small RTMP server (./rtmp/: handshake, chunk stream, AMF0
 * commands, relay of a publish to local players). Encoders publish to rtmp://host:port/live/<key>;
 * the key is checked synchronously before the server answers NetStream.Publish.Start (an
 * asynchronous refusal would let OBS believe it is live, then drop it, and reconnect in a loop).
 * ffmpeg reads a publish back as a local RTMP player (`playUrl`), with a token only this process
 * knows, so nobody else can watch a raw feed.
 *
 * Why our own: the RTMP server packages on npm either give no way to refuse a publish before it
 * is answered (node-media-server 4 answers Publish.Start before its prePublish event), keep their
 * connections and configuration in module-wide singletons (two listeners in one process would see
 * each other's publishes), write their logs to the console, or are native add-ons tied to a media
 * server. Ingest needs a small part of RTMP, and everything here is held by one listener.
 */

/** The RTMP application encoders publish to: rtmp://host:port/live/<stream key>. */
export const RTMP_APP = 'live';

/** One encoder publishing. */
export interface RtmpPublisher {
  readonly sessionId: string;
  readonly streamKey: string;
  info(): PublisherInfo;
  /** Still connected and publishing. */
  alive(): boolean;
  /** Drops the connection (a refusal after the fact, a stop, an over-limit source). */
  cut(): void;
}

export interface RtmpHandlers {
  /** Synchronous decision on a publish; false refuses it at once. */
  onPublish(publisher: RtmpPublisher): boolean;
  /** The publish ended (encoder gone, or cut). */
  onPublishEnd(sessionId: string): void;
  warn(message: string, details?: Record<string, unknown>): void;
}

export interface RtmpServer {
  listen(port: number, host?: string): Promise<number>;
  /** URL ffmpeg plays a publish back from. */
  playUrl(streamKey: string): string;
  /** Cuts ffmpeg's player connections of a key (a publish's players are also let go when it ends). */
  dropPlayers(streamKey: string): void;
  close(): Promise<void>;
}

/** The stream key of `/live/<key>`, or null for any other path (another app, nested names). */
export function streamKeyOf(streamPath: string): string | null {
  const parts = streamPath.split('/');
  if (parts.length !== 3 || parts[0] !== '' || parts[1] !== RTMP_APP || !parts[2]) return null;
  return parts[2];
}

/** The name a publish or play command gives, split from its query (`key?token=…`). */
function splitName(name: string): { path: string; query: URLSearchParams } {
  const mark = name.indexOf('?');
  return mark < 0 ? { path: name, query: new URLSearchParams() } : { path: name.slice(0, mark), query: new URLSearchParams(name.slice(mark + 1)) };
}

/** The stream key a command names: the connect's app (its query and trailing slash left out) then the name. */
function streamKeyFor(app: string, name: string): string | null {
  const appName = app.split('?')[0]!.replace(/\/+$/, '');
  return streamKeyOf(`/${appName}/${splitName(name).path}`);
}

export function createRtmpServer(handlers: RtmpHandlers): RtmpServer {
  const token = randomBytes(16).toString('hex');
  const connections = new Set<RtmpConnection>();
  /** The publishes this listener receives, by stream key. */
  const relays = new Map<string, StreamRelay>();
  let closing = false;
  let port = 0;
  let playHost = '127.0.0.1';

  /** Runs a handler; what it throws goes to the log (an encoder's connection must not take the process down). */
  const safely = <T>(what: string, work: () => T): T | undefined => {
    try {
      return work();
    } catch (error) {
      handlers.warn(what, { error: String(error) });
      return undefined;
    }
  };
  const end = (relay: StreamRelay): void => {
    if (!relay.live) return;
    relay.end();
    if (relays.get(relay.streamKey) === relay) relays.delete(relay.streamKey);
    if (!closing) safely('Fin de publication RTMP en erreur', () => handlers.onPublishEnd(relay.publisherId));
  };

  const host: ConnectionHost = {
    publish(connection, app, name) {
      const streamKey = streamKeyFor(app, name);
      // One publish per key: a second encoder on a key being received is refused before the gate is asked.
      if (streamKey === null || relays.has(streamKey) || closing) return null;
      const relay = new StreamRelay(streamKey, connection.id);
      relays.set(streamKey, relay);
      const publisher: RtmpPublisher = {
        sessionId: connection.id,
        streamKey,
        info: () => connection.media.info(),
        alive: () => relay.live && connection.isOpen,
        cut: () => connection.close(),
      };
      const accepted = safely('Refus de publication RTMP sur erreur', () => handlers.onPublish(publisher)) ?? false;
      if (accepted && relay.live) return relay;
      // Refused: forgotten without a publish end, as it never began.
      relay.end();
      if (relays.get(streamKey) === relay) relays.delete(streamKey);
      return null;
    },
    play(app, name) {
      const streamKey = streamKeyFor(app, name);
      // The token (128 random bits, known to this process and the ffmpeg it starts) is the whole check: the
      // listener may be bound to a non-loopback address, from which our own ffmpeg would not look local.
      const given = Buffer.from(splitName(name).query.get('token') ?? '');
      const expected = Buffer.from(token);
      if (streamKey === null || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return relays.get(streamKey) ?? null;
    },
    unpublish: end,
    closed(connection) {
      connections.delete(connection);
      for (const relay of [...relays.values()]) if (relay.publisherId === connection.id) end(relay);
    },
    warn: (message, details) => handlers.warn(message, details),
  };

  const server = net.createServer((socket) => {
    if (closing) {
      socket.destroy();
      return;
    }
    connections.add(new RtmpConnection(socket, host));
  });

  return {
    listen(requested, bindHost) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(requested, bindHost, () => {
          server.off('error', reject);
          server.on('error', (error) => handlers.warn('Serveur RTMP en erreur', { error: String(error) }));
          port = (server.address() as net.AddressInfo).port;
          // Bound to every interface: loopback reaches it. Bound to one address: only that one does.
          if (bindHost && !['0.0.0.0', '::', '127.0.0.1', 'localhost'].includes(bindHost)) playHost = bindHost.includes(':') ? `[${bindHost}]` : bindHost;
          resolve(port);
        });
      });
    },
    playUrl: (streamKey) => `rtmp://${playHost}:${port}/${RTMP_APP}/${streamKey}?token=${token}`,
    dropPlayers(streamKey) {
      const relay = relays.get(streamKey);
      if (relay) for (const player of [...relay.players]) player.close();
    },
    async close() {
      closing = true;
      for (const connection of [...connections]) connection.close();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
