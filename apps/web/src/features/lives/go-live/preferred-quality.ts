/** The picture height /test-live recommended, kept for /stream on this device. */
const KEY = 'kora.live.height';

export function savePreferredHeight(height: number): void {
  try {
    localStorage.setItem(KEY, String(height));
  } catch {
    // Private browsing or full storage: /stream falls back to its default.
  }
}

/** The saved height, else `fallback` (360p: what a 3G upload usually carries). */
export function preferredHeight(fallback = 360): number {
  try {
    const value = Number(localStorage.getItem(KEY));
    return Number.isInteger(value) && value > 0 ? value : fallback;
  } catch {
    return fallback;
  }
}
