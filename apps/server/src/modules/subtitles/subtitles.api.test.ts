import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type DownloadGrant, type DownloadOptions, pathTo, type Playback, type SubtitleTrack, type VideoDetail, type VideoSearchResult } from '@kora/shared';
import { type Agent, signedInAgent } from '../../../test/agent.js';
import { createUser, createVideo, makePlayable } from '../../../test/factories.js';
import { createLive, setLiveReplay } from '../../../test/factories/admin.js';
import { firstProfileId } from '../../../test/factories/viewing.js';
import { writeRealHls } from '../../../test/hls-fixture.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { multipartBody } from '../../../test/upload-form.js';
import { seedDemoCatalogue } from '../../db/demo-catalogue.js';
import { seedDemoSubtitles } from '../../db/demo-subtitles.js';
import { adminActions, subtitleCues } from '../../db/schema/index.js';
import { hlsPrefixOf } from '../../storage/media-storage.js';
import { createVideoLifecycleRepository } from '../videos/video-lifecycle.repository.js';
import { createMediaUrlSigner, type MediaUrlSigner } from '../playback/media-url-signer.js';

let t: TestApp;
let signer: MediaUrlSigner;
let creator: Agent;
let otherCreator: Agent;
let admin: Agent;
let viewer: Agent;
let creatorId: string;
let video: string;

const SECONDS = 20;
const srt = (...cues: string[]) => Buffer.from(cues.map((c, i) => `${i + 1}\n${c}\n`).join('\n'));
const FRENCH = srt('00:00:01,000 --> 00:00:03,500\nBonjour à tous', '00:00:09,000 --> 00:00:12,000\nLe baobab pousse lentement au Sénégal');

async function upload(agent: Agent, videoId: string, file: Buffer, fields: Record<string, string> = { language: 'fr' }, name = 'sous-titres.srt') {
  const { body, type } = await multipartBody(fields, { data: file, name, type: 'application/x-subrip' }, 'file');
  const res = await t.app.inject({ method: 'POST', url: pathTo(apiPaths.videoSubtitles, { id: videoId }), payload: body, headers: { 'content-type': type, cookie: `kora_sid=${agent.cookie()}` } });
  return { status: res.statusCode, body: res.json() as SubtitleTrack & { message: string; code: string; fieldErrors?: Record<string, string> } };
}
const get = (url: string) => t.app.inject({ method: 'GET', url });
const playback = async (agent: Agent, id: string) => (await agent.get<Playback>(pathTo(apiPaths.playback, { id }))).body;

async function realVideo(o: { uploadedBy?: string; tier?: 'free' | 'premium'; reviewStatus?: 'pending' } = {}): Promise<string> {
  const row = await createVideo(t.database.db, { title: 'Le baobab', durationSeconds: SECONDS, tier: o.tier ?? 'free', ...(o.uploadedBy ? { uploadedBy: o.uploadedBy } : {}), ...(o.reviewStatus ? { reviewStatus: o.reviewStatus } : {}) });
  await makePlayable(t.database.db, t.config.mediaDir, row.id, { renditions: await writeRealHls(t.config.mediaDir, row.id, SECONDS) });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0' });
  signer = createMediaUrlSigner(t.installation.mediaSecret);
  const creatorUser = await createUser(t.database.db, { accountType: 'creator' });
  creatorId = creatorUser.id;
  creator = await signedInAgent(t.app, creatorUser);
  otherCreator = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'creator' }));
  admin = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'admin' }));
  viewer = await signedInAgent(t.app, await createUser(t.database.db, { tier: 'free' }));
  video = await realVideo({ uploadedBy: creatorId });
});
afterAll(() => t.close());

