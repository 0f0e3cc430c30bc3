import { describe, expect, it } from 'vitest';
import { hlsArguments, outputFrameRate, type HlsSource } from './hls-arguments.js';
import { AUDIO_RENDITION, renditionsFor } from './ladder.js';
import { sheetArguments, thumbnailPlan } from './thumbnails.js';

describe('hlsArguments', () => {
  const source: HlsSource = { input: 'in.mp4', durationSeconds: 30, videoDurationSeconds: 30, hasVideo: true, hasAudio: true, frameRate: 25 };
  const args = (overrides: Partial<HlsSource>, height: number | null = 720, thumbnails = false) =>
    hlsArguments({
      source: { ...source, ...overrides },
      renditions: renditionsFor(height),
      workDir: '/w',
      preset: 'veryfast',
      thumbnails: thumbnails ? thumbnailPlan(source.durationSeconds) : null,
    });
  const after = (list: string[], flag: string) => list[list.indexOf(flag) + 1];

  it('names every variant in the stream map, the audio-only one last', () => {
    expect(after(args({}), '-var_stream_map')).toBe(
      'v:0,a:0,name:144p v:1,a:1,name:240p v:2,a:2,name:360p v:3,a:3,name:480p v:4,a:4,name:720p a:5,name:audio',
    );
  });

  it('forces a key frame every 4 s with a fixed GOP so all variants cut together', () => {
    const list = args({});
    // Key frames at 0 and 2 s (where the first segment is cut in two), then every 4 s.
    expect(after(list, '-force_key_frames')).toBe('expr:gte(t,if(lt(n_forced,2),n_forced*2,(n_forced-1)*4))');
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

  describe('with thumbnails', () => {
    const plain = args({});
    const list = args({}, 720, true);
    const hlsEnd = list.indexOf('/w/%v/index.m3u8');

    it('leaves the HLS output exactly as it was, except the extra branch of the filter graph', () => {
      expect(hlsEnd).toBe(plain.length - 1);
      const withoutGraph = (l: string[]) => l.map((a, i) => (l[i - 1] === '-filter_complex' ? 'graph' : a));
      expect(withoutGraph(list.slice(0, hlsEnd + 1))).toEqual(withoutGraph(plain));
      const graph = after(list, '-filter_complex')!;
      expect(graph.startsWith(after(plain, '-filter_complex')!.split(';')[0]!.replace('split=5', 'split=6'))).toBe(true);
      expect(graph.split(';').slice(1, 6)).toEqual(after(plain, '-filter_complex')!.split(';').slice(1));
    });

    it('takes one poster-sized frame every 2 s from the split frames, the only extra output (raw, after the HLS one)', () => {
      const graph = after(list, '-filter_complex')!.split(';');
      expect(graph).toHaveLength(7);
      expect(graph[6]).toBe('[s5]fps=fps=1/2:start_time=0:round=up,scale=-2:360:out_range=full[thumbnails]');
      const images = list.slice(hlsEnd + 1);
      expect(images).toEqual(['-map', '[thumbnails]', '-fps_mode', 'passthrough', '-f', 'yuv4mpegpipe', '/w/thumbnails.y4m']);
    });

    it('writes the poster (the frame asked for) and the 160 px thumbnails tiled 10×10 in a second run that reads only them', () => {
      const sheets = sheetArguments('/w', 2);
      expect(after(sheets, '-i')).toBe('/w/thumbnails.y4m');
      expect(after(sheets, '-filter_complex')).toBe("[0:v]split=2[p][s];[p]select='eq(n,2)'[poster];[s]scale=160:-2,tile=10x10[sheets]");
      expect(sheets.slice(sheets.indexOf('[poster]'), sheets.indexOf('/w/poster.jpg') + 1)).toContain('-frames:v');
      expect(after(sheets, '-c:v')).toBe('mjpeg');
      expect(sheets.at(-1)).toBe('/w/preview/sheet_%03d.jpg');
    });

    it('feeds a lone audio rendition and the thumbnails from a video source', () => {
      const audioOnly = hlsArguments({ source, renditions: [AUDIO_RENDITION], workDir: '/w', preset: 'veryfast', thumbnails: thumbnailPlan(30) });
      expect(after(audioOnly, '-filter_complex')).toMatch(/^\[0:v\]format=yuv420p,fps=fps=1\/2/);
      expect(after(audioOnly, '-var_stream_map')).toBe('a:0,name:audio');
    });

    it('refuses thumbnails for a source without video', () => {
      expect(() => args({ hasVideo: false, videoDurationSeconds: null }, null, true)).toThrow('Vignettes demandées pour une source sans vidéo');
    });
  });
});
