import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMediaStorage } from './index.js';

describe('local media storage', () => {
  it('removes a video whose folder a transcode is still writing into (it deleted while prepared again)', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'kora-local-storage-'));
    try {
      const root = path.join(work, 'media');
      const storage = createMediaStorage({ kind: 'local', root }, path.join(work, 'scratch'));
      const busy = path.join(root, 'videos', 'v', '.hls.tmp-1', 'audio');
      await mkdir(busy, { recursive: true });
      for (let i = 0; i < 200; i += 1) await writeFile(path.join(busy, `old_${i}.m4s`), 'x');
      // The writer adds a segment every few milliseconds until its folder is gone (ffmpeg writes one per rung every 2 s).
      let written = 0;
      const writer = (async () => {
        for (;;) {
          try {
            await writeFile(path.join(busy, `seg_${written}.m4s`), 'x');
            written += 1;
            await new Promise((resolve) => setTimeout(resolve, 2));
          } catch {
            return;
          }
        }
      })();
      await storage.removePrefix('videos/v');
      await writer;
      await expect(stat(path.join(root, 'videos', 'v'))).rejects.toThrow(/ENOENT/);
      expect(written).toBeGreaterThan(0);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
