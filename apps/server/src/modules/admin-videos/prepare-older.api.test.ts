import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, apiPaths, type PreparingOlder } from '@kora/shared';
import { signedInAgent } from '../../../test/agent.js';
import { createUser, createVideo, makePlayable } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { StoredRendition, VideoSource } from '../../db/schema/index.js';
import { BACKGROUND_PRIORITY } from '../../jobs/queue.js';

/* No worker here: what « Tout préparer à nouveau » queues stays in the queue, where the test reads it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mpegTs: StoredRendition = { id: '144p', height: 144, bandwidth: 150_000, playlist: '144p/index.m3u8' };
const cmaf: StoredRendition = { ...mpegTs, container: 'fmp4' };
const demo: VideoSource = { kind: 'demo', pattern: 'testsrc2', seconds: 2, frequencyHz: 440 };

const video = async (renditions: StoredRendition[], source: VideoSource | null, status: 'ready' | 'processing' = 'ready') =>
  (await createVideo(t.database.db, { renditions, status, source })).id;

describe('« Tout préparer à nouveau »', () => {
  let older: string[] = [];

  it('queues every ready video still in MPEG-TS that has its original, behind the uploads, a journal row each', async () => {
    older = [await video([mpegTs], demo), await video([cmaf, mpegTs], { kind: 'stored', key: 'sources/x.mp4' })];
    // Already CMAF, a live's replay (no original), an original lost, not ready: left alone.
    await video([cmaf], demo);
    await video([mpegTs], { kind: 'live', liveId: 'live-1' });
    await video([mpegTs], null);
    await video([], demo, 'processing');
    const admin = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'admin' }));

    const asked = await admin.post<PreparingOlder>(apiPaths.adminPrepareOlderVideos);
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ queued: 2, message: adminMessages.preparingOlder(2) });
    const { rows } = await t.database.db.execute<{ videoId: string; priority: number; key: string; again: boolean }>(
      sql`select data->>'videoId' as "videoId", priority, singleton_key as key, (data->>'again')::boolean as again from pgboss.job where name = 'video.prepare'`,
    );
    expect(rows.map((r) => r.videoId).sort()).toEqual([...older].sort());
    for (const row of rows) expect(row).toMatchObject({ priority: BACKGROUND_PRIORITY, key: `${row.videoId}:again`, again: true });
    const journal = await admin.get<{ items: Array<{ targetId: string; details: { all?: boolean } }> }>(`${apiPaths.adminAudit}?action=video.prepare_again`);
    expect(journal.body.items.filter((e) => e.details.all).map((e) => e.targetId).sort()).toEqual([...older].sort());

    // Only an admin.
    const viewer = await signedInAgent(t.app, await createUser(t.database.db));
    expect((await viewer.post(apiPaths.adminPrepareOlderVideos)).status).toBe(403);
  });

  it('says so when every video is already in the format of the day', async () => {
    // The worker did its part: both are CMAF now.
    for (const id of older) await makePlayable(t.database.db, t.config.mediaDir, id, { renditions: [cmaf] });
    const admin = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'admin' }));
    const asked = await admin.post<PreparingOlder>(apiPaths.adminPrepareOlderVideos);
    expect(asked.body).toEqual({ queued: 0, message: 'Toutes les vidéos sont déjà au format du jour.' });
  });
});
