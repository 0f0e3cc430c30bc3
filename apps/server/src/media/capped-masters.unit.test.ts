import { describe, expect, it } from 'vitest';
import { AV1_MASTER_FILE, cappedMasterFile, masterFileFor, MASTER_FILES, rungHeightOfFile } from './capped-masters.js';

describe('rungHeightOfFile', () => {
  it("reads a rung's height from its folder, whatever the codec of the copy", () => {
    expect(rungHeightOfFile('1080p/seg_00003.m4s')).toBe(1080);
    expect(rungHeightOfFile('720p-av1/seg_00003.m4s')).toBe(720);
    expect(rungHeightOfFile('1080p-av1/index.m3u8')).toBe(1080);
    expect(rungHeightOfFile('144p/init_144p.mp4')).toBe(144);
  });

  it('gives no height to files outside a rung: masters, audio, subtitles, previews', () => {
    for (const file of ['master.m3u8', 'master-720p.m3u8', 'audio/seg_00000.m4s', 'audio-opus/index.m3u8', 'subtitles/fr.vtt', 'preview/sheet-0.jpg', 'x720p/seg.m4s', '720p-AV1/seg.m4s']) {
      expect(rungHeightOfFile(file), file).toBeNull();
    }
  });
});

describe('masterFileFor', () => {
  it('signs the capped master to a viewer whose plan stops below the tallest rung', () => {
    const renditions = [{ height: 360 }, { height: 720 }, { height: 1080 }, { height: null }];
    expect(masterFileFor(renditions, 720)).toBe(cappedMasterFile(720));
    expect(masterFileFor(renditions, 1080)).toBe('master.m3u8');
    expect(masterFileFor(renditions, null)).toBe('master.m3u8');
    expect(cappedMasterFile(720)).toBe('master-720p.m3u8');
  });

  it('caps the AV1 master the same way, under a name of its own that rewrites of the masters know', () => {
    const renditions = [{ height: 360 }, { height: 1080 }, { height: null }];
    expect(masterFileFor(renditions, 720, AV1_MASTER_FILE)).toBe('master-av1-720p.m3u8');
    expect(masterFileFor(renditions, null, AV1_MASTER_FILE)).toBe('master-av1.m3u8');
    expect(MASTER_FILES).toEqual(expect.arrayContaining(['master.m3u8', 'master-720p.m3u8', 'master-av1.m3u8', 'master-av1-720p.m3u8']));
  });
});
