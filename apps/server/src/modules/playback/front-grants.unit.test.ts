import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFrontGrants, type FrontGrants, grantName, type JudgedFetch } from './front-grants.js';

/*
 * Kora's yes written down for nginx: one empty file per signed prefix and segment extension, in the 5-second
 * window nginx named, only where nginx could honour it no longer than Kora would.
 */
let root: string;
let nowMs: number;
let warnings: unknown[];
let grants: FrontGrants;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-grants-'));
  nowMs = 1_795_625_142_300; // window 1795625140
  warnings = [];
  grants = createFrontGrants({ root, now: () => nowMs, warn: (error) => warnings.push(error) });
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

const fetched = (file: string, expires = 1_795_626_000): JudgedFetch => ({
  kind: 'video',
  id: '0b7a3c1e-5d2f-4a6b-8c9d-0e1f2a3b4c5d',
  userId: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  expires,
  signature: 'Zm9vYmFy-_x',
  file,
});
const fileOf = (window: string, fetch: JudgedFetch, extension: string) => path.join(root, '.grants', window, grantName(fetch, extension));

describe('front grants', () => {
  it("are written for a segment in nginx's window, named as nginx builds the name from the URL", async () => {
    const fetch = fetched('144p/seg_00003.ts');
    expect(await grants.write(fetch, '1795625140')).toBe(true);
    expect(existsSync(fileOf('1795625140', fetch, 'ts'))).toBe(true);
    expect(grantName(fetch, 'ts')).toBe(`video.${fetch.id}.${fetch.userId}.${fetch.expires}.Zm9vYmFy-_x.ts`);
    // One window either side of this clock: nginx's may differ by a little.
    expect(await grants.write(fetched('init.mp4'), '1795625135')).toBe(true);
    expect(await grants.write(fetched('360p/seg_00001.m4s'), '1795625145')).toBe(true);
    expect(existsSync(fileOf('1795625145', fetch, 'm4s'))).toBe(true);
  });

  it('are not written for a playlist or poster, without a window, for a window far from now or not on a boundary, or past the expiry', async () => {
    expect(await grants.write(fetched('144p/index.m3u8'), '1795625140')).toBe(false);
    expect(await grants.write(fetched('poster.jpg'), '1795625140')).toBe(false);
    expect(await grants.write(fetched('seg_00000.ts'), undefined)).toBe(false);
    expect(await grants.write(fetched('seg_00000.ts'), '1795625150')).toBe(false);
    expect(await grants.write(fetched('seg_00000.ts'), '1795625130')).toBe(false);
    expect(await grants.write(fetched('seg_00000.ts'), '1795625141')).toBe(false);
    expect(await grants.write(fetched('seg_00000.ts'), '17956251400000000')).toBe(false);
    expect(await grants.write(fetched('seg_00000.ts'), '1795625140; rm')).toBe(false);
    // The URL expires before the window ends: nginx would honour it a moment too long.
    expect(await grants.write(fetched('seg_00000.ts', 1_795_625_143), '1795625140')).toBe(false);
    expect(existsSync(path.join(root, '.grants'))).toBe(false);
  });

  it('remove windows that ended as new ones begin, and make a folder again when another instance swept it', async () => {
    const fetch = fetched('seg_00000.ts');
    await grants.write(fetch, '1795625140');
    nowMs += 5_000;
    await grants.write(fetch, '1795625145');
    nowMs += 10_000;
    await grants.write(fetch, '1795625155');
    await expect.poll(() => fs.readdir(path.join(root, '.grants')).then((names) => names.sort())).toEqual(['1795625155']);
    // Another instance removes the current folder under this one's feet (a clock a window ahead, say).
    await fs.rm(path.join(root, '.grants', '1795625155'), { recursive: true });
    expect(await grants.write(fetch, '1795625155')).toBe(true);
    expect(existsSync(fileOf('1795625155', fetch, 'ts'))).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('say once per window that the disk refuses them, and answer without one', async () => {
    const file = path.join(root, 'not-a-folder');
    await fs.writeFile(file, '');
    const refused = createFrontGrants({ root: file, now: () => nowMs, warn: (error) => warnings.push(error) });
    for (let i = 0; i < 3; i += 1) expect(await refused.write(fetched(`seg_0000${i}.ts`), '1795625140')).toBe(false);
    expect(warnings).toHaveLength(1);
    nowMs += 5_000;
    expect(await refused.write(fetched('seg_00003.ts'), '1795625145')).toBe(false);
    expect(warnings).toHaveLength(2);
  });
});
