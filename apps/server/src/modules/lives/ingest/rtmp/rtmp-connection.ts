import { randomUUID } from 'node:crypto';
import type net from 'node:net';
import { AmfError, amfField, decodeAmf0, encodeAmf0, type AmfValue } from './amf0.js';
import { ChunkReader, RtmpProtocolError } from './chunk-reader.js';
import { acknowledgement, ChunkStream, command, encodeChunks, onStatus, setChunkSize, setPeerBandwidth, userControl, windowAckSize } from './chunk-writer.js';
import { ServerHandshake } from './handshake.js';
import { MediaInfo, metadataOf } from './media-info.js';
import { MessageType, UserControl, type RtmpMessage } from './message.js';
import type { RelayPlayer, StreamRelay } from './stream-relay.js';

/** What a connection asks of its server: the decisions, and the registry of publishes. */
export interface ConnectionHost {
  /** Synchronous decision on a publish of `name` in `app`; the publish's relay, or null to refuse. */
  publish(connection: RtmpConnection, app: string, name: string): StreamRelay | null;
  /** Synchronous decision on a play; the relay to join, or null to refuse. */
  play(app: string, name: string): StreamRelay | null;
  /** The publish of this relay ended (deleteStream or closeStream of its publisher). */
  unpublish(relay: StreamRelay): void;
  /** The connection is closed (its publish, if any, must end). */
  closed(connection: RtmpConnection): void;
  warn(message: string, details?: Record<string, unknown>): void;
}

/** Our chunk size: a video frame mostly goes in one chunk. */
const OUT_CHUNK_SIZE = 60_000;
/** The acknowledgement window we announce (we never wait for the acknowledgements) and the bandwidth we grant the peer. */
const WINDOW_SIZE = 5_000_000;
const PING_EVERY_MS = 30_000;
/** A peer silent this long (it answers pings when it has nothing else to say) is gone. */
const IDLE_MS = 60_000;
/** A connection neither publishing nor playing for this long is dropped. */
const UNUSED_MS = 30_000;
const TICK_MS = 5000;
/** After we hang up, how long the peer has to read what we last wrote. */
const CLOSE_GRACE_MS = 2000;
/** Bytes waiting to reach a player; past this it cannot keep up and is dropped rather than buffered without end. */
const MAX_PLAYER_BACKLOG = 64 * 1024 * 1024;
const MAX_STREAMS = 8;
/** '@setDataFrame' as AMF0: encoders put it before onMetaData, players must not see it. */
const SET_DATA_FRAME = encodeAmf0('@setDataFrame');

const CSID_BY_TYPE: Readonly<Record<number, number>> = { [MessageType.audio]: ChunkStream.audio, [MessageType.video]: ChunkStream.video, [MessageType.dataAmf0]: ChunkStream.data };

/** One TCP connection from an encoder (publishing) or a local player (ffmpeg reading a publish back). */
export class RtmpConnection implements RelayPlayer {
  readonly id = randomUUID();
  /** What the publisher sends: codec, size, frame rate, bit rate. */
  readonly media = new MediaInfo();
  private readonly handshake = new ServerHandshake();
  private readonly reader = new ChunkReader();
  private outChunkSize = 128;
  private app: string | null = null;
  private nextStreamId = 1;
  private publishing: { streamId: number; relay: StreamRelay } | null = null;
  private playing: { streamId: number; relay: StreamRelay } | null = null;
  private bytesIn = 0;
  private bytesAcked = 0;
  private peerWindow = 0;
  private lastDataAt = Date.now();
  private unusedSince = Date.now();
  private lastPingAt = Date.now();
  private readonly timer: NodeJS.Timeout;
  private open = true;

  constructor(
    private readonly socket: net.Socket,
    private readonly host: ConnectionHost,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (data: Buffer) => this.onData(data));
    socket.on('close', () => this.close());
    // A reset is how encoders often leave; 'close' follows and ends the publish.
    socket.on('error', () => {});
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  get isOpen(): boolean {
    return this.open;
  }

  /** Hangs up: the publish or play ends now, the socket once what was written has gone (or after a grace). Idempotent. */
  close(): void {
    if (!this.open) return;
    this.open = false;
    clearInterval(this.timer);
    this.playing?.relay.leave(this);
    this.playing = null;
    this.publishing = null;
    this.host.closed(this);
    if (this.socket.destroyed) return;
    this.socket.end(() => this.socket.destroy());
    setTimeout(() => this.socket.destroy(), CLOSE_GRACE_MS).unref();
  }

