import { describe, expect, it } from 'vitest';
import { av1Codecs, av1EncodeArguments, av1PackageArguments, av1RenditionId, concatList, excerptSpans, gridPieces, rungPictureFilter, spanInput } from './av1-arguments.js';

describe('gridPieces', () => {
  it('cuts the picture at 2 and 4 s so a key frame every 4 s after that lands on the segment grid', () => {
    expect(gridPieces(24)).toEqual([{ start: 0, seconds: 2 }, { start: 2, seconds: 2 }, { start: 4, seconds: null }]);
    expect(gridPieces(4.5)).toEqual([{ start: 0, seconds: 2 }, { start: 2, seconds: 2 }, { start: 4, seconds: null }]);
  });

  it('makes fewer pieces of a picture too short for three', () => {
    expect(gridPieces(4)).toEqual([{ start: 0, seconds: 2 }, { start: 2, seconds: null }]);
    expect(gridPieces(3)).toEqual([{ start: 0, seconds: 2 }, { start: 2, seconds: null }]);
    expect(gridPieces(2)).toEqual([{ start: 0, seconds: null }]);
    expect(gridPieces(0.5)).toEqual([{ start: 0, seconds: null }]);
  });
});

describe('excerptSpans', () => {
  it('searches a short video whole', () => {
    expect(excerptSpans(7)).toEqual([{ start: 0, seconds: null }]);
    expect(excerptSpans(18)).toEqual([{ start: 0, seconds: null }]);
  });

  it('takes three 4 s segments of a longer one, past the first two, inside the picture', () => {
    expect(excerptSpans(24)).toEqual([{ start: 4, seconds: 4 }, { start: 8, seconds: 4 }, { start: 16, seconds: 4 }]);
    expect(excerptSpans(3600).map((s) => s.start)).toEqual([596, 1796, 2996]);
    expect(excerptSpans(19)).toEqual([{ start: 4, seconds: 4 }, { start: 12, seconds: 4 }]);
    for (const duration of [19, 25.3, 61, 600.7, 3600]) {
      const spans = excerptSpans(duration);
      spans.slice(1).forEach((span, i) => expect(span.start).toBeGreaterThanOrEqual(spans[i]!.start + 4));
      for (const span of spans) {
        expect(span.start % 4).toBe(0);
        expect(span.start).toBeGreaterThanOrEqual(4);
        expect(span.start + span.seconds!).toBeLessThanOrEqual(duration);
      }
    }
  });
});

describe('the AV1 command lines', () => {
  it('reads a span by seeking the input, frame-exact since ffmpeg decodes', () => {
    expect(spanInput('/in.mp4', { start: 0, seconds: null })).toEqual(['-i', '/in.mp4']);
    expect(spanInput('/in.mp4', { start: 8, seconds: 4 })).toEqual(['-ss', '8', '-t', '4', '-i', '/in.mp4']);
  });

  it('makes the picture as the H.264 ladder does, halving the frame rate above 30 fps', () => {
    expect(rungPictureFilter(720, 25)).toBe('format=yuv420p,scale=-2:720');
    expect(rungPictureFilter(360, 60)).toBe('format=yuv420p,framestep=2,scale=-2:360');
  });

  it('encodes constant quality with a key frame every 4 s of output, no audio, into IVF', () => {
    const args = av1EncodeArguments({ input: ['-ss', '4', '-i', '/in.mp4'], filter: 'scale=-2:720', fps: 25, crf: 33, out: '/w/p.ivf', outputSeconds: 20 });
    expect(args.slice(0, 4)).toEqual(['-ss', '4', '-i', '/in.mp4']);
    expect(args.join(' ')).toContain('-vf scale=-2:720 -t 20.000 -c:v libsvtav1 -preset 10 -crf 33 -g 100 -f ivf /w/p.ivf');
    expect(args).toContain('-an');
    expect(av1EncodeArguments({ input: ['-i', 'r.mkv'], filter: null, fps: 29.97, crf: 40, out: 'o.ivf', preset: 8 }).join(' ')).toContain('-preset 8 -crf 40 -g 120 -f ivf');
  });

  it('joins the pieces with the H.264 rung audio copied into fMP4 HLS cut every 2 s at the key frames', () => {
    const args = av1PackageArguments({ list: '/w/l.txt', audioPlaylist: '/o/720p/index.m3u8', dir: '/o/720p-av1' }).join(' ');
    expect(args).toContain('-f concat -safe 0 -i /w/l.txt -i /o/720p/index.m3u8 -map 0:v:0 -map 1:a:0 -c copy');
    expect(args).toContain('-hls_time 2');
    expect(args).toContain('-hls_segment_type fmp4');
    expect(args).toContain('/o/720p-av1/seg_%05d.m4s /o/720p-av1/index.m3u8');
  });

  it('quotes concat paths as the demuxer reads them', () => {
    expect(concatList(['/w/a.ivf', "/w/l'b.ivf"])).toBe("file '/w/a.ivf'\nfile '/w/l'\\''b.ivf'\n");
  });

  it('names the copy beside its rung and writes its CODECS from the level the stream declares', () => {
    expect(av1RenditionId('720p')).toBe('720p-av1');
    expect(av1Codecs(5, 'mp4a.40.2')).toBe('av01.0.05M.08,mp4a.40.2');
    expect(av1Codecs(1, 'opus')).toBe('av01.0.01M.08,opus');
  });
});
