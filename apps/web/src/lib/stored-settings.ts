/** Where this device keeps its settings: the theme settings of the contract, autoplay and the data saver (theme-settings.ts). */
export const THEME_STORAGE_KEY = 'kora-theme-settings';

/**
 * Autoplay and the data saver as this device keeps them, for the boot script, which reads them before the app
 * (theme-settings.ts reads the whole entry with the contract's reader): each off unless stored as true.
 */
export function storedPlayerSettings(store: Pick<Storage, 'getItem'> | null = globalThis.localStorage ?? null): { autoplay: boolean; dataSaver: boolean } {
  try {
    const stored = JSON.parse(store?.getItem(THEME_STORAGE_KEY) ?? 'null') as { autoplay?: unknown; dataSaver?: unknown } | null;
    return { autoplay: stored?.autoplay === true, dataSaver: stored?.dataSaver === true };
  } catch {
    // Unreadable or blocked storage: the defaults.
    return { autoplay: false, dataSaver: false };
  }
}
