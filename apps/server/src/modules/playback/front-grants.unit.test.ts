import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFrontGrants, type FrontGrants, grantName, type JudgedFetch } from './front-grants.js';

/*
 * Kora's yes written down for nginx: per signed prefix, a symbolic link to the file of the moment it ends (30 to
 * 60 s ahead, drawn per grant), which exists until that moment, in the folder of each 100-second epoch of nginx's
 * clock it spans; nginx's `-f` follows the link, as fs.stat does here. Never past the URL's expiry; taken back on a
 * change. The instances remove the moments each second (a real timer, on the clock the test moves).
 */
let root: string;
let nowMs: number;
let warnings: unknown[];
let grants: FrontGrants;
/** What the next grant's draw gives: 0 is the shortest grant (30 s), just under 1 the longest (60 s). */
let drawn: number;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-grants-'));
  nowMs = 1_795_625_142_300;
  warnings = [];
  drawn = 0;
  grants = createFrontGrants({ root, now: () => nowMs, warn: (error) => warnings.push(error), draw: () => drawn });
});
afterEach(async () => {
  await grants.close();
  await fs.rm(root, { recursive: true, force: true });
});

const fetched = (file: string, expires = 1_795_626_000, viewerId = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a'): JudgedFetch => ({
  kind: 'video',
  id: '0b7a3c1e-5d2f-4a6b-8c9d-0e1f2a3b4c5d',
  viewerId,
  expires,
  signature: 'Zm9vYmFy-_x',
  file,
});
/** Asked at 1795625142.3: nginx's epoch is 17956251 (the unix second without its last two digits). */
const EPOCH = '17956251';
const linkOf = (fetch: JudgedFetch, epoch = EPOCH) => path.join(root, '.grants', epoch, grantName(fetch));
/** What nginx's `-f` sees in an epoch: the link leads to a file. */
const honoured = (fetch: JudgedFetch, epoch = EPOCH) => fs.stat(linkOf(fetch, epoch)).then((info) => info.isFile(), () => false);
/** The second the grant ends at (the name of the file its link leads to). */
const endOf = async (fetch: JudgedFetch, epoch = EPOCH) => Number(path.basename(await fs.readlink(linkOf(fetch, epoch))));
/** The grants' folder: the epochs and the moments. */
const folders = async () => (await fs.readdir(path.join(root, '.grants')).catch(() => [] as string[])).sort();
const links = async (epoch = EPOCH) => fs.readdir(path.join(root, '.grants', epoch)).catch(() => [] as string[]);
const slowly = { timeout: 4000 };

describe('front grants', () => {
  it('last 30 to 60 s, drawn per grant, under the name nginx builds from the URL, for segments and playlists alike', async () => {
    const fetch = fetched('144p/seg_00003.ts');
    expect(grantName(fetch)).toBe(`video.${fetch.id}.${fetch.viewerId}.${fetch.expires}.Zm9vYmFy-_x.hls`);
    expect(await grants.write(fetch)).toBe(true);
    expect(await honoured(fetch)).toBe(true);
    // Asked at 1795625142.3: the shortest ends at the first moment 30 s on (5 s apart), the longest 60 s on.
    expect(await endOf(fetch)).toBe(1_795_625_175);
    // The longest ends in the next epoch: its link is there too, so nginx finds it on either side of 1795625200.
    drawn = 0.9999;
    expect(await grants.write(fetched('144p/index.m3u8'))).toBe(true);
    expect(await endOf(fetch)).toBe(1_795_625_205);
    expect(await endOf(fetch, '17956252')).toBe(1_795_625_205);
    expect(await honoured(fetch, '17956252')).toBe(true);
    drawn = 0.5;
    const other = fetched('360p/seg_00001.m4s', 1_795_626_001);
    expect(await grants.write(other)).toBe(true);
    expect(await endOf(other)).toBe(1_795_625_190);
    for (const file of ['init.mp4', 'audio/seg_00002.aac']) expect(await grants.write(fetched(file))).toBe(true);
    expect(await links()).toHaveLength(2);
    expect(await folders()).toEqual(['17956251', '17956252', 'until']);
    expect(warnings).toEqual([]);
  });

  it('are not written for a poster or thumbnails, nor past the URL expiry, nor when it expires within 5 s', async () => {
    expect(await grants.write(fetched('poster.jpg'))).toBe(false);
    expect(await grants.write(fetched('thumbs/sprite.vtt'))).toBe(false);
    expect(await grants.write(fetched('seg_00000.ts', 1_795_625_146))).toBe(false);
    expect(await links()).toEqual([]);
    // It expires 12 s in: the grant ends at the last moment before it.
    const shortLived = fetched('seg_00000.ts', 1_795_625_154);
    expect(await grants.write(shortLived)).toBe(true);
    expect(await endOf(shortLived)).toBe(1_795_625_150);
  });

  it("end when their moment passes (each instance removes it, by its clock), and with nginx's epoch", async () => {
    const fetch = fetched('seg_00000.ts');
    await grants.write(fetch);
    expect(await endOf(fetch)).toBe(1_795_625_175);
    nowMs = 1_795_625_175_000;
    await expect.poll(() => honoured(fetch), slowly).toBe(false);
    // Asked again: a new link over the old one.
    expect(await grants.write(fetch)).toBe(true);
    expect(await honoured(fetch)).toBe(true);
    expect(await endOf(fetch)).toBe(1_795_625_205);
    // nginx reads the epoch of its clock only: once this clock (less nginx's slack) is past both, they go whole.
    nowMs = 1_795_625_306_000;
    await expect.poll(folders, slowly).toEqual(['until']);
    expect(warnings).toEqual([]);
  });

  it("are taken back when a right changes (the viewer's or the asset's), not another's", async () => {
    const mine = fetched('seg_00000.ts');
    const otherUser = fetched('seg_00000.ts', 1_795_626_000, '11111111-2222-4333-8444-555555555555');
    const otherVideo = { ...mine, id: '66666666-7777-4888-8999-000000000000' };
    for (const f of [mine, otherUser, otherVideo]) await grants.write(f);
    grants.revoke((holder) => holder.viewerId === mine.viewerId);
    await expect.poll(() => honoured(mine)).toBe(false);
    expect(await honoured(otherUser)).toBe(true);
    expect(await honoured(otherVideo)).toBe(false);
    grants.revoke((holder) => holder.asset.kind === 'video' && holder.asset.id === otherUser.id);
    await expect.poll(() => honoured(otherUser)).toBe(false);
    expect(warnings).toEqual([]);
  });

  it("make a moment's file again when another instance removed it, and say once per step that the disk refuses them", async () => {
    const fetch = fetched('seg_00000.ts');
    await grants.write(fetch);
    // Another instance (a clock a little ahead, say) removes the whole folder under this one's feet.
    await fs.rm(path.join(root, '.grants'), { recursive: true });
    expect(await grants.write(fetch)).toBe(true);
    expect(await honoured(fetch)).toBe(true);
    expect(warnings).toEqual([]);

    const file = path.join(root, 'not-a-folder');
    await fs.writeFile(file, '');
    const refused = createFrontGrants({ root: file, now: () => nowMs, warn: (error) => warnings.push(error) });
    for (let i = 0; i < 3; i += 1) expect(await refused.write(fetched(`seg_0000${i}.ts`))).toBe(false);
    expect(warnings).toHaveLength(1);
    nowMs += 5_000;
    expect(await refused.write(fetched('seg_00003.ts'))).toBe(false);
    expect(warnings).toHaveLength(2);
    await refused.close();
  });
});
