/**
 * Writing HLS: the masters Kora serves, and the edits the pipeline makes to ffmpeg's playlists. Reading them is
 * @kora/shared's (hls-playlist.ts), re-exported here for the server's modules.
 */
import type { MasterVariant } from '@kora/shared/hls-playlist';

export * from '@kora/shared/hls-playlist';

/**
 * Writes a master playlist from variants, in the order given. Version 3 is enough (integer or
 * decimal EXTINF, no byte ranges) and is what every player on old Android understands.
 */
export function formatMasterPlaylist(variants: readonly MasterVariant[]): string {
  const out = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const variant of variants) {
    const attributes = [`BANDWIDTH=${Math.round(variant.bandwidth)}`];
    if (variant.averageBandwidth !== undefined) attributes.push(`AVERAGE-BANDWIDTH=${Math.round(variant.averageBandwidth)}`);
    if (variant.resolution) attributes.push(`RESOLUTION=${variant.resolution.width}x${variant.resolution.height}`);
    if (variant.codecs) attributes.push(`CODECS="${variant.codecs}"`);
    out.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, variant.uri);
  }
  return `${out.join('\n')}\n`;
}

/**
 * Removes the last segment from a media playlist's text (keeping #EXT-X-ENDLIST), for the
 * one trailing AAC frame ffmpeg's encoder delay can push past the last video instant.
 */
export function withoutLastSegment(text: string): string {
  const at = text.lastIndexOf('#EXTINF:');
  if (at < 0) return text;
  const uriEnd = text.indexOf('\n', text.indexOf('\n', at) + 1);
  return text.slice(0, at) + (uriEnd < 0 ? '' : text.slice(uriEnd + 1));
}

/** A subtitle rendition of a master playlist (RFC 8216 §4.3.4.1): its language, the name players show, its playlist. */
export interface SubtitleRendition {
  language: string;
  name: string;
  uri: string;
}

/** The group every variant names for its subtitles. */
const SUBTITLE_GROUP = 'subs';
const SUBTITLE_MEDIA = /^#EXT-X-MEDIA:.*TYPE=SUBTITLES/;
const SUBTITLES_ATTRIBUTE = /,SUBTITLES="[^"]*"/;

/** A quoted-string of HLS holds no double quote, CR or LF (RFC 8216 §4.2). */
const quotable = (value: string) => value.replace(/["\r\n]/g, "'");

/**
 * The master playlist with its subtitle renditions replaced by `tracks` (none: the group and every variant's reference
 * to it removed). Neither DEFAULT nor AUTOSELECT: a player shows subtitles only when the viewer asks for them.
 */
export function withSubtitleRenditions(master: string, tracks: readonly SubtitleRendition[]): string {
  const kept = master
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => !SUBTITLE_MEDIA.test(line))
    .map((line) => (line.startsWith('#EXT-X-STREAM-INF:') ? line.replace(SUBTITLES_ATTRIBUTE, '') : line));
  if (tracks.length === 0) return kept.join('\n');
  const names = new Set<string>();
  const media = tracks.map(({ language, name, uri }) => {
    // NAME is unique within a group: two labels alike get their language after them.
    const unique = names.has(name) ? `${name} (${language})` : name;
    names.add(unique);
    return `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="${SUBTITLE_GROUP}",NAME="${quotable(unique)}",LANGUAGE="${quotable(language)}",DEFAULT=NO,AUTOSELECT=NO,URI="${quotable(uri)}"`;
  });
  const firstVariant = kept.findIndex((line) => line.startsWith('#EXT-X-STREAM-INF:'));
  const at = firstVariant < 0 ? kept.length : firstVariant;
  const lines = kept.map((line) => (line.startsWith('#EXT-X-STREAM-INF:') ? `${line},SUBTITLES="${SUBTITLE_GROUP}"` : line));
  return [...lines.slice(0, at), ...media, ...lines.slice(at)].join('\n');
}
