import { describe, expect, it } from 'vitest';
import { AUDIO_RENDITION, CONTAINER_OVERHEAD, renditionsFor, scaledWidth, VIDEO_LADDER } from './ladder.js';

const ids = (height: number | null) => renditionsFor(height).map((r) => r.id);

describe('renditionsFor', () => {
  it('gives a 720p source the whole ladder, lowest first, audio last', () => {
    expect(ids(720)).toEqual(['144p', '240p', '360p', '480p', '720p', 'audio']);
  });

  it('never goes above the source height', () => {
    expect(ids(360)).toEqual(['144p', '240p', '360p', 'audio']);
    expect(ids(479)).toEqual(['144p', '240p', '360p', 'audio']);
    expect(ids(2160)).toEqual(['144p', '240p', '360p', '480p', '720p', 'audio']);
  });

  it('keeps 144p for a video smaller than 144 lines', () => {
    expect(ids(120)).toEqual(['144p', 'audio']);
  });

  it('gives an audio-only source the audio variant alone', () => {
    expect(ids(null)).toEqual(['audio']);
  });
});

describe('VIDEO_LADDER', () => {
  it('has even widths and bandwidth = (video + audio) plus container overhead', () => {
    for (const r of VIDEO_LADDER) {
      expect(r.width % 2).toBe(0);
      expect(r.bandwidth).toBe(Math.round((r.videoBitrate + r.audioBitrate) * (1 + CONTAINER_OVERHEAD)));
    }
    expect(AUDIO_RENDITION.bandwidth).toBe(70_400);
  });

  it('climbs in bandwidth so a player starting on the first variant starts on the cheapest', () => {
    const bandwidths = VIDEO_LADDER.map((r) => r.bandwidth);
    expect([...bandwidths].sort((a, b) => a - b)).toEqual(bandwidths);
    expect(VIDEO_LADDER[0]).toMatchObject({ id: '144p', width: 256, height: 144, videoBitrate: 120_000 });
  });
});

describe('scaledWidth', () => {
  it('matches scale=-2:h for 16:9, 4:3 and portrait sources', () => {
    expect(scaledWidth(1280, 720, 240)).toBe(426);
    expect(scaledWidth(1280, 720, 480)).toBe(854);
    expect(scaledWidth(640, 480, 360)).toBe(480);
    expect(scaledWidth(720, 1280, 360)).toBe(202);
  });
});
