import { describe, expect, it } from 'vitest';
import { hlsArguments, outputFrameRate, type HlsSource } from './hls-arguments.js';
import { renditionsFor } from './ladder.js';

describe('hlsArguments', () => {
  const source: HlsSource = { input: 'in.mp4', durationSeconds: 30, videoDurationSeconds: 30, hasVideo: true, hasAudio: true, frameRate: 25 };
  const args = (overrides: Partial<HlsSource>, height: number | null = 720) =>
    hlsArguments({ source: { ...source, ...overrides }, renditions: renditionsFor(height), workDir: '/w', preset: 'veryfast' });
  const after = (list: string[], flag: string) => list[list.indexOf(flag) + 1];

  it('names every variant in the stream map, the audio-only one last', () => {
    expect(after(args({}), '-var_stream_map')).toBe(
      'v:0,a:0,name:144p v:1,a:1,name:240p v:2,a:2,name:360p v:3,a:3,name:480p v:4,a:4,name:720p a:5,name:audio',
    );
  });

  it('forces a key frame every 4 s with a fixed GOP so all variants cut together', () => {
    const list = args({});
    expect(after(list, '-force_key_frames')).toBe('expr:gte(t,n_forced*4)');
    expect(after(list, '-g')).toBe('100');
    expect(after(list, '-sc_threshold')).toBe('0');
    expect(after(list, '-hls_time')).toBe('4');
  });

  it('feeds generated silence to every variant when the source has no audio', () => {
    const list = args({ hasAudio: false });
    expect(list).toContain('anullsrc=channel_layout=stereo:sample_rate=48000');
    expect(list.filter((a) => a === '1:a:0')).toHaveLength(6);
  });

  it('encodes only the audio variant for an audio-only source', () => {
    const list = args({ hasVideo: false, videoDurationSeconds: null }, null);
    expect(list).not.toContain('-filter_complex');
    expect(after(list, '-var_stream_map')).toBe('a:0,name:audio');
  });

  it('halves 50 fps and keeps 4 s GOPs', () => {
    expect(outputFrameRate(50)).toEqual({ fps: 25, halve: true, gop: 100 });
    expect(outputFrameRate(null).gop).toBe(100);
    expect(after(args({ frameRate: 59.94 }), '-filter_complex')).toContain('framestep=2');
  });
});
