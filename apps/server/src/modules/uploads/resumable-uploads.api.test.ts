import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNRATED_AGE_RATING, uploadMessages } from '@kora/shared';
import { type Agent, signedInAgent } from '../../../test/agent.js';
import { filesUnder, generateClip } from '../../../test/clips.js';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { tusClient } from '../../../test/tus-client.js';
import { sourceKeyOf } from '../../storage/media-storage.js';
import { MAX_OPEN_UPLOADS_PER_USER } from './resumable-uploads.js';

/*
 * The resumable endpoint (tus) through a real socket: the connection is cut mid-body and the
 * upload resumes from what the server kept; every refusal leaves nothing behind.
 */
let t: TestApp;
let baseUrl: string;
let creator: Agent;
let clip: Buffer;
const fields = { filename: 'clip.mp4', filetype: 'video/mp4', title: 'Reprise', description: 'Envoyée en deux fois', category: 'Voyage', ageRating: 'tous' };

beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_MB: '2' });
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  clip = await generateClip({ seconds: 4 });
  creator = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'creator' }));
}, 60_000);
afterAll(() => t.close());

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const leftovers = async () => (await filesUnder(path.join(t.config.mediaDir, 'uploads'))).length;
const tus = (agent: Agent) => tusClient(baseUrl, agent.cookie() as string);

describe('resumable uploads (tus)', () => {
  it('resumes a connection cut halfway and stores identical bytes', { timeout: 30_000 }, async () => {
    const client = tus(creator);
    const created = await client.create(clip.length, fields);
    expect(created.status).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/creator\/uploads\/[a-f0-9]{32}$/);

    const half = Math.floor(clip.length / 2);
    const cut = await client.patch(location, 0, clip, half);
    expect(cut.status).toBe(0);
    // The server kept what arrived before the cut (written to disk as it streamed in).
    await expect.poll(async () => (await client.offset(location)).offset, { timeout: 5000 }).toBeGreaterThan(0);
    const { offset } = await client.offset(location);
    expect(offset).toBeLessThanOrEqual(half);

    const done = await client.patch(location, offset, clip.subarray(offset));
    expect(done.status).toBe(201);
    const video = JSON.parse(done.body) as { id: string; title: string; status: string };
    // It names the upload it came from, so a client whose answer was lost can find it exactly.
    expect(video).toMatchObject({ title: 'Reprise', status: 'processing', uploadId: location.split('/').pop() });
    const stored = await t.storage.localCopy(sourceKeyOf(video.id));
    expect(sha256(await fs.readFile(stored.file))).toBe(sha256(clip));
    await stored.release();
    // Nothing stays in the upload area: the original now lives in media storage.
    expect(await leftovers()).toBe(0);
    expect((await client.offset(location)).status).toBe(404);
  });

  it('is for creators and admins only, and an upload only for the user who started it', async () => {
    const simple = await signedInAgent(t.app, await createUser(t.database.db));
    const refused = await tus(simple).create(clip.length, fields);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'forbidden' });

    const created = await tus(creator).create(clip.length, fields);
    const location = created.headers.location as string;
    const other = tus(await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'creator' })));
    expect((await other.offset(location)).status).toBe(404);
    expect((await other.patch(location, 0, clip)).status).toBe(404);
    // Nor through its own upload's URL with the other id smuggled in the query.
    const own = (await other.create(clip.length, fields)).headers.location as string;
    const victimId = location.split('/').pop() as string;
    expect((await other.patch(`${own}?/${victimId}`, 0, clip.subarray(0, 1000))).status).toBe(204);
    expect((await other.terminate(`${own}?/${victimId}`)).status).toBe(204);
    expect((await other.offset(own)).status).toBe(404);
    expect((await tus(creator).offset(location)).offset).toBe(0);
    expect((await tus(creator).terminate(location)).status).toBe(204);
    expect(await leftovers()).toBe(0);
  });

  it('checks the fields and the size before any byte is sent', async () => {
    const noTitle = await tus(creator).create(clip.length, { ...fields, title: ' ' });
    expect(noTitle.status).toBe(400);
    expect(JSON.parse(noTitle.body)).toMatchObject({ code: 'validation_error', fieldErrors: { title: uploadMessages.titleRequired } });

    const tooBig = await tus(creator).create(3 * 1024 * 1024, fields);
    expect(tooBig.status).toBe(413);
    expect(tooBig.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(tooBig.body)).toEqual({ code: 'payload_too_large', message: uploadMessages.tooLarge(2) });
    expect(await leftovers()).toBe(0);
  });

  it('judges the finished file by its content and keeps nothing of a fake', async () => {
    const fake = Buffer.from('ceci est un texte, pas une vidéo\n'.repeat(200));
    const stored = async () => (await filesUnder(path.join(t.config.mediaDir, 'videos'))).length;
    const before = await stored();
    const created = await tus(creator).create(fake.length, { ...fields, filename: 'faux.mp4' });
    const res = await tus(creator).patch(created.headers.location as string, 0, fake);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ message: uploadMessages.invalidFile });
    expect(await leftovers()).toBe(0);
    expect(await stored()).toBe(before);
  });

  it('finishes an upload begun before ratings existed, rated as everything from before, instead of losing it', { timeout: 30_000 }, async () => {
    const client = tus(creator);
    const created = await client.create(clip.length, { ...fields, title: 'D’avant' });
    const location = created.headers.location as string;
    // Its record as the tus store keeps it, as it was written before uploads carried a rating.
    const record = path.join(t.config.mediaDir, 'uploads', 'resumable', `${location.split('/').pop() as string}.json`);
    const kept = JSON.parse(await fs.readFile(record, 'utf8')) as { metadata: Record<string, string> };
    delete kept.metadata.ageRating;
    await fs.writeFile(record, JSON.stringify(kept));
    const done = await client.patch(location, 0, clip);
    expect(done.status).toBe(201);
    expect(JSON.parse(done.body)).toMatchObject({ title: 'D’avant', ageRating: UNRATED_AGE_RATING });
    expect(UNRATED_AGE_RATING).toBe('12');
  });

  it('lets one person keep only a few unfinished uploads at once', async () => {
    const busy = tus(await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'creator' })));
    const open: string[] = [];
    for (let i = 0; i < MAX_OPEN_UPLOADS_PER_USER; i += 1) {
      const created = await busy.create(clip.length, fields);
      expect(created.status).toBe(201);
      open.push(created.headers.location as string);
    }
    const refused = await busy.create(clip.length, fields);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'rate_limited' });
    // Someone else is not held back by it, and cancelling one frees a place.
    expect((await tus(creator).create(clip.length, fields)).status).toBe(201);
    await busy.terminate(open[0] as string);
    expect((await busy.create(clip.length, fields)).status).toBe(201);
  });
});
