import { adminMessages, type UrlCheckBody, type UrlCheckResult } from '@kora/shared';
import { DownloadError, downloadError, type DownloadPolicy } from '../../net/safe-download.js';
import { probeUrl, type UrlProbe } from '../../net/url-probe.js';

/** Checks what a URL serves, as POST /api/admin/url-check answers it. */
export type UrlChecker = (url: string, expect: UrlCheckBody['expect']) => Promise<UrlCheckResult>;

/**
 * Types that say nothing of the content: the first bytes decide. Any other type that is not video/*
 * is refused — an HLS playlist (application/vnd.apple.mpegurl) among them: Kora imports one file and
 * transcodes it, and a playlist is a list of other files.
 */
const GENERIC_TYPES = new Set([null, 'application/octet-stream', 'binary/octet-stream', 'application/binary']);
/** Enough of the start of a file to recognise its container (an MPEG-TS packet is 188 bytes; two are looked at). */
const SNIFF_BYTES = 512;

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/**
 * Whether a file's first bytes are those of a video container ffmpeg reads: MP4/MOV/3GP ('ftyp' box),
 * Matroska/WebM (EBML), MPEG-TS (sync bytes 188 apart), AVI (RIFF…AVI), FLV, Ogg, MPEG-PS.
 */
export function looksLikeVideo(bytes: Buffer): boolean {
  if (bytes.length >= 8 && ascii(bytes, 4, 8) === 'ftyp') return true;
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return true;
  if (bytes.length >= 189 && bytes[0] === 0x47 && bytes[188] === 0x47) return true;
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'AVI ') return true;
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x000001ba) return true;
  return bytes.length >= 4 && (ascii(bytes, 0, 3) === 'FLV' || ascii(bytes, 0, 4) === 'OggS');
}

const result = (probe: UrlProbe, message: string | null): UrlCheckResult => ({
  ok: message === null,
  message,
  contentType: probe.contentType,
  contentLength: probe.contentLength,
  finalUrl: probe.finalUrl,
});

/**
 * The check of a URL an admin gives (a video to import, a poster), run by the server — a browser
 * cannot ask another site because of CORS — under the same address policy as the import itself:
 * no loopback, private, link-local or metadata address, each redirect checked again, short timeout.
 *
 * - An image: the answer must be a success with an image/* type ('URL invalide' otherwise).
 * - A video: a video/* type is accepted; a generic type (application/octet-stream, none) is accepted
 *   when the first bytes are a video container's; an HLS playlist is refused (Kora imports one file);
 *   a declared size above what an import may download is refused.
 * - Not reachable, or not a success: 'URL inaccessible'; an address that is not public or not
 *   http(s) says so.
 */
export function createUrlChecker(policy: DownloadPolicy): UrlChecker {
  async function check(url: string, expect: UrlCheckBody['expect']): Promise<UrlCheckResult> {
    const first = await probeUrl(url, policy);
    if (first.status < 200 || first.status >= 300) return result(first, adminMessages.urlUnreachable);
    if (expect === 'image') return result(first, first.contentType?.startsWith('image/') ? null : adminMessages.urlNotImage);
    if (first.contentLength !== null && first.contentLength > policy.maxBytes) return result(first, downloadError('too_large').message);
    if (first.contentType?.startsWith('video/')) return result(first, null);
    if (!GENERIC_TYPES.has(first.contentType)) return result(first, adminMessages.urlNotVideo);
    const sniffed = await probeUrl(url, policy, { firstBytes: SNIFF_BYTES });
    return result({ ...sniffed, contentType: first.contentType, contentLength: first.contentLength ?? sniffed.contentLength }, sniffed.firstBytes && looksLikeVideo(sniffed.firstBytes) ? null : adminMessages.urlNotVideo);
  }

  return async (url, expect) => {
    try {
      return await check(url, expect);
    } catch (err) {
      if (!(err instanceof DownloadError)) throw err;
      // A refused address or scheme says why; anything else (DNS, connection, timeout, redirects) is 'URL inaccessible'.
      const message = err.reason === 'forbidden_address' || err.reason === 'bad_url' ? err.message : adminMessages.urlUnreachable;
      return { ok: false, message, contentType: null, contentLength: null, finalUrl: null };
    }
  };
}
