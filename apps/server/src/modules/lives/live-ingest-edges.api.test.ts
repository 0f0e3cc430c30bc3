import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { apiPaths, type LiveIngest, type LiveStream, liveServerMessages, pathTo } from '@kora/shared';
import { type Agent, signedInAgent } from '../../../test/agent.js';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { until } from '../../../test/until.js';

/*
 * The edges of going live, through the whole application: an encoder that never comes back ends
 * the live by itself after the grace period (and the replay follows); the browser path (a real
 * WebSocket sending WebM chunks, as MediaRecorder does) is for the live's owner, on air, from our
 * own origin, and puts the picture on air; the capacity of the process is stated in French.
 */
let t: TestApp;
let base: string;
let admin: Agent;
let creator: Agent;
let webm: Buffer;

async function approvedLive(agent: Agent, title: string): Promise<{ live: LiveStream; ingest: LiveIngest }> {
  const { body: live } = await agent.post<LiveStream>(apiPaths.liveStreams, { title, description: '', category: 'Art', ageRating: 'tous' });
  if (live.status === 'pending') expect((await admin.post(pathTo(apiPaths.adminApproveLive, { id: live.id }))).status).toBe(200);
  return { live, ingest: (await agent.get<LiveIngest>(pathTo(apiPaths.liveIngest, { id: live.id }))).body };
}

function run(args: string[]): Promise<number | null> {
  const child = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', ...args], { stdio: 'ignore' });
  return new Promise((resolve) => child.once('exit', resolve));
}

function socketFor(agent: Agent, liveId: string, origin = new URL(base).origin) {
  return new WebSocket(`${base.replace(/^http/, 'ws')}${pathTo(apiPaths.liveBrowserIngest, { id: liveId })}`, { headers: { cookie: `kora_sid=${agent.cookie()}`, origin } });
}

beforeAll(async () => {
  t = await createTestApp({ MAX_LIVE_TRANSCODES: '1', LIVE_RECONNECT_GRACE_SECONDS: '2' });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'admin' }));
  creator = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'creator' }));
  // What Chromium's MediaRecorder sends: WebM with VP8 and Opus (6 s, small).
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-webm-'));
  const file = path.join(dir, 'camera.webm');
  expect(await run(['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=15', '-f', 'lavfi', '-i', 'sine=frequency=330', '-t', '6', '-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '300k', '-g', '30', '-c:a', 'libopus', file])).toBe(0);
  webm = await fs.readFile(file);
  await fs.rm(dir, { recursive: true, force: true });
}, 60_000);
afterAll(() => t.close());

describe('an encoder that never comes back', () => {
  it('ends the live after the grace period, and its replay is published', async () => {
    const { live, ingest } = await approvedLive(creator, 'Coupure');
    const url = `${ingest.rtmpUrl.replace('kora.test', '127.0.0.1')}/${ingest.streamKey}`;
    // Four seconds of pattern, then the encoder goes away for good.
    await run(['-re', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=15', '-f', 'lavfi', '-i', 'sine', '-t', '4', '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '30', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'flv', url]);
    const ended = await until('end by itself', async () => (await creator.get<LiveStream>(pathTo(apiPaths.liveStream, { id: live.id }))).body, (l) => l.phase === 'ended' && l.replayVideoId !== null);
    expect(ended.signal).toBeNull();
    expect((await creator.get(pathTo(apiPaths.video, { id: ended.replayVideoId ?? '' }))).body).toMatchObject({ status: 'ready' });
  }, 60_000);
});

describe('going live from the browser', () => {
  it('refuses the socket before the upgrade to others, off air, and from another origin', async () => {
    const { live } = await approvedLive(creator, 'Navigateur');
    const refusal = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)).once('open', () => resolve(101)));
    expect(await refusal(socketFor(creator, live.id))).toBe(409); // not on air yet
    expect((await creator.post(pathTo(apiPaths.liveStart, { id: live.id }))).status).toBe(200);
    const other = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'creator' }));
    expect(await refusal(socketFor(other, live.id))).toBe(403);
    expect(await refusal(socketFor(creator, live.id, 'https://evil.example'))).toBe(403);
    expect((await creator.post(pathTo(apiPaths.liveStop, { id: live.id }))).status).toBe(200);
  });

  it('puts WebM chunks on air, then a second live finds the process full', async () => {
    const { live } = await approvedLive(creator, 'Caméra');
    await creator.post(pathTo(apiPaths.liveStart, { id: live.id }));
    const socket = socketFor(creator, live.id);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    // Chunks of ~16 KB, as a MediaRecorder timeslice would give, at about real time.
    for (let offset = 0; offset < webm.length; offset += 16_384) {
      socket.send(webm.subarray(offset, offset + 16_384));
      await new Promise((r) => setTimeout(r, 50));
    }
    await until('signal', async () => (await creator.get<LiveStream>(pathTo(apiPaths.liveStream, { id: live.id }))).body.signal, (s) => s === 'receiving');

    // MAX_LIVE_TRANSCODES=1: another creator's live cannot start transcoding here.
    const other = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'creator' }));
    const { live: second } = await approvedLive(other, 'De trop');
    await other.post(pathTo(apiPaths.liveStart, { id: second.id }));
    const full = socketFor(other, second.id);
    const closed = await new Promise<{ code: number; reason: string }>((resolve) => full.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    expect(closed.reason).toBe(liveServerMessages.capacityFull);
    socket.close();
    expect((await creator.post(pathTo(apiPaths.liveStop, { id: live.id }))).status).toBe(200);
  }, 60_000);
});
