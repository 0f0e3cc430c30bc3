import { describe, expect, it } from 'vitest';
import { firstSegmentOf } from './warm-playlists';

describe('the first segment of a media playlist', () => {
  it('is the first URI line, tags, blank lines and CRLF aside', () => {
    const playlist = '#EXTM3U\r\n#EXT-X-VERSION:3\r\n#EXT-X-TARGETDURATION:4\r\n\r\n#EXTINF:2.000000,\r\nstart_0.ts\r\n#EXTINF:2.000000,\r\nstart_1.ts\r\n#EXT-X-ENDLIST\r\n';
    expect(firstSegmentOf(playlist)).toBe('start_0.ts');
  });

  it('is null for a playlist without segments, or an answer that is none', () => {
    expect(firstSegmentOf('#EXTM3U\n#EXT-X-ENDLIST\n')).toBeNull();
    expect(firstSegmentOf('')).toBeNull();
  });
});
