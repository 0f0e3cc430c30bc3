import { type ChildProcess, spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type AuthUser, type LiveIngest, type LivePlayback, type LiveStream, pathTo, type Video } from '@kora/shared';
import { type Agent, signedInAgent } from '../../../test/agent.js';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { until } from '../../../test/until.js';
import { createMediaGrants } from '../playback/media-grants.js';

/*
 * Going live with real clients, through the whole application: ffmpeg publishes a test pattern
 * over RTMP with the live's key, the live goes on air, ffprobe reads every rendition through
 * the signed URLs a premium viewer gets, a free viewer is refused the same files; wrong keys, a
 * pending live's key and a second publish are refused; a dropped encoder that comes back resumes
 * the same live; stop publishes the replay as a ready video of the live's length.
 */
let t: TestApp;
let base: string;
let admin: Agent;
let creator: Agent;
let creatorId: string;
let premium: Agent;
let free: Agent;
const publishers = new Set<ChildProcess>();

/** A publishing encoder: a 426×240 test pattern with a tone, in real time, until killed. Tracks the media time it sent. */
function publish(url: string) {
  const child = spawn('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1',
    '-re', '-f', 'lavfi', '-i', 'testsrc2=size=426x240:rate=15',
    '-re', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '30', '-pix_fmt', 'yuv420p', '-b:v', '250k',
    '-c:a', 'aac', '-b:a', '48k', '-f', 'flv', url,
  ], { stdio: ['ignore', 'pipe', 'pipe'] });
  publishers.add(child);
  const state = { sentSeconds: 0, exited: new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))) };
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    for (const m of text.matchAll(/out_time_us=(\d+)/g)) state.sentSeconds = Number(m[1]) / 1e6;
  });
  child.stderr.resume();
  void state.exited.then(() => publishers.delete(child));
  return { child, state };
}

/** The streams ffprobe reads from a URL (a live playlist has no duration, so probe() would refuse it). */
async function probeStreams(url: string): Promise<Array<{ codec_type: string; height?: number; formatDuration?: string }>> {
  const child = spawn('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', url], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (out += text));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code, url).toBe(0);
  const parsed = JSON.parse(out) as { streams: Array<{ codec_type: string; height?: number }>; format: { duration?: string } };
  return parsed.streams.map((stream) => ({ ...stream, formatDuration: parsed.format.duration }));
}

const liveOf = (id: string) => async () => (await creator.get<LiveStream>(pathTo(apiPaths.liveStream, { id }))).body;

async function approvedLive(title: string, requiredTier = 'premium'): Promise<{ live: LiveStream; ingest: LiveIngest; url: string }> {
  const { body: live } = await creator.post<LiveStream>(apiPaths.liveStreams, { title, description: 'Test', category: 'Éducation', requiredTier, ageRating: '10' });
  expect((await admin.post(pathTo(apiPaths.adminApproveLive, { id: live.id }))).status).toBe(200);
  const { body: ingest } = await creator.get<LiveIngest>(pathTo(apiPaths.liveIngest, { id: live.id }));
  return { live, ingest, url: `${ingest.rtmpUrl.replace('kora.test', '127.0.0.1')}/${ingest.streamKey}` };
}

beforeAll(async () => {
  t = await createTestApp({ MAX_LIVE_TRANSCODES: '2' });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'admin' }));
  const creatorUser = await createUser(t.database.db, { accountType: 'creator' });
  creatorId = creatorUser.id;
  creator = await signedInAgent(t.app, creatorUser);
  premium = await signedInAgent(t.app, await createUser(t.database.db, { tier: 'premium', status: 'active' }));
  free = await signedInAgent(t.app, await createUser(t.database.db, { tier: 'free' }));
}, 60_000);
afterAll(async () => {
  for (const child of publishers) child.kill('SIGKILL');
  await t.close();
});

