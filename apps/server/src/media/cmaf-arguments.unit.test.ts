import { describe, expect, it } from 'vitest';
import { AUDIO_TRACKS_FILE, cmafArguments, cmafAudioArguments, cmafAudioTracks, cmafVariantCodecs, mergeAudioSegments, segmentStart } from './cmaf-arguments.js';
import { CMAF_AUDIO_RENDITION, CMAF_VIDEO_LADDER, cmafRenditionsFor, pipelineRenditionsFor } from './cmaf-ladder.js';
import { hlsArguments, type HlsSource } from './hls-arguments.js';
import { renditionsFor } from './ladder.js';
import { parseMediaPlaylist } from './hls-playlist.js';
import { thumbnailPlan } from './thumbnails.js';

describe('cmafArguments', () => {
  const source: HlsSource = { input: 'in.mp4', durationSeconds: 30, videoDurationSeconds: 30, hasVideo: true, hasAudio: true, frameRate: 25 };
  const args = (overrides: Partial<HlsSource> = {}, height: number | null = 1080, audioCodec: 'opus' | 'aac' = 'opus') =>
    cmafArguments({ source: { ...source, ...overrides }, renditions: cmafRenditionsFor(height), workDir: '/w', preset: 'faster', audioCodec });
  const after = (list: string[], flag: string) => list[list.indexOf(flag) + 1];
  /** Each option of the command with the value after it (a repeated one, its first). */
  const optionsOf = (list: string[]) => Object.fromEntries(list.flatMap((a, i) => (a.startsWith('-') ? [[a, list[i + 1]]] : [])).reverse());

  it('names every variant up to 1080p in the stream map, the audio-only one last', () => {
    expect(after(args(), '-var_stream_map')).toBe(
      'v:0,a:0,name:144p v:1,a:1,name:240p v:2,a:2,name:360p v:3,a:3,name:480p v:4,a:4,name:720p v:5,a:5,name:1080p a:6,name:audio',
    );
    expect(after(args({}, 720), '-var_stream_map')).toBe('v:0,a:0,name:144p v:1,a:1,name:240p v:2,a:2,name:360p v:3,a:3,name:480p v:4,a:4,name:720p a:5,name:audio');
  });

  it('forces the same key frames as today (0, 2 s, then every 4 s) with a fixed GOP', () => {
    expect(optionsOf(args())).toMatchObject({
      '-force_key_frames': 'expr:gte(t,if(lt(n_forced,2),n_forced*2,(n_forced-1)*4))',
      '-g': '100',
      '-keyint_min': '100',
      '-sc_threshold': '0',
    });
  });

  it('writes fMP4 segments and one init segment per rendition, cut at 2 s multiples (so 2 + 2 + 4 + 4… s at the key frames)', () => {
    const list = args();
    expect(optionsOf(list)).toMatchObject({
      '-f': 'hls',
      '-hls_segment_type': 'fmp4',
      '-hls_fmp4_init_filename': 'init_%v.mp4',
      '-hls_segment_filename': '/w/%v/seg_%05d.m4s',
      '-hls_time': '2',
      '-hls_playlist_type': 'vod',
      '-master_pl_name': 'master.m3u8',
    });
    expect(list.at(-1)).toBe('/w/%v/index.m3u8');
  });

  it('gives every rung a capped CRF with a 2 s buffer, High profile and a forced level', () => {
    const list = args();
    const options = optionsOf(list);
    expect(options).toMatchObject({ '-c:v': 'libx264', '-preset': 'faster', '-tune': 'ssim', '-x264-params': 'rc-lookahead=20' });
    CMAF_VIDEO_LADDER.forEach((rung, i) => {
      const rungOptions = { crf: String(rung.crf), maxrate: String(rung.maxrate), bufsize: String(rung.maxrate * 2), profile: 'high', level: rung.level };
      expect(options).toMatchObject(Object.fromEntries(Object.entries(rungOptions).map(([name, value]) => [`-${name}:v:${i}`, value])));
    });
    expect(list.some((a) => a.startsWith('-b:v'))).toBe(false);
    expect(after(list, '-filter_complex')).toBe(
      '[0:v]format=yuv420p,split=6[s0][s1][s2][s3][s4][s5];[s0]scale=-2:144[v0];[s1]scale=-2:240[v1];[s2]scale=-2:360[v2];'
        + '[s3]scale=-2:480[v3];[s4]scale=-2:720[v4];[s5]scale=-2:1080[v5]',
    );
  });

  it('encodes each distinct audio track once: Opus (constrained VBR, 40 ms packets) or AAC-LC at its fallback rate', () => {
    const prepass = (codec: 'opus' | 'aac', renditions = cmafRenditionsFor(1080)) =>
      cmafAudioArguments({ source, renditions, workDir: '/w', preset: 'faster', audioCodec: codec });
    const opus = prepass('opus');
    // 24 kb/s below 360p, 32 kb/s from 360p, 30 kb/s for the audio only: three tracks for seven variants.
    expect(opus.filter((a) => a === '-map')).toHaveLength(3);
    expect(optionsOf(opus)).toMatchObject({ '-c:a:0': 'libopus', '-vbr:a:0': 'constrained', '-frame_duration:a:0': '40', '-b:a:0': '24000', '-b:a:1': '32000', '-b:a:2': '30000' });
    expect(opus).toContain('-vn');
    expect(optionsOf(opus)).toMatchObject({ '-filter:a': 'apad', '-t': '30.000', '-ac': '2', '-ar': '48000', '-f': 'mp4' });
    expect(opus.at(-1)).toBe(`/w/${AUDIO_TRACKS_FILE}`);
    const aac = prepass('aac', pipelineRenditionsFor(720));
    expect(optionsOf(aac)).toMatchObject({ '-c:a:0': 'aac', '-b:a:0': '32000', '-c:a:1': 'aac', '-b:a:1': '64000', '-c:a:2': 'libopus', '-b:a:2': '30000' });
    expect(aac).not.toContain('-vbr:a:0');
    expect(aac.filter((a) => a === '-map')).toHaveLength(3);
  });

  it('copies into each variant the track of its rate, and nothing is encoded twice', () => {
    expect(cmafAudioTracks(pipelineRenditionsFor(720), 'aac').streams).toEqual([0, 0, 1, 1, 1, 0, 2]);
    const list = cmafArguments({ source, renditions: pipelineRenditionsFor(720), workDir: '/w', preset: 'faster', audioCodec: 'aac' });
    expect(list.slice(0, 4)).toEqual(['-i', 'in.mp4', '-i', `/w/${AUDIO_TRACKS_FILE}`]);
    expect(list.filter((a) => a.startsWith('1:a:'))).toEqual(['1:a:0', '1:a:0', '1:a:1', '1:a:1', '1:a:1', '1:a:0', '1:a:2']);
    expect(after(list, '-c:a')).toBe('copy');
    expect(list.filter((a) => a.startsWith('-c:a') || a.startsWith('-b:a') || a === '-filter:a')).toEqual(['-c:a']);
  });

  it('feeds generated silence to the audio tracks when the source has no audio, and ends everything with the picture', () => {
    const list = cmafAudioArguments({ source: { ...source, hasAudio: false }, renditions: cmafRenditionsFor(1080), workDir: '/w', preset: 'faster' });
    expect(list).toContain('anullsrc=channel_layout=stereo:sample_rate=48000');
    expect(list.filter((a) => a === '1:a:0')).toHaveLength(3);
    expect(after(cmafArguments({ source: { ...source, videoDurationSeconds: 29.5 }, renditions: cmafRenditionsFor(720), workDir: '/w', preset: 'faster' }), '-t')).toBe('29.500');
    expect(after(cmafAudioArguments({ source: { ...source, videoDurationSeconds: 29.5 }, renditions: cmafRenditionsFor(720), workDir: '/w', preset: 'faster' }), '-t')).toBe('29.500');
  });

  it('reads a drawn source (a demo video) from its lavfi graphs: the picture in the ladder run, the sound in the audio one', () => {
    const drawn = { ...source, input: 'testsrc2[out0]', drawn: { sound: 'sine=duration=30' } };
    const plan = { source: drawn, renditions: cmafRenditionsFor(720), workDir: '/w', preset: 'faster' as const };
    expect(cmafArguments(plan).slice(0, 6)).toEqual(['-f', 'lavfi', '-i', 'testsrc2[out0]', '-i', `/w/${AUDIO_TRACKS_FILE}`]);
    const audio = cmafAudioArguments(plan);
    expect(audio.slice(0, 4)).toEqual(['-f', 'lavfi', '-i', 'sine=duration=30']);
    expect(audio.filter((a) => a === '-i')).toHaveLength(1);
    expect(audio.filter((a) => a === '0:a:0')).toHaveLength(3);
    // Today's MPEG-TS run encodes the source's own audio: a drawn source has none to give it.
    expect(() => hlsArguments({ source: drawn, renditions: renditionsFor(720), workDir: '/w', preset: 'faster' })).toThrow('Source dessinée sans pistes audio préparées');
  });

  it('encodes only the audio variant for an audio-only source, and refuses video rungs without video', () => {
    const list = args({ hasVideo: false, videoDurationSeconds: null }, null);
    expect(list).not.toContain('-filter_complex');
    expect(list).not.toContain('-c:v');
    expect(after(list, '-var_stream_map')).toBe('a:0,name:audio');
    expect(() => cmafArguments({ source: { ...source, hasVideo: false }, renditions: cmafRenditionsFor(1080), workDir: '/w', preset: 'faster' })).toThrow(
      'Rendus vidéo demandés pour une source sans vidéo',
    );
  });

  it('draws the thumbnails from the same split frames, as hlsArguments does', () => {
    const list = cmafArguments({ source, renditions: cmafRenditionsFor(1080), workDir: '/w', preset: 'faster', thumbnails: thumbnailPlan(30) });
    expect(after(list, '-filter_complex')).toContain('split=7');
    expect(list.slice(list.indexOf('/w/%v/index.m3u8') + 1)).toContain('/w/thumbnails.y4m');
  });

  it('declares CODECS from the forced profile and level, Opus or AAC-LC after', () => {
    expect(cmafVariantCodecs(cmafRenditionsFor(1080))).toEqual([
      'avc1.64001e,opus', 'avc1.64001e,opus', 'avc1.64001e,opus', 'avc1.64001f,opus', 'avc1.64001f,opus', 'avc1.640028,opus', 'opus',
    ]);
    expect(cmafVariantCodecs([CMAF_VIDEO_LADDER[0]!, CMAF_AUDIO_RENDITION], 'aac')).toEqual(['avc1.64001e,mp4a.40.2', 'mp4a.40.2']);
  });
});

