import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeFilesOlderThan } from './housekeeping.js';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true }))));

describe('removeFilesOlderThan', () => {
  it('removes old files and the folders they leave empty, and nothing recent', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-housekeeping-'));
    dirs.push(dir);
    const old = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await fs.mkdir(path.join(dir, 'staging', 'videos', 'a'), { recursive: true });
    await fs.mkdir(path.join(dir, 'downloads'), { recursive: true });
    await fs.writeFile(path.join(dir, 'staging', 'videos', 'a', 'seg.ts'), 'x');
    await fs.writeFile(path.join(dir, 'downloads', 'old.download'), 'x');
    await fs.writeFile(path.join(dir, 'downloads', 'current.download'), 'x');
    await fs.mkdir(path.join(dir, 'demo'));
    for (const f of ['staging/videos/a/seg.ts', 'downloads/old.download']) await fs.utimes(path.join(dir, f), old, old);
    for (const f of ['staging/videos/a', 'staging/videos', 'staging']) await fs.utimes(path.join(dir, f), old, old);

    expect(await removeFilesOlderThan(dir, 24 * 3600 * 1000)).toBe(2);
    // The just-made 'demo' folder stays, empty as it is: another process may be about to write into it.
    expect((await fs.readdir(dir, { recursive: true })).sort()).toEqual(['demo', 'downloads', 'downloads/current.download']);
  });

  it('is quiet about a folder that does not exist', async () => {
    expect(await removeFilesOlderThan(path.join(os.tmpdir(), 'kora-absent-folder'), 1000)).toBe(0);
  });
});
