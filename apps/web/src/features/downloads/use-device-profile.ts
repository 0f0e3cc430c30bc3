import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { downloadKeys } from './api/download-keys';
import { rememberOfflineProfile } from './offline-profile';
import { DOWNLOADS_CACHE, hasCacheStorage } from './offline-store';

/** Online, with downloads kept here: the profile's are renewed or removed (sync-downloads.ts, its own chunk). */
async function syncWhenOnline(profileId: string): Promise<boolean> {
  if (!navigator.onLine || !hasCacheStorage() || !(await caches.has(DOWNLOADS_CACHE))) return false;
  const { syncDownloads } = await import('./sync-downloads');
  return syncDownloads({ profileId }).catch(() => false);
}

/**
 * Who watches on this device, for the downloads (the app calls it with the signed-in user's active profile, and
 * again after a switch): remembered for the offline screen, and, once the page has loaded (never competing with the
 * first paint), that profile's downloads kept here renewed or removed as the server says, at most every few hours.
 */
export function useDeviceProfile(profileId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    rememberOfflineProfile(profileId);
    const sync = () => {
      void syncWhenOnline(profileId).then((changed) => (changed ? queryClient.invalidateQueries({ queryKey: downloadKeys.stored }) : undefined));
    };
    if (document.readyState === 'complete') sync();
    else window.addEventListener('load', sync, { once: true });
    return () => window.removeEventListener('load', sync);
  }, [profileId, queryClient]);
}
