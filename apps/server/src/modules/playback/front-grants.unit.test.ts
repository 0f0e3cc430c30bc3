import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFrontGrants, type FrontGrants, grantName, type JudgedFetch } from './front-grants.js';

/*
 * Kora's yes written down for nginx: one empty file per signed prefix, in the 5-second window nginx named and
 * the 5 to 11 after it (30 to 60 s, drawn per grant), only where nginx could honour it no longer than Kora would; taken back on a change.
 */
let root: string;
let nowMs: number;
let warnings: unknown[];
let grants: FrontGrants;
/** What the next grant's draw gives: 0 is the shortest grant (30 s), just under 1 the longest (60 s). */
let drawn: number;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-grants-'));
  nowMs = 1_795_625_142_300; // window 1795625140
  warnings = [];
  drawn = 0;
  grants = createFrontGrants({ root, now: () => nowMs, warn: (error) => warnings.push(error), draw: () => drawn });
});
afterEach(async () => {
  await grants.close();
  await fs.rm(root, { recursive: true, force: true });
});

const fetched = (file: string, expires = 1_795_626_000): JudgedFetch => ({
  kind: 'video',
  id: '0b7a3c1e-5d2f-4a6b-8c9d-0e1f2a3b4c5d',
  userId: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  expires,
  signature: 'Zm9vYmFy-_x',
  file,
});
const fileOf = (window: string | number, fetch: JudgedFetch) => path.join(root, '.grants', String(window), grantName(fetch));
const windowsHolding = async (fetch: JudgedFetch) => {
  const windows = await fs.readdir(path.join(root, '.grants')).catch(() => [] as string[]);
  return windows.filter((w) => existsSync(fileOf(w, fetch))).sort();
};

describe('front grants', () => {
  it("are written for 30 to 60 s from nginx's window, named as nginx builds the name from the URL, for segments and playlists alike", async () => {
    const fetch = fetched('144p/seg_00003.ts');
    expect(await grants.write(fetch, '1795625140')).toBe(true);
    expect(await windowsHolding(fetch)).toEqual(['1795625140', '1795625145', '1795625150', '1795625155', '1795625160', '1795625165']);
    // The longest draw: twelve windows, to 1795625200 (a grant asked for again only gains windows).
    drawn = 0.9999;
    expect(await grants.write(fetch, '1795625140')).toBe(true);
    expect(await windowsHolding(fetch)).toEqual(Array.from({ length: 12 }, (_, i) => String(1_795_625_140 + i * 5)));
    drawn = 0.5;
    const middle = fetched('144p/seg_00003.ts', 1_795_626_001);
    expect(await grants.write(middle, '1795625140')).toBe(true);
    expect(await windowsHolding(middle)).toHaveLength(9);
    drawn = 0;
    expect(grantName(fetch)).toBe(`video.${fetch.id}.${fetch.userId}.${fetch.expires}.Zm9vYmFy-_x.hls`);
    // One window either side of this clock: nginx's may differ by a little. Asked again, the grant is simply there.
    expect(await grants.write(fetched('144p/index.m3u8'), '1795625135')).toBe(true);
    expect(await grants.write(fetched('360p/seg_00001.m4s'), '1795625145')).toBe(true);
    expect(await windowsHolding(fetch)).toHaveLength(13);
    for (const file of ['init.mp4', 'audio/seg_00002.aac']) expect(await grants.write(fetched(file), '1795625140')).toBe(true);
  });

  it('are not written for a poster, without a window, for a window far from now or not on a boundary, nor for a window past the expiry', async () => {
    expect(await grants.write(fetched('poster.jpg'), '1795625140')).toBe(false);
    expect(await grants.write(fetched('thumbs/sprite.vtt'), '1795625140')).toBe(false);
    expect(await grants.write(fetched('seg_00000.ts'), undefined)).toBe(false);
    expect(await grants.write(fetched('seg_00000.ts'), '1795625150')).toBe(false);
    expect(await grants.write(fetched('seg_00000.ts'), '1795625130')).toBe(false);
    expect(await grants.write(fetched('seg_00000.ts'), '1795625141')).toBe(false);
    expect(await grants.write(fetched('seg_00000.ts'), '17956251400000000')).toBe(false);
    expect(await grants.write(fetched('seg_00000.ts'), '1795625140; rm')).toBe(false);
    // The URL expires before the window ends: nginx would honour it a moment too long.
    expect(await grants.write(fetched('seg_00000.ts', 1_795_625_143), '1795625140')).toBe(false);
    expect(existsSync(path.join(root, '.grants'))).toBe(false);
    // It expires 12 s in: the two windows that end before it, no more.
    const shortLived = fetched('seg_00000.ts', 1_795_625_152);
    expect(await grants.write(shortLived, '1795625140')).toBe(true);
    expect(await windowsHolding(shortLived)).toEqual(['1795625140', '1795625145']);
  });

  it("are taken back from every window when a right changes (the viewer's or the asset's), not another's", async () => {
    const mine = fetched('seg_00000.ts');
    const otherUser = { ...mine, userId: '11111111-2222-4333-8444-555555555555' };
    const otherVideo = { ...mine, id: '66666666-7777-4888-8999-000000000000' };
    for (const f of [mine, otherUser, otherVideo]) await grants.write(f, '1795625140');
    grants.revoke((holder) => holder.userId === mine.userId);
    await expect.poll(() => windowsHolding(mine)).toEqual([]);
    expect(await windowsHolding(otherUser)).toHaveLength(6);
    expect(await windowsHolding(otherVideo)).toEqual([]);
    grants.revoke((holder) => holder.asset.kind === 'video' && holder.asset.id === otherUser.id);
    await expect.poll(() => windowsHolding(otherUser)).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('remove windows that ended as new ones begin (and what a stopped process was deleting), and make a folder again when another instance swept it', async () => {
    const fetch = fetched('seg_00000.ts');
    await fs.mkdir(path.join(root, '.grants', 'swept-1795625000.4242'), { recursive: true });
    await fs.writeFile(path.join(root, '.grants', 'swept-1795625000.4242', grantName(fetch)), '');
    await grants.write(fetch, '1795625140');
    nowMs += 5_000;
    await grants.write(fetch, '1795625145');
    nowMs += 10_000;
    await grants.write(fetch, '1795625155');
    // Kept: the window before this one (nginx's clock may lag) and those ahead.
    const kept = Array.from({ length: 7 }, (_, i) => String(1_795_625_150 + i * 5));
    await expect.poll(() => fs.readdir(path.join(root, '.grants')).then((names) => names.sort())).toEqual(kept);
    // Another instance removes the current folder under this one's feet (a clock a window ahead, say).
    await fs.rm(path.join(root, '.grants', '1795625155'), { recursive: true });
    expect(await grants.write(fetch, '1795625155')).toBe(true);
    expect(existsSync(fileOf('1795625155', fetch))).toBe(true);
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