  send(message: RtmpMessage): void {
    if (!this.open || !this.playing) return;
    this.write(CSID_BY_TYPE[message.type] ?? ChunkStream.data, { ...message, streamId: this.playing.streamId });
    if (this.socket.writableLength > MAX_PLAYER_BACKLOG) {
      this.host.warn('Lecteur RTMP trop lent, déconnecté', { backlogBytes: this.socket.writableLength });
      this.close();
    }
  }

  unpublished(): void {
    const playing = this.playing;
    if (!this.open || !playing) return;
    // ffmpeg ends its input on UnpublishNotify, then finds the connection closed.
    this.write(ChunkStream.control, userControl(UserControl.streamEof, playing.streamId));
    this.write(ChunkStream.command, onStatus(playing.streamId, 'status', 'NetStream.Play.UnpublishNotify', 'Publication terminée'));
    this.close();
  }

  private write(csid: number, message: RtmpMessage): void {
    if (this.socket.writable) this.socket.write(encodeChunks(csid, message, this.outChunkSize));
  }

  private onData(data: Buffer): void {
    if (!this.open) return;
    this.lastDataAt = Date.now();
    this.bytesIn += data.length;
    this.media.onBytes(data.length, this.lastDataAt);
    try {
      let chunks: Buffer | null = data;
      if (!this.handshake.done) {
        const { reply, rest } = this.handshake.push(data);
        if (reply && this.socket.writable) this.socket.write(reply);
        chunks = rest;
      }
      if (chunks && chunks.length > 0) {
        for (const message of this.reader.push(chunks)) {
          if (!this.open) return;
          this.onMessage(message);
        }
      }
    } catch (error) {
      // One connection's trouble never reaches the process: it is logged and that connection dropped.
      const protocol = error instanceof RtmpProtocolError || error instanceof AmfError;
      this.host.warn(protocol ? 'Connexion RTMP fermée sur erreur de protocole' : 'Connexion RTMP fermée sur erreur', { error: String(error) });
      this.close();
      return;
    }
    if (this.peerWindow > 0 && this.bytesIn - this.bytesAcked >= this.peerWindow) {
      this.bytesAcked = this.bytesIn;
      this.write(ChunkStream.control, acknowledgement(this.bytesIn));
    }
  }

  private onMessage(message: RtmpMessage): void {
    const { type, payload } = message;
    if (type === MessageType.commandAmf0 || type === MessageType.commandAmf3) {
      // An AMF3 command message starts with a format byte, then (from encoders) AMF0 values.
      this.onCommand(decodeAmf0(type === MessageType.commandAmf3 ? payload.subarray(1) : payload), message.streamId);
    } else if (type === MessageType.windowAckSize && payload.length >= 4) {
      this.peerWindow = payload.readUInt32BE(0);
    } else if (type === MessageType.userControl && payload.length >= 6 && payload.readUInt16BE(0) === UserControl.pingRequest) {
      this.write(ChunkStream.control, userControl(UserControl.pingResponse, payload.readUInt32BE(2)));
    } else if (this.publishing && message.streamId === this.publishing.streamId) {
      this.onPublisherMedia(message, this.publishing.relay);
    }
  }

  private onPublisherMedia(message: RtmpMessage, relay: StreamRelay): void {
    if (message.type === MessageType.audio) {
      this.media.onAudio(message.payload);
      relay.forward(message);
    } else if (message.type === MessageType.video) {
      this.media.onVideo(message.payload);
      relay.forward(message);
    } else if (message.type === MessageType.dataAmf0 || message.type === MessageType.dataAmf3) {
      const amf0 = message.type === MessageType.dataAmf3 ? message.payload.subarray(1) : message.payload;
      const payload = amf0.subarray(0, SET_DATA_FRAME.length).equals(SET_DATA_FRAME) ? amf0.subarray(SET_DATA_FRAME.length) : amf0;
      let values: AmfValue[];
      try {
        values = decodeAmf0(payload);
      } catch {
        return; // a data message we cannot read is not passed on
      }
      const metadata = metadataOf(values);
      if (metadata !== undefined) this.media.onMetadata(metadata);
      relay.forward({ ...message, type: MessageType.dataAmf0, payload }, metadata !== undefined);
    }
  }

