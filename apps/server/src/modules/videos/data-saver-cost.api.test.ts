import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, catalogue, type DataSaverCost } from '@kora/shared';
import { signedInAgent } from '../../../test/agent.js';
import { changeVideo, createUser, createVideo, makePlayable } from '../../../test/factories.js';
import { createTestAppWithEvents, type TestApp } from '../../../test/test-app.js';
import type { DomainEvents } from '../../events/domain-events.js';

let t: TestApp;
let events: DomainEvents;
beforeAll(async () => {
  ({ app: t, events } = await createTestAppWithEvents());
});
afterAll(() => t.close());

const rung = (id: string, height: number | null, averageBandwidth: number) => ({ id, height, bandwidth: averageBandwidth * 2, averageBandwidth, playlist: `${id}/index.m3u8` });

describe('what an hour with the data saver costs', () => {
  it('is the mean over listed videos of the costliest rung up to the saver’s height, measured; nothing before any is listed', async () => {
    const agent = await signedInAgent(t.app, await createUser(t.database.db));
    const cost = async () => (await agent.get<DataSaverCost>(apiPaths.dataSaverCost)).body;
    expect(await cost()).toEqual({ maxHeight: catalogue.dataSaverMaxHeight, megabytesPerHour: null });

    const a = await createVideo(t.database.db, { durationSeconds: 60 });
    await makePlayable(t.database.db, t.config.mediaDir, a.id, { renditions: [rung('144p', 144, 100_000), rung('360p', 360, 300_000), rung('720p', 720, 1_000_000), rung('audio', null, 30_000)] });
    // A 240p that costs less than its 144p (a sharper source scaled less): the menu shows 144p's figure for it.
    const b = await createVideo(t.database.db, { durationSeconds: 60 });
    await makePlayable(t.database.db, t.config.mediaDir, b.id, { renditions: [rung('144p', 144, 200_000), rung('240p', 240, 150_000)] });
    // A blocked video is not in the catalogue: its rungs do not count.
    const blocked = await createVideo(t.database.db, { durationSeconds: 60 });
    await makePlayable(t.database.db, t.config.mediaDir, blocked.id, { renditions: [rung('360p', 360, 5_000_000)] });
    await changeVideo(t.database.db, blocked.id, { isActive: false });
    // The figure is kept a few seconds, as the home rows are, and dropped with them when a video changes.
    await events.publish('video.changed', { videoId: blocked.id });

    // (300 000 + 200 000) / 2 bits a second over an hour: 112.5 MB.
    expect(await cost()).toEqual({ maxHeight: 360, megabytesPerHour: 112.5 });
  });
});
