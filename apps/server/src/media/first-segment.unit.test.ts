import { describe, expect, it } from 'vitest';
import { keyFrameExpression, replaceFirstSegment } from './first-segment.js';
import { parseMediaPlaylist } from './hls-playlist.js';

describe('the first segment cut in two', () => {
  it('forces key frames at 0 and 2 s, then at 4, 8, 12… (the transcode test reads where they land)', () => {
    expect(keyFrameExpression(4, 2)).toBe('expr:gte(t,if(lt(n_forced,2),n_forced*2,(n_forced-1)*4))');
  });

  it('lists the parts where the first segment was and leaves the rest as it was', () => {
    const playlist = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:4', '#EXT-X-PLAYLIST-TYPE:VOD', '#EXTINF:4.000000,', 'seg_00000.ts', '#EXTINF:4.000000,', 'seg_00001.ts', '#EXTINF:1.500000,', 'seg_00002.ts', '#EXT-X-ENDLIST', ''].join('\n');
    const replaced = replaceFirstSegment(playlist, [
      { uri: 'start_0.ts', durationSeconds: 2 },
      { uri: 'start_1.ts', durationSeconds: 2.021333 },
    ]);
    const segments = parseMediaPlaylist(replaced).segments;
    expect(segments.map((s) => [s.uri, s.durationSeconds, s.startSeconds])).toEqual([
      ['start_0.ts', 2, 0],
      ['start_1.ts', 2.021333, 2],
      ['seg_00001.ts', 4, 4.021333],
      ['seg_00002.ts', 1.5, 8.021333],
    ]);
    expect(replaced.startsWith('#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:4\n')).toBe(true);
    expect(replaced.endsWith('#EXT-X-ENDLIST\n')).toBe(true);
  });
});