  private onCommand(values: AmfValue[], streamId: number): void {
    const [name, transactionId] = values;
    const transaction = typeof transactionId === 'number' ? transactionId : 0;
    switch (name) {
      case 'connect':
        return this.onConnect(values[2], transaction);
      case 'createStream':
        if (this.app === null || this.nextStreamId > MAX_STREAMS) throw new RtmpProtocolError('createStream refusé');
        this.write(ChunkStream.command, command(0, '_result', transaction, null, this.nextStreamId));
        this.nextStreamId += 1;
        return;
      case 'publish':
        return this.onPublish(typeof values[3] === 'string' ? values[3] : '', streamId);
      case 'play':
        return this.onPlay(typeof values[3] === 'string' ? values[3] : '', streamId);
      case 'deleteStream':
        return this.endStream(typeof values[3] === 'number' ? values[3] : -1);
      case 'closeStream':
        return this.endStream(streamId);
      default:
        // releaseStream, FCPublish, FCUnpublish, getStreamLength, _checkbw, replies: nothing to do.
        return;
    }
  }

  private onConnect(commandObject: AmfValue, transaction: number): void {
    if (this.app !== null) throw new RtmpProtocolError('connect répété');
    const app = amfField(commandObject, 'app');
    this.app = typeof app === 'string' ? app : '';
    this.write(ChunkStream.control, windowAckSize(WINDOW_SIZE));
    this.write(ChunkStream.control, setPeerBandwidth(WINDOW_SIZE));
    this.write(ChunkStream.control, setChunkSize(OUT_CHUNK_SIZE));
    this.outChunkSize = OUT_CHUNK_SIZE;
    const result = { level: 'status', code: 'NetConnection.Connect.Success', description: 'Connexion acceptée', objectEncoding: 0 };
    this.write(ChunkStream.command, command(0, '_result', transaction, { fmsVer: 'FMS/3,0,1,123', capabilities: 31 }, result));
  }

  /**
   * The key is checked here, synchronously, before anything is answered: a refused publish gets
   * NetStream.Publish.BadName and the connection closes, never Publish.Start first (an encoder
   * told it is live and then dropped believes it is live, then reconnects in a loop).
   */
  private onPublish(name: string, streamId: number): void {
    const app = this.appToStartIn();
    const relay = app === null ? null : this.host.publish(this, app, name);
    if (!this.answer(streamId, relay, ['NetStream.Publish.BadName', 'Publication refusée'], [['NetStream.Publish.Start', 'Publication commencée']])) return;
    this.publishing = { streamId, relay };
  }

  private onPlay(name: string, streamId: number): void {
    const app = this.appToStartIn();
    const relay = app === null ? null : this.host.play(app, name);
    const started: Array<[string, string]> = [
      ['NetStream.Play.Reset', 'Lecture depuis le début'],
      ['NetStream.Play.Start', 'Lecture commencée'],
    ];
    if (!this.answer(streamId, relay, ['NetStream.Play.StreamNotFound', 'Flux introuvable'], started)) return;
    this.playing = { streamId, relay };
    relay.join(this);
  }

  /** The connected app, when this connection may start a publish or a play (one at a time). */
  private appToStartIn(): string | null {
    return this.publishing || this.playing ? null : this.app;
  }

  /** Answers a publish or play the server decided on: its refusal then hang up, or stream begin and the statuses of a start. */
  private answer(streamId: number, relay: StreamRelay | null, refusal: [string, string], started: Array<[string, string]>): relay is StreamRelay {
    if (!relay || !this.open) {
      this.write(ChunkStream.command, onStatus(streamId, 'error', ...refusal));
      this.close();
      return false;
    }
    this.write(ChunkStream.control, userControl(UserControl.streamBegin, streamId));
    for (const [code, description] of started) this.write(ChunkStream.command, onStatus(streamId, 'status', code, description));
    return true;
  }

  private endStream(streamId: number): void {
    if (this.publishing?.streamId === streamId) {
      const { relay } = this.publishing;
      this.publishing = null;
      this.unusedSince = Date.now();
      this.host.unpublish(relay);
    } else if (this.playing?.streamId === streamId) {
      this.playing.relay.leave(this);
      this.playing = null;
      this.unusedSince = Date.now();
    }
  }

  /** Pings, and drops a peer gone silent or a connection left unused. */
  private tick(): void {
    const now = Date.now();
    if (now - this.lastDataAt > IDLE_MS || (!this.publishing && !this.playing && now - this.unusedSince > UNUSED_MS)) {
      this.close();
      return;
    }
    if (this.handshake.done && now - this.lastPingAt >= PING_EVERY_MS) {
      this.lastPingAt = now;
      this.write(ChunkStream.control, userControl(UserControl.pingRequest, now));
    }
  }
}
