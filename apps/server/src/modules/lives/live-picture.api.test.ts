import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type LiveStream, pathTo } from '@kora/shared';
import { type Agent, signedInAgent } from '../../../test/agent.js';
import { createUser, createVideo } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { until } from '../../../test/until.js';
import { posterUrlOf } from '../playback/poster-url.js';
import { livePictureKeyOf } from './ingest/index.js';
import { createLivesRepository } from './lives.repository.js';

/*
 * The picture of a live's cards: a frame of the stream while on air (the ingest's own test takes real frames), the
 * channel's image otherwise — the poster Kora made for the creator's newest listed video rated for everyone — and
 * the drawn gradient (null) when the channel has none. The frame is served publicly, like a shared link's picture.
 */
let t: TestApp;
let creatorId: string;
let creator: Agent;
let viewer: Agent;
let scratch: string;

beforeAll(async () => {
  t = await createTestApp({ MAX_LIVE_TRANSCODES: '0' });
  const c = await createUser(t.database.db, { accountType: 'creator' });
  creatorId = c.id;
  creator = await signedInAgent(t.app, c);
  viewer = await signedInAgent(t.app, await createUser(t.database.db, { tier: 'free' }));
  scratch = await mkdtemp(join(tmpdir(), 'kora-live-picture-'));
}, 60_000);
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
  await t.close();
});

const pictureOf = async (id: string) => (await viewer.get<LiveStream>(pathTo(apiPaths.liveStream, { id }))).body.thumbnailUrl;

/** A video of the creator with a poster Kora made (`/media/posters/<id>.jpg`), older than the ones made after it. */
async function posteredVideo(over: Parameters<typeof createVideo>[1] = {}) {
  const id = randomUUID();
  return createVideo(t.database.db, { id, thumbnailUrl: posterUrlOf(id), uploadedBy: creatorId, ...over });
}

describe('the picture of a live', () => {
  it('is the channel image when off air, the newest frame on air', async () => {
    const admin = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'admin' }));
    const { body: live } = await admin.post<LiveStream>(apiPaths.liveStreams, { title: 'Causerie du soir', description: '', category: 'Éducation', ageRating: 'tous' });
    // The admin made it for nobody's channel: no picture, the page draws its gradient.
    expect(await pictureOf(live.id)).toBeNull();

    const { body: own } = await creator.post<LiveStream>(apiPaths.liveStreams, { title: 'Atelier couture', description: '', category: 'Éducation', ageRating: 'tous' });
    expect((await admin.post(pathTo(apiPaths.adminApproveLive, { id: own.id }))).status).toBe(200);
    expect(await pictureOf(own.id)).toBeNull();
    // A channel with a poster made for everyone shows it; newer videos a kids profile may not see, a drawn poster, or
    // one taken out of the catalogue do not take its place.
    const shown = await posteredVideo({ createdAt: new Date(Date.now() - 60_000) });
    await posteredVideo({ ageRating: '16' });
    await posteredVideo({ published: false });
    await createVideo(t.database.db, { uploadedBy: creatorId, thumbnailUrl: 'scifi' });
    expect(await pictureOf(own.id)).toBe(posterUrlOf(shown.id));

    // On air with a frame stored: the frame, at an address that changes with each new frame.
    const lives = createLivesRepository(t.database.db);
    expect(await lives.setPictureTaken(own.id)).toBeUndefined(); // not on air: nothing recorded
    expect((await creator.post(pathTo(apiPaths.liveStart, { id: own.id }))).status).toBe(200);
    const frame = join(scratch, 'frame.jpg');
    await writeFile(frame, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]));
    await t.storage.putFile(livePictureKeyOf(own.id), frame);
    expect(await lives.setPictureTaken(own.id)).toBeDefined();
    const first = await pictureOf(own.id);
    expect(first).toMatch(new RegExp(`^${pathTo(apiPaths.liveShareImage, { id: own.id })}\\?v=\\d+$`));
    const served = await fetch(`${await t.app.listen({ host: '127.0.0.1', port: 0 })}${first}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect([...new Uint8Array(await served.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    // Timestamps are in milliseconds: a second frame taken at once may need another try to be told apart.
    await until('next frame', async () => (await lives.setPictureTaken(own.id), await pictureOf(own.id)), (next) => next !== first);

    // Ended (no replay here): back to the channel's image.
    expect((await creator.post(pathTo(apiPaths.liveStop, { id: own.id }))).status).toBe(200);
    expect(await pictureOf(own.id)).toBe(posterUrlOf(shown.id));
  });
});