describe('mergeAudioSegments', () => {
  const playlist = (durations: number[]) =>
    ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-TARGETDURATION:2', '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-MAP:URI="init_audio.mp4"',
      ...durations.flatMap((d, i) => [`#EXTINF:${d.toFixed(6)},`, `seg_${String(i).padStart(5, '0')}.m4s`]), '#EXT-X-ENDLIST', ''].join('\n');

  it('joins the 2 s fragments onto the video instants 0, 2, 4, 8, 12… and the last audio frame onto the last segment', () => {
    const { playlist: merged, segments } = mergeAudioSegments(playlist([2, 2, 2, 2, 2, 2, 2, 0.04]));
    expect(segments.map((s) => s.parts)).toEqual([
      ['seg_00000.m4s'], ['seg_00001.m4s'], ['seg_00002.m4s', 'seg_00003.m4s'], ['seg_00004.m4s', 'seg_00005.m4s'], ['seg_00006.m4s', 'seg_00007.m4s'],
    ]);
    const parsed = parseMediaPlaylist(merged);
    expect(parsed.targetDuration).toBe(4);
    expect(parsed.segments.map((s) => s.startSeconds)).toEqual([0, 2, 4, 8, 12]);
    expect(parsed.segments.map((s) => s.uri)).toEqual(['seg_00000.m4s', 'seg_00001.m4s', 'seg_00002.m4s', 'seg_00004.m4s', 'seg_00006.m4s']);
    expect(merged).toContain('#EXT-X-MAP:URI="init_audio.mp4"');
    expect(merged.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });

  it('keeps a short clip as it is, and refuses fragments off the grid', () => {
    expect(mergeAudioSegments(playlist([2, 1.5])).segments.map((s) => s.parts)).toEqual([['seg_00000.m4s'], ['seg_00001.m4s']]);
    expect(() => mergeAudioSegments(playlist([2, 2, 2, 2.5, 2]))).toThrow('hors de la grille');
  });

  it('starts segment n where the video variants do', () => {
    expect([0, 1, 2, 3, 4].map(segmentStart)).toEqual([0, 2, 4, 8, 12]);
  });
});
