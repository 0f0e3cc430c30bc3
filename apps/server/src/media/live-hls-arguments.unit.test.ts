import { describe, expect, it } from 'vitest';
import { renditionsFor } from './ladder.js';
import { copiesTopRung, LIVE_SEGMENT_SECONDS, liveHlsArguments, type LiveHlsArgumentsInput, type LiveSource } from './live-hls-arguments.js';

describe('liveHlsArguments', () => {
  const source: LiveSource = { videoCodec: 'h264', width: 1280, height: 720, frameRate: 30, hasAudio: true };
  const build = (overrides: Partial<LiveHlsArgumentsInput> = {}) =>
    liveHlsArguments({ input: { kind: 'rtmp', url: 'rtmp://127.0.0.1:1935/live/k?token=t' }, source, renditions: renditionsFor(720), workDir: '/w', preset: 'veryfast', ...overrides });
  const after = (list: string[], flag: string) => list[list.indexOf(flag) + 1];

  it('reads the RTMP playback with a read timeout, or WebM from stdin', () => {
    const rtmp = build();
    expect(rtmp.slice(0, 4)).toEqual(['-rw_timeout', '10000000', '-i', 'rtmp://127.0.0.1:1935/live/k?token=t']);
    const pipe = build({ input: { kind: 'webm-pipe' } });
    expect(after(pipe, '-f')).toBe('webm');
    expect(after(pipe, '-i')).toBe('pipe:0');
  });

  it('splits once and scales every rung, audio-only variant last in the stream map', () => {
    const list = build();
    expect(after(list, '-filter_complex')).toBe(
      '[0:v:0]format=yuv420p,split=5[s0][s1][s2][s3][s4];[s0]scale=-2:144[v0];[s1]scale=-2:240[v1];[s2]scale=-2:360[v2];[s3]scale=-2:480[v3];[s4]scale=-2:720[v4]',
    );
    expect(after(list, '-var_stream_map')).toBe('v:0,a:0,name:144p v:1,a:1,name:240p v:2,a:2,name:360p v:3,a:3,name:480p v:4,a:4,name:720p a:5,name:audio');
    expect(list.filter((a) => a === '0:a:0')).toHaveLength(6);
  });

  it('forces key frames on the 2 s clock, low-latency x264, and keeps every segment with dated playlists', () => {
    const list = build();
    expect(LIVE_SEGMENT_SECONDS).toBe(2);
    expect(after(list, '-force_key_frames:v:0')).toBe('expr:gte(t,n_forced*2)');
    expect(after(list, '-g:v:0')).toBe('60');
    expect(after(list, '-tune:v:4')).toBe('zerolatency');
    expect(after(list, '-preset:v:4')).toBe('veryfast');
    expect(after(list, '-profile:v:0')).toBe('baseline');
    expect(after(list, '-profile:v:4')).toBe('main');
    expect(after(list, '-hls_time')).toBe('2');
    expect(after(list, '-hls_flags')).toBe('independent_segments+program_date_time+temp_file');
    expect(after(list, '-hls_flags')).not.toContain('delete_segments');
    expect(after(list, '-hls_segment_filename')).toBe('/w/%v/seg_%d.ts');
    expect(list.at(-1)).toBe('/w/%v/index.m3u8');
    expect(after(list, '-fps_mode')).toBe('passthrough');
  });

  it('halves a 60 fps source like the VOD ladder', () => {
    const list = build({ source: { ...source, frameRate: 60 } });
    expect(after(list, '-filter_complex')).toMatch(/^\[0:v:0\]format=yuv420p,framestep=2,split=5/);
    expect(after(list, '-g:v:0')).toBe('60');
  });

  it('copies an H.264 source of exactly the top rung height when asked, and only then', () => {
    expect(copiesTopRung({ source, renditions: renditionsFor(720), copyTopRung: true })).toBe(true);
    expect(copiesTopRung({ source, renditions: renditionsFor(720), copyTopRung: false })).toBe(false);
    expect(copiesTopRung({ source: { ...source, videoCodec: 'vp8' }, renditions: renditionsFor(720), copyTopRung: true })).toBe(false);
    expect(copiesTopRung({ source: { ...source, height: 1080 }, renditions: renditionsFor(720), copyTopRung: true })).toBe(false);
    const list = build({ copyTopRung: true });
    expect(after(list, '-filter_complex')).toBe('[0:v:0]format=yuv420p,split=4[s0][s1][s2][s3];[s0]scale=-2:144[v0];[s1]scale=-2:240[v1];[s2]scale=-2:360[v2];[s3]scale=-2:480[v3]');
    expect(list.filter((a, i) => a === '-map' && list[i + 1]!.includes('v'))).toHaveLength(5);
    expect(list).toContain('0:v:0');
    expect(after(list, '-c:v:4')).toBe('copy');
    expect(list).not.toContain('-force_key_frames:v:4');
  });

  it('feeds silence when the source has none, and ends with the picture', () => {
    const list = build({ source: { ...source, hasAudio: false } });
    expect(list).toContain('anullsrc=channel_layout=stereo:sample_rate=48000');
    expect(list.filter((a) => a === '1:a:0')).toHaveLength(6);
    expect(list).toContain('-shortest');
  });

  it('encodes the audio variant alone for an audio-only source, and refuses impossible asks', () => {
    const list = build({ source: { ...source, videoCodec: null, height: null, width: null }, renditions: renditionsFor(null) });
    expect(list).not.toContain('-filter_complex');
    expect(after(list, '-var_stream_map')).toBe('a:0,name:audio');
    expect(() => build({ source: { ...source, videoCodec: null } })).toThrow();
    expect(() => build({ renditions: [] })).toThrow();
  });
});
