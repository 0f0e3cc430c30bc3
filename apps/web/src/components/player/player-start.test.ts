import { describe, expect, it } from 'vitest';
import { addDataUsage, countDataUsageFor, dataUsedThisMonth, DATA_USAGE_KEY, formatMegabytes } from './data-usage';
import { createStartGate } from './start-gate';
import { BANDWIDTH_FRESH_MS, BANDWIDTH_KEY, PHONE_START_CAP_BPS, rememberBandwidth, rememberedBandwidth, startConfig, startEstimate, startLevelFor } from './start-plan';

const memoryStore = () => {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), map };
};

function fakeTarget() {
  const calls: string[] = [];
  return { calls, target: { startLoad: () => calls.push('load'), play: () => calls.push('play') } };
}

describe('the start gate (no tap lost)', () => {
  it('keeps a tap made before hls.js exists: loads when the engine comes, plays when the playlist is parsed', () => {
    const gate = createStartGate({ wanted: false, loading: false });
    gate.want();
    expect(gate.loadsAtOnce).toBe(true);
    const { calls, target } = fakeTarget();
    gate.attach(target, gate.loadsAtOnce);
    expect(calls).toEqual([]);
    gate.parsed();
    expect(calls).toEqual(['play']);
  });

  it('keeps a tap made after the engine exists but before the playlist: loads at once, plays once parsed', () => {
    const gate = createStartGate({ wanted: false, loading: false });
    const { calls, target } = fakeTarget();
    gate.attach(target, gate.loadsAtOnce);
    expect(calls).toEqual([]);
    gate.want();
    expect(calls).toEqual(['load']);
    gate.parsed();
    gate.want();
    expect(calls).toEqual(['load', 'play']);
  });

  it('starts the engine that replaces another (an MPEG-TS video handed to hls.js) when Play came while it loaded', () => {
    const gate = createStartGate({ wanted: false, loading: false });
    const first = fakeTarget();
    gate.attach(first.target, gate.loadsAtOnce);
    const loadsAtOnce = gate.loadsAtOnce;
    // The first engine gave up; the tap comes while the second one's code downloads.
    gate.want();
    expect(first.calls).toEqual(['load']);
    const second = fakeTarget();
    gate.attach(second.target, loadsAtOnce);
    gate.parsed();
    expect(second.calls).toEqual(['load', 'play']);
  });

  it('plays again through an engine that replaces one that had parsed and played (the element forgot that play())', () => {
    const gate = createStartGate({ wanted: false, loading: false });
    const first = fakeTarget();
    gate.attach(first.target, false);
    gate.parsed();
    gate.want();
    expect(first.calls).toEqual(['load', 'play']);
    const second = fakeTarget();
    gate.attach(second.target, gate.loadsAtOnce);
    expect(second.calls).toEqual([]);
    gate.parsed();
    expect(second.calls).toEqual(['play']);
  });

  it('loads nothing before a tap (a page opened and left costs no segments), and a pause before the start cancels it', () => {
    const gate = createStartGate({ wanted: false, loading: false });
    const { calls, target } = fakeTarget();
    gate.want();
    gate.cancel();
    gate.attach(target, false);
    gate.parsed();
    expect(calls).toEqual([]);
    gate.want();
    expect(calls).toEqual(['load', 'play']);
  });

  it('with autoplay, plays as soon as the playlist is parsed; a renewal loads even when paused', () => {
    const autoplay = createStartGate({ wanted: true, loading: true });
    const first = fakeTarget();
    autoplay.attach(first.target, autoplay.loadsAtOnce);
    autoplay.parsed();
    expect(first.calls).toEqual(['play']);

    const renewal = createStartGate({ wanted: false, loading: true });
    expect(renewal.loadsAtOnce).toBe(true);
    const second = fakeTarget();
    renewal.attach(second.target, true);
    renewal.parsed();
    expect(second.calls).toEqual([]);
  });
});

