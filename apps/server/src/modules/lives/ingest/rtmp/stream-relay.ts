import { isAacSequenceHeader, isAvcSequenceHeader, isKeyFrame } from './media-info.js';
import { MessageType, type RtmpMessage } from './message.js';

/** A local player of a publish (the ffmpeg that transcodes it). */
export interface RelayPlayer {
  /** Writes one message of the publish, its timestamp kept, on the player's own stream. */
  send(message: RtmpMessage): void;
  /** The publish ended: the player is told, then hung up on. */
  unpublished(): void;
  /** Hangs up on the player. */
  close(): void;
}

/**
 * Frames kept since the last key frame, so that a player joining mid-publish starts decoding at
 * once instead of waiting for the next key frame. An encoder with a very long key frame interval
 * would make this grow without end: past these bounds nothing is kept until the next key frame.
 */
const MAX_GOP_MESSAGES = 2048;
const MAX_GOP_BYTES = 16 * 1024 * 1024;

/**
 * One publish and its players: what the publisher sends goes to every player, and a player that
 * joins late first gets the metadata, both sequence headers and the current group of pictures.
 */
export class StreamRelay {
  readonly players = new Set<RelayPlayer>();
  private metadata: RtmpMessage | null = null;
  private audioHeader: RtmpMessage | null = null;
  private videoHeader: RtmpMessage | null = null;
  private gop: RtmpMessage[] = [];
  private gopBytes = 0;
  private ended = false;

  constructor(
    readonly streamKey: string,
    /** The publishing connection's id. */
    readonly publisherId: string,
  ) {}

  /** Still receiving: neither unpublished nor cut. */
  get live(): boolean {
    return !this.ended;
  }

  /** One message of the publisher: audio, video, or onMetaData (`isMetadata`) and other data. */
  forward(message: RtmpMessage, isMetadata = false): void {
    if (this.ended) return;
    if (isMetadata) this.metadata = message;
    else if (message.type === MessageType.audio && isAacSequenceHeader(message.payload)) this.audioHeader = message;
    else if (message.type === MessageType.video && isAvcSequenceHeader(message.payload)) this.videoHeader = message;
    else if (message.type === MessageType.video || message.type === MessageType.audio) this.keep(message);
    for (const player of this.players) player.send(message);
  }

  private keep(message: RtmpMessage): void {
    if (message.type === MessageType.video && isKeyFrame(message.payload)) {
      this.gop = [];
      this.gopBytes = 0;
    } else if (this.gop.length === 0) {
      return; // nothing is kept before the first key frame
    }
    this.gop.push(message);
    this.gopBytes += message.payload.length;
    if (this.gop.length > MAX_GOP_MESSAGES || this.gopBytes > MAX_GOP_BYTES) {
      this.gop = [];
      this.gopBytes = 0;
    }
  }

  join(player: RelayPlayer): void {
    for (const message of [this.metadata, this.audioHeader, this.videoHeader, ...this.gop]) if (message) player.send(message);
    this.players.add(player);
  }

  leave(player: RelayPlayer): void {
    this.players.delete(player);
  }

  /** The publish is over: players are told and let go, caches dropped. Idempotent. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.metadata = this.audioHeader = this.videoHeader = null;
    this.gop = [];
    const players = [...this.players];
    this.players.clear();
    for (const player of players) player.unpublished();
  }
}
