import { SUBTITLE_BACKGROUNDS, SUBTITLE_SIZES, type SubtitleBackground, type SubtitleSize } from '@kora/shared';
import { useSyncExternalStore } from 'react';
import { type KeyValueStore, localStore } from './start-plan';

/**
 * How subtitles are drawn on this device (a phone's screen is not a television's), kept in localStorage and shared
 * by every player of the page. The player's frame carries them as data-subtitle-size and data-subtitle-background,
 * and player-subtitles.css draws the cues (`video::cue`) from them.
 */
export interface SubtitleSettings {
  size: SubtitleSize;
  background: SubtitleBackground;
}

export const SUBTITLE_SETTINGS_KEY = 'kora.player.subtitles';

/** Medium text with a dark outline: readable on a 360 px phone over any picture, hiding little of it. */
export const defaultSubtitleSettings: SubtitleSettings = { size: 'medium', background: 'shadow' };

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

/** The settings a stored value says; what it lacks or spells wrong (an older version, a hand edit) is the default. */
export function parseSubtitleSettings(raw: string | null | undefined): SubtitleSettings {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : null;
  } catch {
    value = null;
  }
  const stored = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    size: oneOf(SUBTITLE_SIZES, stored.size, defaultSubtitleSettings.size),
    background: oneOf(SUBTITLE_BACKGROUNDS, stored.background, defaultSubtitleSettings.background),
  };
}

export function readSubtitleSettings(store: KeyValueStore | null = localStore()): SubtitleSettings {
  try {
    return parseSubtitleSettings(store?.getItem(SUBTITLE_SETTINGS_KEY));
  } catch {
    return defaultSubtitleSettings;
  }
}

export function saveSubtitleSettings(settings: SubtitleSettings, store: KeyValueStore | null = localStore()): void {
  try {
    store?.setItem(SUBTITLE_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage refused or full: the choice holds for this page only.
  }
}

/** The page's copy (read once): a change shows at once in every player, even where storage is refused. */
let current: SubtitleSettings | null = null;
const listeners = new Set<() => void>();
const snapshot = () => (current ??= readSubtitleSettings());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Changed in another tab of this device.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SUBTITLE_SETTINGS_KEY) return;
    current = parseSubtitleSettings(event.newValue);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Changes this device's subtitle settings (kept for the next visit). */
export function changeSubtitleSettings(change: Partial<SubtitleSettings>): void {
  current = { ...snapshot(), ...change };
  saveSubtitleSettings(current);
  for (const listener of listeners) listener();
}

export function useSubtitleSettings(): SubtitleSettings {
  return useSyncExternalStore(subscribe, snapshot, () => defaultSubtitleSettings);
}
