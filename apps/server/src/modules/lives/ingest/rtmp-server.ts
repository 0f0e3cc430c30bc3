import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import net from 'node:net';

/**
 * The RTMP listener, as PeerTube runs it: node-media-server 2.7.4's session class behind our own
 * `net` server, so the key check happens synchronously in `prePublish` (the session is refused
 * before it answers NetStream.Publish.Start; an asynchronous refusal would let OBS believe it is
 * live, then drop it, and reconnect in a loop). ffmpeg reads a publish back as a local RTMP
 * player (`playUrl`), with a token only this process knows, so nobody else can watch a raw feed.
 *
 * node-media-server keeps its sessions and events in module-level singletons; every listener
 * here filters on the sessions its own `net` server accepted, so two ingests in one process
 * (tests) do not see each other's publishes.
 */

const require = createRequire(import.meta.url);

/** The fields of node-media-server's NodeRtmpSession that we read (it has no type declarations). */
interface NmsSession {
  id: string;
  isStarting: boolean;
  isPublishing: boolean;
  /** FLV codec ids: video 7 = H.264, audio 10 = AAC. */
  videoCodec: number;
  videoWidth: number;
  videoHeight: number;
  videoFps: number;
  audioCodec: number;
  /** Input kilobits per second over the last second or so (computed as data arrives). */
  bitrate: number;
  avcSequenceHeader: Buffer | null;
  run(): void;
  reject(): void;
}
type NmsSessionClass = new (config: unknown, socket: net.Socket) => NmsSession;
interface NmsContext {
  sessions: Map<string, NmsSession>;
  nodeEvent: EventEmitter;
}
interface NmsLogger {
  LOG_TYPES: { NONE: number; ERROR: number };
  setLogType(type: number): void;
}

const NodeRtmpSession = require('node-media-server/src/node_rtmp_session') as NmsSessionClass;
const context = require('node-media-server/src/node_core_ctx') as NmsContext;
const Logger = require('node-media-server/src/node_core_logger') as NmsLogger;
// Its console lines would bypass our logger; errors are forwarded from its 'errorMessage' event instead.
Logger.setLogType(Logger.LOG_TYPES.NONE);

/** The RTMP application encoders publish to: rtmp://host:port/live/<stream key>. */
export const RTMP_APP = 'live';
const FLV_VIDEO_CODECS: Readonly<Record<number, 'h264'>> = { 7: 'h264' };

/** What the publishing encoder has told us so far (metadata, sequence headers, measured bit rate). */
export interface PublisherInfo {
  videoCodec: 'h264' | 'other' | null;
  width: number | null;
  height: number | null;
  frameRate: number | null;
  hasAudio: boolean;
  bitrateKbps: number;
  /** `avc1.PPCCLL` from the H.264 sequence header (profile, constraints, level), once received. */
  videoCodecString: string | null;
}

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
  /** Cuts ffmpeg's player sessions of a key (they would otherwise idle and attach to the next publish). */
  dropPlayers(streamKey: string): void;
  close(): Promise<void>;
}

function infoOf(session: NmsSession): PublisherInfo {
  const height = session.videoHeight > 0 ? session.videoHeight : null;
  return {
    videoCodec: session.videoCodec === 0 ? null : (FLV_VIDEO_CODECS[session.videoCodec] ?? 'other'),
    width: session.videoWidth > 0 ? session.videoWidth : null,
    height,
    frameRate: session.videoFps > 0 ? session.videoFps : null,
    hasAudio: session.audioCodec !== 0,
    bitrateKbps: session.bitrate,
    videoCodecString: avcCodecString(session.avcSequenceHeader),
  };
}

/**
 * The RFC 6381 name of an H.264 stream from its FLV sequence header: after the FLV video tag
 * header (5 bytes) comes the AVCDecoderConfigurationRecord, whose bytes 1-3 are profile,
 * constraint flags and level.
 */
export function avcCodecString(sequenceHeader: Buffer | null): string | null {
  if (!sequenceHeader || sequenceHeader.length < 9 || sequenceHeader[5] !== 1) return null;
  return `avc1.${sequenceHeader.subarray(6, 9).toString('hex')}`;
}

