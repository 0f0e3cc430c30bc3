import { accentPalette, defaultThemeSettings, parseThemeSettings, type ThemeSettings } from '@kora/shared';
import { useSyncExternalStore } from 'react';

import { THEME_STORAGE_KEY } from './stored-settings';

/*
 * Theme settings live in localStorage (viewer.md §3, §9) and are applied to <html> as data
 * attributes and CSS variables, so every screen follows them without reading this store.
 */
export { THEME_STORAGE_KEY };

const darkQuery = typeof window !== 'undefined' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
const themeColors = { dark: '#0b0b10', light: '#f7f7fb' } as const;

/**
 * The settings this device keeps: the theme settings of the contract, plus the data saver, which
 * only the web app reads (it caps the player's automatic quality; off by default).
 */
export type LocalSettings = ThemeSettings & { dataSaver: boolean };

const defaultLocalSettings: LocalSettings = { ...defaultThemeSettings, dataSaver: false };

function read(): LocalSettings {
  try {
    const raw = localStorage.getItem(THEME_STORAGE_KEY);
    if (raw) {
      const stored: unknown = JSON.parse(raw);
      const dataSaver = (stored as { dataSaver?: unknown } | null)?.dataSaver;
      // The contract's reader drops keys it does not know: the data saver is read beside it.
      return { ...parseThemeSettings(stored), dataSaver: dataSaver === true };
    }
  } catch {
    /* unreadable or blocked storage: defaults */
  }
  return defaultLocalSettings;
}

let settings = read();
const listeners = new Set<() => void>();

function resolvedTheme(theme: ThemeSettings['theme']): 'dark' | 'light' {
  if (theme !== 'system') return theme;
  return darkQuery?.matches === false ? 'light' : 'dark';
}

/** Writes the settings onto <html>: data-theme, data-layout, data-animations and the accent variables. */
export function applyThemeSettings(value: ThemeSettings = settings): void {
  const root = document.documentElement;
  const theme = resolvedTheme(value.theme);
  const accent = accentPalette[value.accentColor];
  root.dataset.theme = theme;
  root.dataset.layout = value.layout;
  root.dataset.animations = String(value.animations);
  root.style.setProperty('--primary', accent.primary);
  root.style.setProperty('--secondary', accent.secondary);
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColors[theme]);
}

/** Saves and applies new settings (partial: the other keys keep their value). */
export function updateThemeSettings(patch: Partial<LocalSettings>): void {
  settings = { ...settings, ...patch };
  try {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    /* storage full or blocked: the settings still apply for this visit */
  }
  applyThemeSettings();
  for (const listener of listeners) listener();
}

/** Applies the stored settings now and keeps 'system' in step with the device, live. */
export function startTheme(): void {
  applyThemeSettings();
  darkQuery?.addEventListener('change', () => {
    if (settings.theme === 'system') applyThemeSettings();
  });
  // Another tab changed them, or localStorage.clear() on logout.
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== THEME_STORAGE_KEY) return;
    settings = read();
    applyThemeSettings();
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current settings of this device; re-renders when they change. */
export function useThemeSettings(): LocalSettings {
  return useSyncExternalStore(subscribe, () => settings);
}
