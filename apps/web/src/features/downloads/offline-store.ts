import type { Download, DownloadGrant, SubtitleBrief, SubtitleLanguage } from '@kora/shared';
import { type KeptDownload, type StoredDownload, storedFor } from './profile-downloads';

/**
 * The person's downloads in this browser (Cache Storage): `/offline-media/<id>/index.m3u8`, its segments
 * beside it, the subtitles asked for (`subs-<language>.vtt`), and `meta.json` (the server's record, the bytes kept and
 * the subtitle tracks) written last, so a download that did not finish is never listed. The service worker serves these paths offline and refuses expired ones. Each record
 * names the profile it was granted to; the pages list only the watching profile's (profile-downloads.ts).
 */
export const DOWNLOADS_CACHE = 'kora-downloads';
const ROOT = '/offline-media/';

const folderOf = (id: string) => `${ROOT}${id}/`;
/** Where a download's playlist plays from (served by the service worker). */
export const playlistUrlOf = (id: string) => `${folderOf(id)}index.m3u8`;
/** Where a kept subtitle track's WebVTT is read from (a <track>'s src, served by the service worker). */
export const subtitleUrlOf = (id: string, language: SubtitleLanguage) => `${folderOf(id)}subs-${language}.vtt`;
export const isExpired = (download: Pick<Download, 'expiresAt'>, now = Date.now()) => !(Date.parse(download.expiresAt) > now);
export const hasCacheStorage = () => typeof caches !== 'undefined';

/** Every download kept here, whichever profile's (or none's, see KeptDownload), newest first: for the sync only. */
export async function listKept(): Promise<KeptDownload[]> {
  if (!hasCacheStorage() || !(await caches.has(DOWNLOADS_CACHE))) return [];
  const cache = await caches.open(DOWNLOADS_CACHE);
  const metas = (await cache.keys()).filter((request) => new URL(request.url).pathname.endsWith('/meta.json'));
  const kept = await Promise.all(metas.map(async (request) => (await cache.match(request))?.json() as Promise<KeptDownload> | undefined));
  return kept.filter((k): k is KeptDownload => Boolean(k)).sort((a, b) => b.download.createdAt.localeCompare(a.download.createdAt));
}

/** The downloads of `profileId` kept here, newest first; none when the profile is unknown. */
export async function listStored(profileId: string | null): Promise<StoredDownload[]> {
  return profileId === null ? [] : storedFor(await listKept(), profileId);
}

/** Forgets a download's files here. */
export async function removeStored(id: string): Promise<void> {
  if (!hasCacheStorage()) return;
  const cache = await caches.open(DOWNLOADS_CACHE);
  const folder = folderOf(id);
  await Promise.all((await cache.keys()).filter((r) => new URL(r.url).pathname.startsWith(folder)).map((r) => cache.delete(r)));
}

/** Writes a download's record again, as `profileId`'s (a renewal moved its expiry; an unclaimed one is adopted). */
export async function updateStored(download: Download, profileId: string): Promise<void> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  const meta = `${folderOf(download.id)}meta.json`;
  const kept = (await (await cache.match(meta))?.json()) as KeptDownload | undefined;
  if (kept) await cache.put(meta, Response.json({ ...kept, download, profileId } satisfies StoredDownload));
}

async function fetchOk(url: string, signal: AbortSignal | undefined): Promise<Response> {
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return response;
}

/**
 * Fetches a granted rung (playlist, then each segment, then the subtitles asked for) into this browser as
 * `profileId`'s download (the profile watching, that asked for it), reporting the share done. The playlist is kept
 * with the segments' bare names, so it plays from its own folder.
 */
export async function storeGrant(grant: DownloadGrant, profileId: string, onProgress: (done: number) => void, signal?: AbortSignal): Promise<StoredDownload> {
  const { download } = grant;
  const folder = folderOf(download.id);
  const cache = await caches.open(DOWNLOADS_CACHE);
  const steps = grant.segmentUrls.length + grant.subtitles.length;
  try {
    const playlist = await (await fetchOk(grant.playlistUrl, signal)).text();
    const local = playlist.replace(/^(?!#)(\S+)$/gm, (uri) => uri.slice(uri.lastIndexOf('/') + 1));
    let storedBytes = local.length;
    for (const [index, url] of grant.segmentUrls.entries()) {
      const body = await (await fetchOk(url, signal)).arrayBuffer();
      storedBytes += body.byteLength;
      const name = url.slice(url.lastIndexOf('/') + 1);
      await cache.put(`${folder}${name}`, new Response(body, { headers: { 'content-type': /\.(m4s|mp4)$/.test(name) ? 'video/mp4' : 'video/mp2t' } }));
      onProgress((index + 1) / steps);
    }
    // A few kilobytes each: a failure here fails the download as a segment's would (the person asked for them).
    const subtitles: SubtitleBrief[] = [];
    for (const [index, { language, label, url }] of grant.subtitles.entries()) {
      const body = await (await fetchOk(url, signal)).arrayBuffer();
      storedBytes += body.byteLength;
      await cache.put(subtitleUrlOf(download.id, language), new Response(body, { headers: { 'content-type': 'text/vtt; charset=utf-8' } }));
      subtitles.push({ language, label });
      onProgress((grant.segmentUrls.length + index + 1) / steps);
    }
    await cache.put(playlistUrlOf(download.id), new Response(local, { headers: { 'content-type': 'application/vnd.apple.mpegurl' } }));
    const stored: StoredDownload = { download, storedBytes, profileId, subtitles };
    await cache.put(`${folder}meta.json`, Response.json(stored));
    return stored;
  } catch (error) {
    await removeStored(download.id);
    throw error;
  }
}

/** Asks the service worker to keep what plays a download offline (hls.js), whatever page this is. */
export function keepPlayerOffline(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: 'keep-player' });
}