describe('the start rung', () => {
  const peaks = [211_312, 351_560, 651_232, 1_132_136, 2_050_400];
  it('starts at the lowest rung on a phone when nothing was measured, hls.js choosing elsewhere', () => {
    expect(startLevelFor(peaks, null, true)).toBe(0);
    expect(startLevelFor(peaks, null, false)).toBe(-1);
  });
  it('starts at the highest rung whose first segment arrives in about a second at the measured bandwidth', () => {
    // Slow 3G: 700 kbit/s sustains 240p (352 kbit/s peak), but its first 2 s would take a second more than 144p's.
    expect(startLevelFor(peaks, 700_000, true)).toBe(0);
    expect(startLevelFor(peaks, 900_000, true)).toBe(1);
    expect(startLevelFor(peaks, 100_000, true)).toBe(0);
    expect(startLevelFor(peaks, 10_000_000, true)).toBe(4);
    expect(startLevelFor([], 10_000_000, true)).toBe(-1);
  });
  it('remembers the measured bandwidth and seeds hls.js with it', () => {
    const store = memoryStore();
    const wifi = { kind: 'wifi/4g', downlinkBps: null };
    expect(rememberedBandwidth(store, 0, wifi)).toBeNull();
    rememberBandwidth(612_345.6, store, 1000, wifi);
    rememberBandwidth(Number.NaN, store, 1000, wifi);
    expect(JSON.parse(store.map.get(BANDWIDTH_KEY) ?? '')).toEqual({ bps: 612_346, at: 1000, link: 'wifi/4g' });
    expect(rememberedBandwidth(store, 2000, wifi)).toBe(612_346);
    expect(startConfig(612_346, true)).toMatchObject({ abrEwmaDefaultEstimate: 612_346, testBandwidth: false });
    expect(startConfig(null, true).abrEwmaDefaultEstimate).toBeLessThanOrEqual(300_000);
  });
  it('trusts a measure only while recent and on the same kind of connection', () => {
    const store = memoryStore();
    const wifi = { kind: 'wifi/4g', downlinkBps: null };
    rememberBandwidth(8_000_000, store, 0, wifi);
    expect(rememberedBandwidth(store, BANDWIDTH_FRESH_MS, wifi)).toBe(8_000_000);
    expect(rememberedBandwidth(store, BANDWIDTH_FRESH_MS + 1, wifi)).toBeNull();
    expect(rememberedBandwidth(store, 1000, { kind: 'cellular/3g', downlinkBps: null })).toBeNull();
    // An older device's plain number says nothing of when or where.
    store.map.set(BANDWIDTH_KEY, '8000000');
    expect(rememberedBandwidth(store, 1000, wifi)).toBeNull();
  });
  it('starts a phone that last played on fast Wi-Fi at what 3G sustains, and follows the browser’s downlink', () => {
    const store = memoryStore();
    const wifi = { kind: 'wifi/4g', downlinkBps: 10_000_000 };
    rememberBandwidth(20_000_000, store, 0, wifi);
    expect(startEstimate(true, store, 1000, wifi)).toBe(PHONE_START_CAP_BPS);
    expect(startEstimate(false, store, 1000, wifi)).toBe(10_000_000);
    // On 3G now: the Wi-Fi measure is not this connection's; the browser's own estimate is.
    expect(startEstimate(true, store, 1000, { kind: 'cellular/3g', downlinkBps: 400_000 })).toBe(400_000);
    expect(startLevelFor(peaks, startEstimate(true, store, 1000, { kind: 'cellular/3g', downlinkBps: 700_000 }), true)).toBe(0);
    // Still on Wi-Fi: 240p, not the 720p the Wi-Fi figure carries.
    expect(startLevelFor(peaks, startEstimate(true, store, 1000, wifi), true)).toBe(1);
    expect(startEstimate(true, memoryStore(), 1000, { kind: '', downlinkBps: null })).toBeNull();
  });
});

describe('data used on this device', () => {
  it('adds the bytes per calendar month and keeps two months', () => {
    const store = memoryStore();
    addDataUsage(40_000_000, new Date(2026, 9, 31), store);
    addDataUsage(50_000_000, new Date(2026, 10, 2), store);
    addDataUsage(34_000_000, new Date(2026, 10, 24), store);
    addDataUsage(-5, new Date(2026, 10, 24), store);
    expect(dataUsedThisMonth(new Date(2026, 10, 30), store)).toBe(84_000_000);
    expect(dataUsedThisMonth(new Date(2026, 9, 1), store)).toBe(40_000_000);
    addDataUsage(1, new Date(2026, 11, 1), store);
    expect(Object.keys(JSON.parse(store.map.get(DATA_USAGE_KEY)!) as object)).toEqual(['2026-12', '2026-11']);
  });
  it('counts each profile apart', () => {
    const store = memoryStore();
    const november = new Date(2026, 10, 20);
    try {
      countDataUsageFor('profil-awa');
      addDataUsage(30_000_000, november, store);
      countDataUsageFor('profil-ibou');
      addDataUsage(5_000_000, november, store);
      expect(dataUsedThisMonth(november, store)).toBe(5_000_000);
      countDataUsageFor('profil-awa');
      expect(dataUsedThisMonth(november, store)).toBe(30_000_000);
      expect([...store.map.keys()].sort()).toEqual([`${DATA_USAGE_KEY}:profil-awa`, `${DATA_USAGE_KEY}:profil-ibou`]);
    } finally {
      countDataUsageFor(null);
    }
  });
  it('reads a damaged record as nothing, and prints French megabytes', () => {
    const store = memoryStore();
    store.setItem(DATA_USAGE_KEY, '{oops');
    expect(dataUsedThisMonth(new Date(), store)).toBe(0);
    expect(formatMegabytes(84_000_000)).toBe('84 Mo');
    expect(formatMegabytes(1_234_567)).toBe('1,2 Mo');
    expect(formatMegabytes(0)).toBe('0 Mo');
  });
});