describe('adding, replacing and removing a track', () => {
  it('takes a creator’s SRT for their video, and serves it in the master playlist, segmented, under the signed URLs', async () => {
    const res = await upload(creator, video, FRENCH, { language: 'fr', label: 'Français (SDH)' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ language: 'fr', label: 'Français (SDH)', cueCount: 2 });

    const played = await playback(viewer, video);
    expect(played.subtitles).toEqual([{ language: 'fr', label: 'Français (SDH)', url: expect.stringMatching(/\/subs-fr\/fr\.vtt$/) }]);
    const master = (await get(played.masterUrl)).body;
    expect(master).toMatch(/#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Français \(SDH\)",LANGUAGE="fr",DEFAULT=NO,AUTOSELECT=NO,URI="subs-fr\/index.m3u8"/);
    expect(master).toMatch(/#EXT-X-STREAM-INF:.*SUBTITLES="subs"/);
    const base = played.masterUrl.replace(/master\.m3u8$/, '');
    const list = await get(`${base}subs-fr/index.m3u8`);
    expect(list.statusCode).toBe(200);
    const segments = list.body.split('\n').filter((line) => line.endsWith('.vtt'));
    expect(segments.length).toBe(1); // 20 s in 30 s segments
    const segment = await get(`${base}subs-fr/${segments[0]}`);
    expect(segment.headers['content-type']).toMatch(/text\/vtt/);
    // ffmpeg's MPEG-TS starts its clock at 1.4 s: cue times stay the video's own.
    const mpegTs = Number(/X-TIMESTAMP-MAP=MPEGTS:(\d+),LOCAL:00:00:00\.000/.exec(segment.body)?.[1]);
    expect(mpegTs).toBeGreaterThanOrEqual(126_000);
    expect(mpegTs).toBeLessThan(140_000);
    expect(segment.body).toContain('00:00:09.000 --> 00:00:12.000\nLe baobab pousse lentement au Sénégal');
    const whole = await get(played.subtitles[0]!.url);
    expect(whole.body).toMatch(/^WEBVTT\n\n00:00:01\.000 --> 00:00:03\.500\nBonjour à tous\n/);
  });

  it('names the track in every master of the video, the capped one a plan stopping at 720p is signed too', async () => {
    const id = await realVideo({ uploadedBy: creatorId });
    const folder = path.join(t.config.mediaDir, hlsPrefixOf({ kind: 'video', id }));
    await fs.copyFile(path.join(folder, 'master.m3u8'), path.join(folder, 'master-720p.m3u8'));
    expect((await upload(creator, id, FRENCH)).status).toBe(201);
    for (const file of ['master.m3u8', 'master-720p.m3u8']) expect(await fs.readFile(path.join(folder, file), 'utf8'), file).toContain('URI="subs-fr/index.m3u8"');
  });

  it('lists the tracks for the video’s creator and admins only; the video page and lists name them', async () => {
    const tracks = await creator.get<SubtitleTrack[]>(pathTo(apiPaths.videoSubtitles, { id: video }));
    expect(tracks.body.map((track) => track.language)).toEqual(['fr']);
    expect((await admin.get(pathTo(apiPaths.videoSubtitles, { id: video }))).status).toBe(200);
    expect((await otherCreator.get(pathTo(apiPaths.videoSubtitles, { id: video }))).status).toBe(403);
    expect((await viewer.get(pathTo(apiPaths.videoSubtitles, { id: video }))).status).toBe(403);
    expect((await viewer.get<VideoDetail>(pathTo(apiPaths.video, { id: video }))).body.subtitles).toEqual([{ language: 'fr', label: 'Français (SDH)' }]);
    const mine = await creator.get<Array<{ id: string; subtitleLanguages: string[] }>>(apiPaths.creatorVideos);
    expect(mine.body.find((v) => v.id === video)?.subtitleLanguages).toEqual(['fr']);
  });

  it('replaces a language’s track with a new upload; an admin adds another language, which the journal records', async () => {
    const before = await playback(viewer, video);
    expect((await upload(creator, video, srt('00:00:02,000 --> 00:00:04,000\nNouvelle version'), { language: 'fr' })).body).toMatchObject({ cueCount: 1, label: null });
    // The file a viewer fetches is the new one at once (every instance's cache forgot the old).
    expect((await get(before.subtitles[0]!.url)).body).toContain('Nouvelle version');
    const wolof = await upload(admin, video, srt('00:00:05,000 --> 00:00:07,000\nNanga def'), { language: 'wo' });
    expect(wolof.status).toBe(201);
    const master = (await get((await playback(viewer, video)).masterUrl)).body;
    expect(master.match(/TYPE=SUBTITLES/g)).toHaveLength(2);
    const journal = await t.database.db.select().from(adminActions).where(and(eq(adminActions.targetId, video), eq(adminActions.action, 'video.subtitles_add')));
    expect(journal).toHaveLength(1);
    expect(journal[0]!.details).toMatchObject({ language: 'wo', cues: 1 });
  });

  it('removes a track: its files and its place in the master go, the other stays', async () => {
    const before = await playback(viewer, video);
    const wo = before.subtitles.find((s) => s.language === 'wo')!;
    expect((await admin.delete(pathTo(apiPaths.videoSubtitle, { id: video, language: 'wo' }))).status).toBe(200);
    expect((await get(wo.url)).statusCode).toBe(404);
    const after = await playback(viewer, video);
    expect(after.subtitles.map((s) => s.language)).toEqual(['fr']);
    expect((await get(after.masterUrl)).body.match(/TYPE=SUBTITLES/g)).toHaveLength(1);
    expect((await admin.delete(pathTo(apiPaths.videoSubtitle, { id: video, language: 'wo' }))).status).toBe(404);
    expect(await t.database.db.select().from(subtitleCues).where(and(eq(subtitleCues.videoId, video), eq(subtitleCues.language, 'wo')))).toHaveLength(0);
  });

  it('keeps a creator away from another’s video, and a viewer away from all', async () => {
    expect((await upload(otherCreator, video, FRENCH)).status).toBe(403);
    expect((await otherCreator.delete(pathTo(apiPaths.videoSubtitle, { id: video, language: 'fr' }))).status).toBe(403);
    expect((await upload(viewer, video, FRENCH)).status).toBe(403);
    expect((await creator.get(pathTo(apiPaths.videoSubtitles, { id: video }))).body).toHaveLength(1);
  });
});

describe('a live’s replay', () => {
  it('gets subtitles from the live’s creator, as any of their videos, and keeps its chat', async () => {
    const live = await createLive(t.database.db, creatorId, 'approved', { title: 'Concert à Saint-Louis' });
    const replay = await realVideo({ uploadedBy: creatorId });
    await setLiveReplay(t.database.db, live.id, replay);
    expect((await upload(creator, replay, FRENCH)).status).toBe(201);
    const detail = (await viewer.get<VideoDetail>(pathTo(apiPaths.video, { id: replay }))).body;
    expect(detail).toMatchObject({ replayOf: live.id, subtitles: [{ language: 'fr', label: null }] });
    expect((await get((await playback(viewer, replay)).subtitles[0]!.url)).body).toContain('Bonjour à tous');
  });
});

describe('bad files', () => {
  const refused = async (file: Buffer, status: number, message: RegExp, name = 'x.srt') => {
    const res = await upload(creator, video, file, { language: 'en' }, name);
    expect(res.status, message.source).toBe(status);
    expect(res.body.message).toMatch(message);
    expect(res.body.fieldErrors?.file).toBe(res.body.message);
  };

  it('refuses a binary, a 2 MB file, timings backwards or out of order, and a cue past the end, naming the line', async () => {
    await refused(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]), 400, /n'est pas un fichier de sous-titres/, 'image.png');
    await refused(Buffer.alloc(2_000_000, 'a'), 413, /dépasse 1 Mo/);
    await refused(srt('00:00:05,000 --> 00:00:04,000\nÀ l’envers'), 400, /^Ligne 2 : la fin du sous-titre précède son début/);
    await refused(srt('00:00:05,000 --> 00:00:06,000\nUn', '00:00:03,000 --> 00:00:04,000\nDeux'), 400, /^Ligne 6 : les horodatages ne sont pas dans l'ordre/);
    await refused(srt('00:00:18,000 --> 00:00:25,000\nAprès la fin'), 400, /^Ligne 2 : ce sous-titre finit après la fin de la vidéo/);
    // Nothing was kept of any of them.
    expect((await creator.get<SubtitleTrack[]>(pathTo(apiPaths.videoSubtitles, { id: video }))).body.map((s) => s.language)).toEqual(['fr']);
  });

  it('cleans markup: script and image handlers dropped, italics kept; reads a Windows-1252 SRT', async () => {
    const dirty = srt('00:00:01,000 --> 00:00:03,000\n<script>alert(1)</script><i>Bonjour</i> <img src=x onerror=alert(1)>le monde');
    expect((await upload(creator, video, dirty, { language: 'en' })).status).toBe(201);
    const cues = await t.database.db.select().from(subtitleCues).where(and(eq(subtitleCues.videoId, video), eq(subtitleCues.language, 'en')));
    expect(cues.map((c) => c.text)).toEqual(['<i>Bonjour</i> le monde']);
    // « Ça été » in Windows-1252: Ç is 0xC7, é is 0xE9.
    const latin = Buffer.concat([Buffer.from('1\n00:00:01,000 --> 00:00:02,000\n'), Buffer.from([0xc7, 0x61, 0x20, 0x61, 0x20, 0xe9, 0x74, 0xe9]), Buffer.from('\n')]);
    expect((await upload(creator, video, latin, { language: 'pt' })).status).toBe(201);
    const played = await playback(viewer, video);
    expect((await get(played.subtitles.find((s) => s.language === 'pt')!.url)).body).toContain('Ça a été');
  });

  it('refuses an unknown language, a missing file, and a video not ready yet', async () => {
    const bad = await upload(creator, video, FRENCH, { language: 'xx' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.language).toMatch(/langue/i);
    const processing = await createVideo(t.database.db, { uploadedBy: creatorId, status: 'processing' });
    expect((await upload(creator, processing.id, FRENCH)).status).toBe(409);
  });
});

describe('rights on subtitle files', () => {
  it('follows the video’s tier and signatures: a free viewer’s signed URL of a premium video is refused, a forged one too', async () => {
    const premium = await realVideo({ tier: 'premium' });
    expect((await upload(admin, premium, FRENCH)).status).toBe(201);
    const free = await createUser(t.database.db, { tier: 'free' });
    const expires = Math.floor(Date.now() / 1000) + 600;
    const freeUrl = `${signer.prefix({ kind: 'video', id: premium, viewerId: await firstProfileId(t.database.db, free.id), expires })}/subs-fr/fr.vtt`;
    expect((await get(freeUrl)).statusCode).toBe(403);
    const paying = await createUser(t.database.db, { tier: 'premium' });
    const good = `${signer.prefix({ kind: 'video', id: premium, viewerId: await firstProfileId(t.database.db, paying.id), expires })}/subs-fr/index.m3u8`;
    expect((await get(good)).statusCode).toBe(200);
    expect((await get(good.replace(/\/[\w-]+\/subs-fr/, '/AAAAAAAAAAAAAAAAAAAAAA/subs-fr'))).statusCode).toBe(403);
  });

  it('keeps a creator’s subtitles of a video under review with it: not served to viewers until approved', async () => {
    const pending = await realVideo({ uploadedBy: creatorId, reviewStatus: 'pending' });
    expect((await upload(creator, pending, FRENCH)).status).toBe(201);
    expect((await viewer.get(pathTo(apiPaths.playback, { id: pending }))).status).toBe(404);
    const expires = Math.floor(Date.now() / 1000) + 600;
    const viewerProfile = await firstProfileId(t.database.db, (await createUser(t.database.db)).id);
    expect((await get(`${signer.prefix({ kind: 'video', id: pending, viewerId: viewerProfile, expires })}/subs-fr/fr.vtt`)).statusCode).toBe(404);
  });
});

describe('what a viewer keeps', () => {
  it('remembers the track a profile chose for its next video, per profile', async () => {
    expect((await viewer.put(apiPaths.profileSubtitles, { language: 'fr' })).body).toEqual({ language: 'fr' });
    expect((await playback(viewer, video)).subtitleLanguage).toBe('fr');
    expect((await viewer.put(apiPaths.profileSubtitles, { language: 'xx' })).status).toBe(400);
    expect((await viewer.put(apiPaths.profileSubtitles, { language: null })).status).toBe(200);
    expect((await playback(viewer, video)).subtitleLanguage).toBeNull();
  });

  it('gives a download the files of the languages asked for that the video has', async () => {
    const premium = await signedInAgent(t.app, await createUser(t.database.db, { tier: 'premium' }));
    const options = await premium.get<DownloadOptions>(pathTo(apiPaths.downloadOptions, { id: video }));
    expect(options.body.subtitles.map((s) => s.language)).toEqual(['fr', 'en', 'pt']);
    const grant = await premium.post<DownloadGrant>(pathTo(apiPaths.videoDownloads, { id: video }), { rendition: '144p', subtitles: ['fr', 'wo'] });
    expect(grant.status).toBe(200);
    expect(grant.body.subtitles.map((s) => s.language)).toEqual(['fr']);
    expect((await get(grant.body.subtitles[0]!.url)).body).toMatch(/^WEBVTT/);
    const none = await premium.post<DownloadGrant>(pathTo(apiPaths.videoDownloads, { id: video }), { rendition: '144p' });
    expect(none.body.subtitles).toEqual([]);
  });
});

describe('search by what is said', () => {
  it('finds a word said only in subtitles (accents and case folded, a typo forgiven) and answers its line and time', async () => {
    const said = await realVideo({ uploadedBy: creatorId });
    expect((await upload(creator, said, srt('00:00:02,000 --> 00:00:04,000\nIntroduction', '00:00:13,250 --> 00:00:15,000\nLes griots chantent la mémoire du Mandingue'))).status).toBe(201);
    for (const q of ['griots', 'MEMOIRE mandingue', 'mandinuge']) {
      const results = (await viewer.get<VideoSearchResult[]>(pathTo(apiPaths.searchVideos, null, { q }))).body;
      const hit = results.find((r) => r.id === said);
      expect(hit?.spoken, q).toEqual({ seconds: 13, text: 'Les griots chantent la mémoire du Mandingue', language: 'fr' });
    }
    // Found by its title, a video answers no line.
    const byTitle = (await viewer.get<VideoSearchResult[]>(pathTo(apiPaths.searchVideos, null, { q: 'baobab' }))).body;
    expect(byTitle.find((r) => r.id === said)?.spoken).toBeNull();
  });
});

describe('the demo catalogue', () => {
  it('gives the forest its French, Wolof and Lingala tracks before it is prepared, once', async () => {
    const toPrepare = await seedDemoCatalogue(createVideoLifecycleRepository(t.database.db));
    expect(await seedDemoSubtitles(t.database.db, toPrepare)).toBe(3);
    expect(await seedDemoSubtitles(t.database.db, toPrepare)).toBe(0);
    const forest = await createVideoLifecycleRepository(t.database.db).findById(toPrepare[0]!);
    expect(forest?.subtitles.map((track) => track.language)).toEqual(['fr', 'wo', 'ln']);
  });
});
