import { describe, expect, it } from 'vitest';
import { parseProgressLine } from './ffmpeg.js';
import { interpretProbe, NotMediaError } from './ffprobe.js';

describe('parseProgressLine', () => {
  it('reads microseconds from out_time_us and the misnamed out_time_ms', () => {
    expect(parseProgressLine('out_time_us=2500000')).toBe(2.5);
    expect(parseProgressLine('out_time_ms=1000000')).toBe(1);
    expect(parseProgressLine('out_time=00:00:01.000000')).toBeNull();
    expect(parseProgressLine('out_time_us=N/A')).toBeNull();
  });
});

describe('interpretProbe', () => {
  it('refuses text read as ANSI art and still images', () => {
    const tty = { format: { format_name: 'tty', duration: '1' }, streams: [{ codec_type: 'video', codec_name: 'ansi' }] };
    expect(() => interpretProbe('a.txt', tty)).toThrow(NotMediaError);
    const png = { format: { format_name: 'png_pipe' }, streams: [{ codec_type: 'video', codec_name: 'png', width: 64, height: 64 }] };
    expect(() => interpretProbe('a.png', png)).toThrow(NotMediaError);
  });

  it('treats cover art as no video and reads Matroska stream durations', () => {
    const mp3 = {
      format: { format_name: 'mp3', duration: '12.5' },
      streams: [{ codec_type: 'audio', codec_name: 'mp3' }, { codec_type: 'video', codec_name: 'mjpeg', disposition: { attached_pic: 1 } }],
    };
    expect(interpretProbe('a.mp3', mp3)).toMatchObject({ hasVideo: false, hasAudio: true, height: null, durationSeconds: 12.5 });
    const mkv = { format: { format_name: 'matroska,webm', duration: '61' }, streams: [{ codec_type: 'video', codec_name: 'vp9', width: 640, height: 360, avg_frame_rate: '30000/1001', tags: { DURATION: '00:01:00.500000000' } }] };
    expect(interpretProbe('a.mkv', mkv)).toMatchObject({ videoDurationSeconds: 60.5, frameRate: 30000 / 1001, hasAudio: false });
  });
});
