/**
 * The profile last watching on this device, kept for the offline screen: without a connection nobody can ask the
 * server who is watching, and that screen lists this profile's downloads only (none when it is unknown), so a kids
 * profile never meets an adult's downloads there. Written whenever the signed-in user is known (use-device-profile.ts);
 * signing out clears it with the rest of localStorage.
 */
const OFFLINE_PROFILE = 'kora:offline-profile';

export function rememberOfflineProfile(profileId: string): void {
  try {
    localStorage.setItem(OFFLINE_PROFILE, profileId);
  } catch {
    // Storage refused (private browsing, full): offline, no profile is known and no download is listed.
  }
}

/** The profile whose downloads the offline screen lists, or null when none was seen signed in here. */
export function offlineProfileId(): string | null {
  try {
    return localStorage.getItem(OFFLINE_PROFILE);
  } catch {
    return null;
  }
}