describe('a live from an RTMP encoder', () => {
  it('goes on air, plays for those who may watch, resumes after a drop, and becomes a replay', async () => {
    const { live, url } = await approvedLive('Mire en direct');
    const first = publish(url);
    // The encoder publishing puts the approved live on air by itself; the first segments make it "receiving".
    await until('signal', liveOf(live.id), (l) => l.isLive && l.signal === 'receiving');
    // On air by the encoder alone, the creator's followers are told (one job, keyed by the live).
    const { rows: told } = await t.database.db.execute<{ data: { kind: string; to: unknown } }>(sql`select data from pgboss.job where name = 'notification.fanout' and data->>'key' = ${`live:${live.id}`}`);
    expect(told.map((r) => [r.data.kind, r.data.to])).toEqual([['live_started', { followersOf: creatorId }]]);
    // On air, its cards show a frame of the stream, public like a shared link's picture.
    const pictured = await until('picture', liveOf(live.id), (l) => l.thumbnailUrl?.startsWith(pathTo(apiPaths.liveShareImage, { id: live.id })) ?? false);
    const picture = await fetch(`${base}${pictured.thumbnailUrl}`);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect([...new Uint8Array(await picture.arrayBuffer()).slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    const playback = await premium.get<LivePlayback>(pathTo(apiPaths.livePlayback, { id: live.id }));
    expect(playback.status).toBe(200);
    expect(playback.body.renditions.map((r) => r.id)).toEqual(['144p', '240p', 'audio']);
    const master = `${base}${playback.body.masterUrl}`;
    for (const rendition of playback.body.renditions) {
      const streams = await probeStreams(master.replace(/master\.m3u8$/, `${rendition.id}/index.m3u8`));
      expect(streams.some((s) => s.codec_type === 'audio'), rendition.id).toBe(true);
      const video = streams.find((s) => s.codec_type === 'video');
      expect(video?.height ?? null, rendition.id).toBe(rendition.height);
    }

    // A free viewer: refused by the API, and by every media request even with a URL signed for them.
    expect((await free.get(pathTo(apiPaths.livePlayback, { id: live.id }))).body).toMatchObject({ code: 'tier_required' });
    const freeProfile = (await free.get<AuthUser>(apiPaths.authUser)).body.profile;
    const { prefix } = createMediaGrants(t.installation.mediaSecret).grant({ kind: 'live', id: live.id }, freeProfile.id, 10);
    const playlist = await (await fetch(`${master}`.replace(/master\.m3u8$/, '144p/index.m3u8'))).text();
    const segment = playlist.split('\n').find((line) => line.endsWith('.ts'))!;
    expect((await fetch(`${base}${prefix}/144p/index.m3u8`)).status).toBe(403);
    expect((await fetch(`${base}${prefix}/144p/${segment}`)).status).toBe(403);
    expect((await fetch(master.replace(/master\.m3u8$/, `144p/${segment}`))).status).toBe(200);

    // A second encoder on the same key is refused while the first publishes.
    const second = publish(url);
    expect(await second.state.exited).not.toBe(0);
    expect((await liveOf(live.id)()).signal).toBe('receiving');

    // The encoder drops, then comes back within the grace period: the same live carries on.
    first.child.kill('SIGKILL');
    await until('drop', liveOf(live.id), (l) => l.signal === 'reconnecting');
    expect((await liveOf(live.id)()).isLive).toBe(true);
    const again = publish(url);
    await until('resume', liveOf(live.id), (l) => l.signal === 'receiving');
    await until('some more media', async () => again.state.sentSeconds, (s) => s >= 4);
    // The encoder stops, then the creator ends the live: what it sent is then all there is to record (measured
    // before the stop while it still sent, a busy machine left seconds between the two).
    again.child.kill('SIGKILL');
    await until('drop again', liveOf(live.id), (l) => l.signal === 'reconnecting');
    const sent = first.state.sentSeconds + again.state.sentSeconds;

    // Stop: the live ends for good and its recording becomes a ready video of its creator, of the live's length.
    expect((await creator.post(pathTo(apiPaths.liveStop, { id: live.id }))).status).toBe(200);
    const ended = await until('replay', liveOf(live.id), (l) => l.replayVideoId !== null, 60_000);
    expect(ended.phase).toBe('ended');
    // Ended, it shows its replay's poster: the frame was of a live that is no longer on.
    expect(ended.thumbnailUrl).toBe(`/media/posters/${ended.replayVideoId}.jpg`);
    const replay = await premium.get<Video>(pathTo(apiPaths.video, { id: ended.replayVideoId ?? '' }));
    expect(replay.body).toMatchObject({ status: 'ready', requiredTier: 'premium', category: 'Éducation', title: 'Mire en direct', replayOf: live.id });
    expect(Math.abs(replay.body.duration - sent), `replay ${replay.body.duration} s, sent ${sent.toFixed(1)} s`).toBeLessThanOrEqual(2 + 1);
    const replayPlayback = await premium.get<{ masterUrl: string }>(pathTo(apiPaths.playback, { id: ended.replayVideoId ?? '' }));
    const replayMedia = await probeStreams(`${base}${replayPlayback.body.masterUrl.replace(/master\.m3u8$/, '240p/index.m3u8')}`);
    const replayVideo = replayMedia.find((s) => s.codec_type === 'video');
    expect(replayVideo?.height).toBe(240);
    expect(Math.abs(Number(replayVideo?.formatDuration) - replay.body.duration)).toBeLessThanOrEqual(1);
    again.child.kill('SIGKILL');

    // The creator may take the replay out of the catalogue, and put it back; nobody else may.
    const replayPath = pathTo(apiPaths.creatorVideoPublication, { id: ended.replayVideoId ?? '' });
    const stranger = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'creator' }));
    expect((await stranger.patch(replayPath, { published: false })).status).toBe(403);
    expect((await creator.patch(replayPath, { published: 'non' })).status).toBe(400);
    expect((await creator.patch(replayPath, { published: false })).body).toMatchObject({ published: false, status: 'ready' });
    expect((await premium.get(pathTo(apiPaths.video, { id: ended.replayVideoId ?? '' }))).status).toBe(404);
    expect((await premium.get(pathTo(apiPaths.playback, { id: ended.replayVideoId ?? '' }))).status).toBe(404);
    expect((await premium.get<Video[]>(apiPaths.videos)).body.map((v) => v.id)).not.toContain(ended.replayVideoId);
    expect((await creator.patch(replayPath, { published: true })).status).toBe(200);
    expect((await premium.get(pathTo(apiPaths.playback, { id: ended.replayVideoId ?? '' }))).status).toBe(200);
  }, 120_000);

  it('refuses a wrong key and the key of a live not approved', async () => {
    const { live, ingest } = await approvedLive('Clé à tester');
    const wrong = publish(`${ingest.rtmpUrl.replace('kora.test', '127.0.0.1')}/${'x'.repeat(32)}`);
    expect(await wrong.state.exited).not.toBe(0);
    const { body: pending } = await creator.post<LiveStream>(apiPaths.liveStreams, { title: 'En attente', description: '', category: 'Art', ageRating: 'tous' });
    const { body: pendingIngest } = await creator.get<LiveIngest>(pathTo(apiPaths.liveIngest, { id: pending.id }));
    const refused = publish(`${pendingIngest.rtmpUrl.replace('kora.test', '127.0.0.1')}/${pendingIngest.streamKey}`);
    expect(await refused.state.exited).not.toBe(0);
    expect((await liveOf(pending.id)()).isLive).toBe(false);
    expect((await liveOf(live.id)()).isLive).toBe(false);
  }, 60_000);
});