/** The stream key of `/live/<key>`, or null for any other path (another app, nested names). */
export function streamKeyOf(streamPath: string): string | null {
  const parts = streamPath.split('/');
  if (parts.length !== 3 || parts[0] !== '' || parts[1] !== RTMP_APP || !parts[2]) return null;
  return parts[2];
}

export function createRtmpServer(handlers: RtmpHandlers): RtmpServer {
  const token = randomBytes(16).toString('hex');
  const config = { rtmp: { chunk_size: 60_000, gop_cache: true, ping: 30, ping_timeout: 60 } };
  const mine = new Set<string>();
  const players = new Map<string, string>(); // player session id → stream key
  const publishers = new Set<string>();
  let port = 0;
  let playHost = '127.0.0.1';

  const server = net.createServer((socket) => {
    const session = new NodeRtmpSession(config, socket);
    mine.add(session.id);
    session.run();
  });

  const onPrePublish = (id: string, streamPath: string): void => {
    const session = context.sessions.get(id);
    if (!mine.has(id) || !session) return;
    const streamKey = streamKeyOf(streamPath);
    const publisher: RtmpPublisher = {
      sessionId: id,
      streamKey: streamKey ?? '',
      info: () => infoOf(session),
      alive: () => session.isStarting && session.isPublishing,
      cut: () => session.reject(),
    };
    let accepted = false;
    try {
      accepted = streamKey !== null && handlers.onPublish(publisher);
    } catch (error) {
      handlers.warn('Refus de publication RTMP sur erreur', { error: (error as Error).message });
    }
    if (!accepted) session.reject();
    else publishers.add(id);
  };
  const onDonePublish = (id: string): void => {
    if (!publishers.delete(id)) return;
    handlers.onPublishEnd(id);
  };
  const onPrePlay = (id: string, streamPath: string, args: Record<string, unknown>): void => {
    const session = context.sessions.get(id);
    if (!mine.has(id) || !session) return;
    const streamKey = streamKeyOf(streamPath);
    // The token (128 random bits, known to this process and the ffmpeg it starts) is the whole check: the
    // listener may be bound to a non-loopback address, from which our own ffmpeg would not look local.
    if (args.token !== token || streamKey === null) session.reject();
    else players.set(id, streamKey);
  };
  const onDoneConnect = (id: string): void => {
    mine.delete(id);
    players.delete(id);
    if (publishers.delete(id)) handlers.onPublishEnd(id);
  };
  const onError = (...args: unknown[]): void => handlers.warn('node-media-server', { details: args.map(String).join(' ').slice(0, 500) });
  const events: Array<[string, (...args: unknown[]) => void]> = [
    ['prePublish', (id, path) => onPrePublish(String(id), String(path))],
    ['donePublish', (id) => onDonePublish(String(id))],
    ['prePlay', (id, path, args) => onPrePlay(String(id), String(path), (args ?? {}) as Record<string, unknown>)],
    ['doneConnect', (id) => onDoneConnect(String(id))],
    ['errorMessage', onError],
  ];

  return {
    listen(requested, host) {
      for (const [name, listener] of events) context.nodeEvent.on(name, listener);
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(requested, host, () => {
          server.off('error', reject);
          port = (server.address() as net.AddressInfo).port;
          // Bound to every interface: loopback reaches it. Bound to one address: only that one does.
          if (host && !['0.0.0.0', '::', '127.0.0.1', 'localhost'].includes(host)) playHost = host.includes(':') ? `[${host}]` : host;
          resolve(port);
        });
      });
    },
    playUrl: (streamKey) => `rtmp://${playHost}:${port}/${RTMP_APP}/${streamKey}?token=${token}`,
    dropPlayers(streamKey) {
      for (const [id, key] of players) if (key === streamKey) context.sessions.get(id)?.reject();
    },
    async close() {
      for (const [name, listener] of events) context.nodeEvent.off(name, listener);
      for (const id of [...mine]) context.sessions.get(id)?.reject();
      mine.clear();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
