import { describe, expect, it } from 'vitest';
import { createAudience } from './audience.js';
import { createInProcessPubSub } from './pubsub.js';

const LIVE = 'live-1';

describe('audience across instances', () => {
  it('sums the people of every instance, counts a person once per instance, and follows them leaving', async () => {
    const bus = createInProcessPubSub();
    const a = await createAudience(bus, { debounceMs: 1 });
    const b = await createAudience(bus, { debounceMs: 1 });
    const seen: number[] = [];
    b.onChange((liveId, count) => liveId === LIVE && seen.push(count));
    const leaveA1 = a.enter(LIVE, 'awa');
    const leaveA2 = a.enter(LIVE, 'awa');
    const leaveB = b.enter(LIVE, 'moussa');
    await expect.poll(() => [a.count(LIVE), b.count(LIVE)]).toEqual([2, 2]);
    leaveA1();
    leaveA1(); // leaving twice counts once: awa's other tab keeps them here
    leaveB();
    await expect.poll(() => [a.count(LIVE), b.count(LIVE)]).toEqual([1, 1]);
    leaveA2();
    await expect.poll(() => [a.count(LIVE), b.count(LIVE)]).toEqual([0, 0]);
    expect(seen.at(-1)).toBe(0);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('drops the count of an instance that stops reporting, and at once of one that stops cleanly', async () => {
    const bus = createInProcessPubSub();
    // Two watchers on the same bus: one forgets silent instances after a minute, the other after 100 ms.
    const patient = await createAudience(bus, { debounceMs: 1, staleMs: 60_000 });
    const watcher = await createAudience(bus, { debounceMs: 1, staleMs: 100, heartbeatMs: 30 });
    const silent = await createAudience(bus, { debounceMs: 1, heartbeatMs: 60_000 });
    const clean = await createAudience(bus, { debounceMs: 1 });
    silent.enter(LIVE, 'a');
    clean.enter(LIVE, 'b');
    await expect.poll(() => patient.count(LIVE)).toBe(2);
    // A clean stop says so: even the patient watcher drops its count at once, not a minute later.
    await clean.stop();
    await expect.poll(() => patient.count(LIVE)).toBe(1);
    // The silent instance sent one report and nothing since: it is forgotten after staleMs.
    await expect.poll(() => watcher.count(LIVE), { timeout: 2000 }).toBe(0);
    expect(patient.count(LIVE)).toBe(1);
    await Promise.all([patient.stop(), watcher.stop(), silent.stop()]);
  });

  it('counts a player from its first fetch, once with its page, until it stops fetching', async () => {
    const bus = createInProcessPubSub();
    const a = await createAudience(bus, { debounceMs: 1, playerTtlMs: 300 });
    a.seen(LIVE, 'awa');
    expect(a.count(LIVE)).toBe(1);
    // The same person's page (chat socket) and further fetches: still one viewer.
    const leavePage = a.enter(LIVE, 'awa');
    a.seen(LIVE, 'awa');
    expect(a.count(LIVE)).toBe(1);
    leavePage();
    expect(a.count(LIVE)).toBe(1);
    // No fetch for the player's lifetime: no longer counted.
    await expect.poll(() => a.count(LIVE), { timeout: 2000 }).toBe(0);
    await a.stop();
  });
});
