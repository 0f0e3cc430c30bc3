import { describe, expect, it } from 'vitest';
import { besideMaster, firstFilesOf } from './warm-playlists';

describe('what a player fetches first from a media playlist', () => {
  it('is the first segment of an MPEG-TS playlist, tags, blank lines and CRLF aside', () => {
    const playlist = '#EXTM3U\r\n#EXT-X-VERSION:3\r\n#EXT-X-TARGETDURATION:4\r\n\r\n#EXTINF:2.000000,\r\nstart_0.ts\r\n#EXTINF:2.000000,\r\nstart_1.ts\r\n#EXT-X-ENDLIST\r\n';
    expect(firstFilesOf(playlist)).toEqual(['start_0.ts']);
  });

  it('is the init segment then the first fragment of an fMP4 playlist', () => {
    const playlist = '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:4\n#EXT-X-MAP:URI="init_144p.mp4"\n#EXTINF:2.000000,\nseg_00000.m4s\n#EXTINF:2.000000,\nseg_00001.m4s\n';
    expect(firstFilesOf(playlist)).toEqual(['init_144p.mp4', 'seg_00000.m4s']);
  });

  it('is nothing for a playlist without segments, or an answer that is none', () => {
    expect(firstFilesOf('#EXTM3U\n#EXT-X-ENDLIST\n')).toEqual([]);
    expect(firstFilesOf('')).toEqual([]);
  });
});

describe('a file beside the signed master', () => {
  const signed = '/media/video/v/p/1900000000/c2ln';
  it('keeps the signature, whether the master is the full one or a plan’s capped one', () => {
    expect(besideMaster(`${signed}/master.m3u8`, 'audio/index.m3u8')).toBe(`${signed}/audio/index.m3u8`);
    expect(besideMaster(`${signed}/master-720p.m3u8`, '360p/index.m3u8')).toBe(`${signed}/360p/index.m3u8`);
    expect(besideMaster(`${signed}/master-av1.m3u8`, 'audio/index.m3u8')).toBe(`${signed}/audio/index.m3u8`);
    expect(besideMaster(`${signed}/master-av1-720p.m3u8`, '360p-av1/index.m3u8')).toBe(`${signed}/360p-av1/index.m3u8`);
  });
});
