/**
 * Just enough of HLS (RFC 8216) to read what Kora writes: the server meters watch time by segment and rewrites the
 * masters ffmpeg writes, the page's player plays fMP4 videos from them. Tolerant of CRLF, blank lines and unknown
 * tags; strict on numbers. Free of zod and of Node: the player's chunk carries it.
 */

/** One media segment; `startSeconds` is the sum of the EXTINF durations before it. */
export interface MediaSegment {
  uri: string;
  durationSeconds: number;
  startSeconds: number;
  /** 0-based position in the playlist; the same index covers the same seconds in every rendition we write. */
  index: number;
}

export interface MediaPlaylist {
  targetDuration: number;
  segments: MediaSegment[];
  /** The init segment fMP4 media segments need first (the first #EXT-X-MAP's URI), or null (MPEG-TS). */
  initUri: string | null;
  /**
   * Every init segment and the index of the first segment it applies to: more than one where the playlist starts
   * over after a discontinuity (a live's replay, one per encoder connection).
   */
  maps: Array<{ uri: string; fromIndex: number }>;
}

/** One EXT-X-STREAM-INF entry of a master playlist. */
export interface MasterVariant {
  uri: string;
  bandwidth: number;
  averageBandwidth?: number;
  resolution?: { width: number; height: number };
  codecs?: string;
}

/** The playlist text is not the HLS we expect; the message says which line. */
export class PlaylistParseError extends Error {
  override readonly name = 'PlaylistParseError';
}

function lines(text: string): string[] {
  const all = text.replace(/^\uFEFF/, '').split(/\r?\n/).map((line) => line.trim());
  if (all[0] !== '#EXTM3U') throw new PlaylistParseError('Playlist HLS invalide : #EXTM3U manquant en tête');
  return all.filter((line) => line !== '');
}

function finiteNumber(value: string | undefined, what: string): number {
  const n = Number(value);
  if (value === undefined || value === '' || !Number.isFinite(n) || n < 0) throw new PlaylistParseError(`Playlist HLS invalide : ${what} « ${value ?? ''} »`);
  return n;
}

/**
 * Parses a media playlist. Durations are summed in microseconds so that `startSeconds`
 * does not drift with floating-point error over long videos.
 */
export function parseMediaPlaylist(text: string): MediaPlaylist {
  let targetDuration: number | null = null;
  let pending: number | null = null;
  let elapsedMicros = 0;
  const maps: MediaPlaylist['maps'] = [];
  const segments: MediaSegment[] = [];
  for (const line of lines(text)) {
    if (line.startsWith('#EXT-X-MAP:')) {
      const uri = parseAttributes(line.slice('#EXT-X-MAP:'.length)).get('URI');
      if (uri) maps.push({ uri, fromIndex: segments.length });
    } else if (line.startsWith('#EXT-X-TARGETDURATION:')) {
      targetDuration = finiteNumber(line.slice('#EXT-X-TARGETDURATION:'.length), 'EXT-X-TARGETDURATION');
    } else if (line.startsWith('#EXTINF:')) {
      pending = finiteNumber(line.slice('#EXTINF:'.length).split(',')[0]?.trim(), 'EXTINF');
    } else if (!line.startsWith('#')) {
      if (pending === null) throw new PlaylistParseError(`Playlist HLS invalide : segment sans #EXTINF « ${line} »`);
      segments.push({ uri: line, durationSeconds: pending, startSeconds: elapsedMicros / 1e6, index: segments.length });
      elapsedMicros += Math.round(pending * 1e6);
      pending = null;
    }
  }
  if (targetDuration === null) throw new PlaylistParseError('Playlist HLS invalide : #EXT-X-TARGETDURATION manquant');
  return { targetDuration, segments, initUri: maps[0]?.uri ?? null, maps };
}

/** The files a rendition plays from, in order: each init segment (fMP4) before the first segment it applies to, the segments. */
export function playbackFiles(playlist: Pick<MediaPlaylist, 'segments'> & Partial<Pick<MediaPlaylist, 'maps' | 'initUri'>>): string[] {
  const maps = playlist.maps ?? (playlist.initUri ? [{ uri: playlist.initUri, fromIndex: 0 }] : []);
  return playlist.segments.flatMap((segment, i) => [...maps.filter((map) => map.fromIndex === i).map((map) => map.uri), segment.uri]);
}

/** Splits an HLS attribute list (`A=1,B="x,y"`) honouring quoted strings; quotes are removed. */
export function parseAttributes(list: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([A-Z0-9-]+)=("[^"]*"|[^,]*)(?:,|$)/g;
  for (const match of list.matchAll(pattern)) {
    const [, name, raw] = match;
    if (name !== undefined && raw !== undefined) attributes.set(name, raw.startsWith('"') ? raw.slice(1, -1) : raw);
  }
  return attributes;
}

function variantFrom(attributes: Map<string, string>, uri: string): MasterVariant {
  const variant: MasterVariant = { uri, bandwidth: finiteNumber(attributes.get('BANDWIDTH'), 'BANDWIDTH') };
  const average = attributes.get('AVERAGE-BANDWIDTH');
  if (average !== undefined) variant.averageBandwidth = finiteNumber(average, 'AVERAGE-BANDWIDTH');
  const resolution = /^(\d+)x(\d+)$/.exec(attributes.get('RESOLUTION') ?? '');
  if (resolution) variant.resolution = { width: Number(resolution[1]), height: Number(resolution[2]) };
  const codecs = attributes.get('CODECS');
  if (codecs) variant.codecs = codecs;
  return variant;
}

/** Parses the variants of a master playlist, in the order listed (the order players start from). */
export function parseMasterPlaylist(text: string): MasterVariant[] {
  const variants: MasterVariant[] = [];
  let pending: Map<string, string> | null = null;
  for (const line of lines(text)) {
    if (line.startsWith('#EXT-X-STREAM-INF:')) pending = parseAttributes(line.slice('#EXT-X-STREAM-INF:'.length));
    else if (!line.startsWith('#') && pending) {
      variants.push(variantFrom(pending, line));
      pending = null;
    }
  }
  return variants;
}

/** Total playable seconds of a media playlist (end of its last segment). */
export function playlistDuration(playlist: Pick<MediaPlaylist, 'segments'>): number {
  const last = playlist.segments.at(-1);
  return last ? last.startSeconds + last.durationSeconds : 0;
}
