import type { Download } from '@kora/shared';
import { ApiError } from '../../lib/api-client';
import { listDownloads } from './api/list-downloads';
import { renewDownload } from './api/renew-download';
import { listKept, removeStored, updateStored } from './offline-store';
import { hasWorkFor, syncPlanFor } from './profile-downloads';

/** When each profile's downloads were last synced here (one key a profile: syncing one profile leaves the others due). */
const lastSyncKey = (profileId: string) => `kora:downloads-synced-at:${profileId}`;
/** A renewal at most this often (each one moves the expiry to DOWNLOAD_DAYS from now). */
const RENEW_EVERY_MS = 6 * 3600 * 1000;

const isRefusal = (error: unknown) => error instanceof ApiError && (error.status === 403 || error.status === 404);

/**
 * One sync at a time in this page: two at once (the app's once loaded, /downloads' own) could write back the record
 * of a download the other had just removed.
 */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Online, with downloads of `profileId` kept here (the profile watching: the server's list and renewals are its
 * own): what the server no longer grants it goes, the rest is renewed while it keeps the right (a refused renewal
 * removes it). Another profile's downloads are never touched; an unclaimed one (written before downloads were kept
 * per profile) is adopted when the server grants it (profile-downloads.ts). Signed out or offline, nothing is touched.
 * Answers whether it synced.
 */
export function syncDownloads({ force = false, profileId }: { force?: boolean; profileId: string }): Promise<boolean> {
  const run = queue.then(() => syncNow(force, profileId));
  queue = run.catch(() => undefined);
  return run;
}

async function syncNow(force: boolean, profileId: string): Promise<boolean> {
  const kept = await listKept();
  if (!hasWorkFor(kept, profileId) || !navigator.onLine) return false;
  const last = Number(localStorage.getItem(lastSyncKey(profileId)) ?? 0);
  if (!force && Date.now() - last < RENEW_EVERY_MS) return false;
  let granted: Map<string, Download>;
  try {
    granted = new Map((await listDownloads()).map((d) => [d.id, d]));
  } catch {
    return false;
  }
  const plan = syncPlanFor(kept, profileId, granted);
  for (const id of plan.remove) await removeStored(id);
  // Adopted before the renewal, so it is this profile's even if the renewal fails for want of a connection.
  for (const download of plan.adopt) await updateStored(download, profileId);
  for (const id of plan.renew) {
    try {
      await updateStored(await renewDownload(id), profileId);
    } catch (error) {
      if (isRefusal(error)) await removeStored(id);
    }
  }
  localStorage.setItem(lastSyncKey(profileId), String(Date.now()));
  return true;
}
