/*
 * Theme settings without zod: every page reads them at start-up, so their module must not
 * bring the contract's schemas (zod, 26 kB gzipped) onto a phone. theme.ts re-exports them with the
 * zod schema (schemas/theme.ts), which a page that does not use it does not load.
 */

/** Theme settings kept in the browser (viewer.md §3). */
export const ACCENT_COLORS = ['purple', 'blue', 'green', 'red', 'orange', 'pink'] as const;
export type AccentColor = (typeof ACCENT_COLORS)[number];
export const THEMES = ['dark', 'light', 'system'] as const;
export const LAYOUTS = ['comfortable', 'compact'] as const;

/** Each accent maps to a fixed primary and secondary colour. */
export const accentPalette: Record<AccentColor, { primary: string; secondary: string }> = {
  purple: { primary: '#8b5cf6', secondary: '#c4b5fd' },
  blue: { primary: '#3b82f6', secondary: '#93c5fd' },
  green: { primary: '#22c55e', secondary: '#86efac' },
  red: { primary: '#ef4444', secondary: '#fca5a5' },
  orange: { primary: '#f97316', secondary: '#fdba74' },
  pink: { primary: '#ec4899', secondary: '#f9a8d4' },
};

export interface ThemeSettings {
  theme: (typeof THEMES)[number];
  accentColor: AccentColor;
  layout: (typeof LAYOUTS)[number];
  animations: boolean;
  autoplay: boolean;
}

export const defaultThemeSettings: ThemeSettings = {
  theme: 'dark',
  accentColor: 'purple',
  layout: 'comfortable',
  animations: true,
  autoplay: false,
};

const oneOf = <T extends string>(choices: readonly T[], value: unknown, fallback: T): T => (choices.includes(value as T) ? (value as T) : fallback);
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/**
 * Stored settings read back as themeSettingsSchema.parse does: each known field kept when valid, else
 * its default; unknown keys dropped. Throws on a value that is not an object, as the schema does.
 */
export function parseThemeSettings(value: unknown): ThemeSettings {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError('Réglages de thème illisibles');
  const v = value as Record<string, unknown>;
  const d = defaultThemeSettings;
  return {
    theme: oneOf(THEMES, v.theme, d.theme),
    accentColor: oneOf(ACCENT_COLORS, v.accentColor, d.accentColor),
    layout: oneOf(LAYOUTS, v.layout, d.layout),
    animations: flag(v.animations, d.animations),
    autoplay: flag(v.autoplay, d.autoplay),
  };
}
