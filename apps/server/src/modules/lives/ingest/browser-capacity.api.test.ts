import { once } from 'node:events';
import { open, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { liveServerMessages } from '@kora/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { runFfmpeg } from '../../../media/ffmpeg.js';
import { parseMediaPlaylist } from '../../../media/hls-playlist.js';
import { BROWSER_CLOSE, IngestFullError } from './errors.js';
import { publishRtmp, readText, startIngest, waitFor, type IngestKit, type Publisher } from '../../../../test/kits/ingest-kit.js';

/** What MediaRecorder sends, made ahead: a short WebM (VP8 or H.264, with Opus), written live-style (no cues). */
async function makeRecording(file: string, codec: 'vp8' | 'h264'): Promise<void> {
  const video = codec === 'vp8' ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '400k'] : ['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '50'];
  await runFfmpeg([
    '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000',
    '-t', '7', ...video, '-c:a', 'libopus', '-b:a', '48k', '-f', codec === 'vp8' ? 'webm' : 'matroska', '-live', '1', file,
  ]);
}

/** Sends a file over a WebSocket in ~250 ms chunks at about real time (MediaRecorder with a timeslice), as fast as asked. */
async function sendFile(socket: WebSocket, file: string, bytesPerSecond: number): Promise<void> {
  const handle = await open(file);
  try {
    const chunk = Math.ceil(bytesPerSecond / 4);
    for (let position = 0; ; position += chunk) {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(chunk), 0, chunk, position);
      if (bytesRead === 0 || socket.readyState !== WebSocket.OPEN) return;
      socket.send(buffer.subarray(0, bytesRead));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await handle.close();
  }
}

describe('live ingest from the browser, and capacity', () => {
  let kit: IngestKit;
  let http: Server;
  let url: string;
  let vp8: string;
  let h264: string;
  const publishers: Publisher[] = [];
  const sockets: WebSocket[] = [];

  const connect = async (liveId: string) => {
    const socket = new WebSocket(`${url}/${liveId}`);
    sockets.push(socket);
    await once(socket, 'open');
    return socket;
  };
  const closeOf = (socket: WebSocket) =>
    new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })));
  const segmentCount = async (liveId: string, rendition: string) => {
    const text = await readText(kit.root, `lives/${liveId}/hls/${rendition}/index.m3u8`);
    return text ? parseMediaPlaylist(text).segments.length : 0;
  };

  beforeAll(async () => {
    kit = await startIngest({ maxTranscodes: 1 });
    vp8 = join(kit.dir, 'camera.webm');
    h264 = join(kit.dir, 'camera-h264.mkv');
    await Promise.all([makeRecording(vp8, 'vp8'), makeRecording(h264, 'h264')]);
    // The caller's part: authenticate, then hand the socket over (here: the path names the live).
    http = createServer();
    const wss = new WebSocketServer({ server: http });
    wss.on('connection', (socket, request) => kit.ingest.acceptBrowserSocket(request.url!.slice(1), socket));
    http.listen(0, '127.0.0.1');
    await once(http, 'listening');
    url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    sockets.splice(0).forEach((s) => s.terminate());
    await Promise.all(publishers.splice(0).map((p) => p.kill()));
  });
  afterAll(async () => {
    await kit.cleanup();
    http.closeAllConnections();
    await new Promise((resolve) => http.close(resolve));
  });

  it('transcodes VP8 chunks from a WebSocket into the ladder, and the live waits for the browser when it leaves', async () => {
    const socket = await connect('live-vp8');
    const size = (await readFile(vp8)).length;
    const sending = sendFile(socket, vp8, size / 7);
    await waitFor('receiving', () => kit.gate.signals.some((s) => s.liveId === 'live-vp8' && s.signal === 'receiving'));
    await waitFor('two segments', async () => (await segmentCount('live-vp8', '144p')) >= 2);
    expect(await readText(kit.root, 'lives/live-vp8/hls/master.m3u8')).toContain('144p/index.m3u8');
    await sending;
    socket.close(1000);
    await waitFor('reconnecting', () => kit.gate.signals.some((s) => s.liveId === 'live-vp8' && s.signal === 'reconnecting'));

    // Capacity is one live and live-vp8 is in its grace period: another live is refused, over RTMP and from a browser.
    expect(() => kit.ingest.assertCapacity('live-other')).toThrow(IngestFullError);
    expect(() => kit.ingest.assertCapacity('live-vp8')).not.toThrow();
    const other = await connect('live-other');
    expect(await closeOf(other)).toEqual({ code: BROWSER_CLOSE.tryAgainLater, reason: liveServerMessages.capacityFull });
    kit.gate.keys.set('key-full', 'live-full');
    const refused = publishRtmp(`rtmp://127.0.0.1:${kit.port}/live/key-full`, { seconds: 5 });
    publishers.push(refused);
    expect(await refused.exited).not.toBe(0);

    const recording = await kit.ingest.stop('live-vp8');
    expect(recording?.renditions.map((r) => r.id)).toEqual(['144p', 'audio']);
    expect(recording!.durationSeconds).toBeGreaterThan(5);
  });

  it('takes H.264 in WebM too, refuses a second browser on a live already receiving, and closes the socket on stop', async () => {
    const socket = await connect('live-h264');
    const closed = closeOf(socket);
    const size = (await readFile(h264)).length;
    void sendFile(socket, h264, size / 7);
    await waitFor('receiving', () => kit.gate.signals.some((s) => s.liveId === 'live-h264' && s.signal === 'receiving'));
    const second = await connect('live-h264');
    expect(await closeOf(second)).toEqual({ code: BROWSER_CLOSE.refused, reason: liveServerMessages.alreadyLive });
    await kit.ingest.stop('live-h264');
    expect(await closed).toEqual({ code: BROWSER_CLOSE.normal, reason: liveServerMessages.alreadyEnded });
    expect(await readText(kit.root, 'lives/live-h264/hls/audio/index.m3u8')).toContain('#EXT-X-ENDLIST');
  });

  it('closes a socket that sends something other than WebM', async () => {
    const socket = await connect('live-junk');
    const closed = closeOf(socket);
    socket.send(Buffer.from('this is not a webm stream at all'));
    expect((await closed).code).toBe(BROWSER_CLOSE.unsupported);
    expect(kit.ingest.active()).toEqual([]);
  });
});
