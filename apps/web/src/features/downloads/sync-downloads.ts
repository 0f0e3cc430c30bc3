import { ApiError } from '../../lib/api-client';
import { listDownloads } from './api/list-downloads';
import { renewDownload } from './api/renew-download';
import { listStored, removeStored, updateStored } from './offline-store';

const LAST_SYNC = 'kora:downloads-synced-at';
/** A renewal at most this often (each one moves the expiry to DOWNLOAD_DAYS from now). */
const RENEW_EVERY_MS = 6 * 3600 * 1000;

const isRefusal = (error: unknown) => error instanceof ApiError && (error.status === 403 || error.status === 404);

/**
 * Online, with downloads kept here: what the server no longer grants goes, the rest is renewed while the
 * person keeps the right (a refused renewal removes it). Signed out or offline, nothing is touched.
 */
export async function syncDownloads({ force = false } = {}): Promise<boolean> {
  const stored = await listStored();
  if (stored.length === 0 || !navigator.onLine) return false;
  const last = Number(localStorage.getItem(LAST_SYNC) ?? 0);
  if (!force && Date.now() - last < RENEW_EVERY_MS) return false;
  let granted: Set<string>;
  try {
    granted = new Set((await listDownloads()).map((d) => d.id));
  } catch {
    return false;
  }
  for (const { download } of stored) {
    if (!granted.has(download.id)) {
      await removeStored(download.id);
      continue;
    }
    try {
      await updateStored(await renewDownload(download.id));
    } catch (error) {
      if (isRefusal(error)) await removeStored(download.id);
    }
  }
  localStorage.setItem(LAST_SYNC, String(Date.now()));
  return true;
}
