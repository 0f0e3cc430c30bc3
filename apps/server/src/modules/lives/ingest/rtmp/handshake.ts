import { randomBytes } from 'node:crypto';
import { RtmpProtocolError } from './chunk-reader.js';

/**
 * The server side of the RTMP handshake, in its plain form: C0 (version 3) and C1 (time, zero,
 * 1528 random bytes) in; S0, S1 (ours) and S2 (a copy of C1) out; then C2, which is not checked.
 * S1's second field is zero, which tells clients that no digest is offered: ffmpeg then checks
 * nothing, and librtmp (OBS) only does for Flash-verified connections, which encoders do not use.
 */

export const HANDSHAKE_SIZE = 1536;
const RTMP_VERSION = 3;

export class ServerHandshake {
  private received: Buffer = Buffer.alloc(0);
  private step: 'c0c1' | 'c2' | 'done' = 'c0c1';

  get done(): boolean {
    return this.step === 'done';
  }

  /**
   * Takes bytes from the client. Returns what to send back (S0+S1+S2 once C0+C1 are in) and,
   * once C2 is in, the bytes that followed it (the first chunks). Throws on another version.
   */
  push(data: Buffer): { reply: Buffer | null; rest: Buffer | null } {
    this.received = this.received.length > 0 ? Buffer.concat([this.received, data]) : data;
    let reply: Buffer | null = null;
    if (this.step === 'c0c1' && this.received.length >= 1 + HANDSHAKE_SIZE) {
      const version = this.received.readUInt8(0);
      if (version !== RTMP_VERSION) throw new RtmpProtocolError(`version RTMP ${version} non prise en charge`);
      const c1 = this.received.subarray(1, 1 + HANDSHAKE_SIZE);
      // Time 0 (the epoch of our timestamps), zero, random bytes.
      const s1 = Buffer.alloc(HANDSHAKE_SIZE);
      randomBytes(HANDSHAKE_SIZE - 8).copy(s1, 8);
      reply = Buffer.concat([Buffer.of(RTMP_VERSION), s1, c1]);
      this.received = this.received.subarray(1 + HANDSHAKE_SIZE);
      this.step = 'c2';
    }
    if (this.step === 'c2' && this.received.length >= HANDSHAKE_SIZE) {
      const rest = this.received.subarray(HANDSHAKE_SIZE);
      this.received = Buffer.alloc(0);
      this.step = 'done';
      return { reply, rest };
    }
    return { reply, rest: null };
  }
}
