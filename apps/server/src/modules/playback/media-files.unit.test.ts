import { describe, expect, it } from 'vitest';
import { createMediaFileCache, parseRange } from './media-files.js';

describe('parseRange', () => {
  it('reads start-end, open-ended and suffix ranges, clamped to the file', () => {
    expect(parseRange('bytes=0-262143', 1_048_576)).toEqual({ start: 0, end: 262_143 });
    expect(parseRange('bytes=1000-', 2000)).toEqual({ start: 1000, end: 1999 });
    expect(parseRange('bytes=-500', 2000)).toEqual({ start: 1500, end: 1999 });
    expect(parseRange('bytes=0-99999', 2000)).toEqual({ start: 0, end: 1999 });
  });

  it('sends the whole file for no or unusable ranges, and 416 for impossible ones', () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 10)).toBeNull();
    expect(parseRange('items=0-1', 10)).toBeNull();
    expect(parseRange('bytes=20-30', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-2', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 10)).toBe('unsatisfiable');
  });
});

describe('media file cache', () => {
  const setup = (files: Record<string, string>) => {
    const stored = new Map(Object.entries(files).map(([k, v]) => [k, Buffer.from(v)]));
    const reads: string[] = [];
    let clock = 1_000;
    const cache = createMediaFileCache({
      maxBytes: 1000,
      livePlaylistMs: 1000,
      now: () => clock,
      load: async (key) => {
        reads.push(key);
        return stored.get(key);
      },
    });
    return { cache, reads, put: (k: string, v: string) => stored.set(k, Buffer.from(v)), tick: (ms: number) => (clock += ms) };
  };

  it("keeps a video's files until its asset is forgotten", async () => {
    const { cache, reads, put, tick } = setup({ 'videos/a/hls/1/index.m3u8': 'v1', 'videos/b/hls/1/index.m3u8': 'b1' });
    expect(String(await cache.read('videos/a/hls/1/index.m3u8'))).toBe('v1');
    put('videos/a/hls/1/index.m3u8', 'v2');
    tick(3_600_000);
    expect(String(await cache.read('videos/a/hls/1/index.m3u8'))).toBe('v1');
    await cache.read('videos/b/hls/1/index.m3u8');
    cache.forget('videos/a/hls');
    expect(String(await cache.read('videos/a/hls/1/index.m3u8'))).toBe('v2');
    await cache.read('videos/b/hls/1/index.m3u8');
    expect(reads).toEqual(['videos/a/hls/1/index.m3u8', 'videos/b/hls/1/index.m3u8', 'videos/a/hls/1/index.m3u8']);
  });

  it("keeps a live asset's playlists about a second, and its segments as long as a video's", async () => {
    const { cache, reads, put, tick } = setup({ 'lives/l/hls/1/index.m3u8': 'p1', 'lives/l/hls/1/s0.ts': 'seg' });
    expect(String(await cache.read('lives/l/hls/1/index.m3u8', { live: true }))).toBe('p1');
    put('lives/l/hls/1/index.m3u8', 'p2');
    tick(999);
    expect(String(await cache.read('lives/l/hls/1/index.m3u8', { live: true }))).toBe('p1');
    tick(1);
    expect(String(await cache.read('lives/l/hls/1/index.m3u8', { live: true }))).toBe('p2');
    await cache.read('lives/l/hls/1/s0.ts', { live: true });
    tick(60_000);
    await cache.read('lives/l/hls/1/s0.ts', { live: true });
    expect(reads.filter((k) => k.endsWith('.ts'))).toHaveLength(1);
  });

  it('reads a file once for viewers asking at the same time, and never keeps what a forgotten asset was being read as', async () => {
    const { cache, reads, put } = setup({ 'videos/a/hls/s.ts': 'old' });
    const [one, two] = await Promise.all([cache.read('videos/a/hls/s.ts'), cache.read('videos/a/hls/s.ts')]);
    expect(one).toBe(two);
    expect(reads).toHaveLength(1);
    cache.forget('videos/a/hls');
    const during = cache.read('videos/a/hls/s.ts');
    cache.forget('videos/a/hls');
    put('videos/a/hls/s.ts', 'new');
    await during;
    expect(String(await cache.read('videos/a/hls/s.ts'))).toBe('new');
  });

  it('evicts the least recently read files beyond its budget, and does not keep files over a tenth of it', async () => {
    const files = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k/${i}`, 'x'.repeat(100)]));
    const { cache, reads } = setup({ ...files, 'k/big': 'x'.repeat(101) });
    for (let i = 0; i < 10; i += 1) await cache.read(`k/${i}`);
    await cache.read('k/0');
    await cache.read('k/10');
    await cache.read('k/0');
    await cache.read('k/1');
    await cache.read('k/big');
    await cache.read('k/big');
    expect(reads.slice(10)).toEqual(['k/10', 'k/1', 'k/big', 'k/big']);
  });
});
